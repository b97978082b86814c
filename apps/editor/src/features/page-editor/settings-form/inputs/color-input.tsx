import { ColorInput as MantineColorInput } from '@mantine/core';
import { ControlledField } from './controlled-field';
import { asString, type FieldInputProps } from './field-input-props';

/** `fields.color`: a hex colour with a picker. */
export function ColorInput(props: FieldInputProps) {
  return (
    <ControlledField
      {...props}
      render={(input, common) => (
        <MantineColorInput
          {...common}
          format="hex"
          value={asString(input.value)}
          onChange={(value) => input.onChange(value)}
        />
      )}
    />
  );
}

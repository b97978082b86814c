import { TextInput as MantineTextInput } from '@mantine/core';
import { ControlledField } from './controlled-field';
import { asString, type FieldInputProps } from './field-input-props';

/** `fields.text`: one line. */
export function TextInput(props: FieldInputProps) {
  return (
    <ControlledField
      {...props}
      render={(input, common) => (
        <MantineTextInput
          {...common}
          value={asString(input.value)}
          onChange={(event) => input.onChange(event.currentTarget.value)}
        />
      )}
    />
  );
}

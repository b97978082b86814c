import { Textarea } from '@mantine/core';
import { ControlledField } from './controlled-field';
import { asString, type FieldInputProps } from './field-input-props';

/** `fields.longText`: a textarea that grows with its text. */
export function LongTextInput(props: FieldInputProps) {
  return (
    <ControlledField
      {...props}
      render={(input, common) => (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={10}
          value={asString(input.value)}
          onChange={(event) => input.onChange(event.currentTarget.value)}
        />
      )}
    />
  );
}

import { Select } from '@mantine/core';
import { ControlledField } from './controlled-field';
import { asString, type FieldInputProps } from './field-input-props';

/** `fields.select`: one of the field's options, in their order. */
export function SelectInput(props: FieldInputProps) {
  return (
    <ControlledField
      {...props}
      render={(input, common) => (
        <Select
          {...common}
          data={props.field.options.map((option) => ({ value: option, label: option }))}
          allowDeselect={false}
          value={asString(input.value) || null}
          onChange={(value) => input.onChange(value ?? '')}
        />
      )}
    />
  );
}

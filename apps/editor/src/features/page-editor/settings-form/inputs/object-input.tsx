import { Fieldset, Stack } from '@mantine/core';
import { FieldInput } from '../field-inputs';
import { testIdOf, type FieldInputProps } from './field-input-props';

/** `fields.object`: its fields in a fieldset (the footer's map button, a box size). */
export function ObjectInput({ field, name, label }: FieldInputProps) {
  return (
    <Fieldset legend={label} data-testid={testIdOf(name)} variant="filled" p="sm">
      <Stack gap="sm">
        {(field.fields ?? []).map((child) => (
          <FieldInput key={child.key} field={child} name={`${name}.${child.key}`} />
        ))}
      </Stack>
    </Fieldset>
  );
}

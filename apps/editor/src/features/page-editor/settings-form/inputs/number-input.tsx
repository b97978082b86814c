import { NumberInput as MantineNumberInput } from '@mantine/core';
import { ControlledField } from './controlled-field';
import type { FieldInputProps } from './field-input-props';

/** `fields.number`. */
export function NumberInput(props: FieldInputProps) {
  return (
    <ControlledField
      {...props}
      render={(input, common) => (
        <MantineNumberInput
          {...common}
          value={typeof input.value === 'number' ? input.value : ''}
          // An emptied input stays empty (and invalid) rather than jumping to 0.
          onChange={(value) => input.onChange(value)}
        />
      )}
    />
  );
}

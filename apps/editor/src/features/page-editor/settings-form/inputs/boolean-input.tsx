import { Switch } from '@mantine/core';
import { ControlledField } from './controlled-field';
import type { FieldInputProps } from './field-input-props';

/** `fields.boolean`: a switch. */
export function BooleanInput(props: FieldInputProps) {
  return (
    <ControlledField
      {...props}
      render={(input, common) => (
        <Switch
          label={common.label}
          description={common.description}
          error={common.error}
          data-testid={common['data-testid']}
          name={common.name}
          onBlur={common.onBlur}
          checked={input.value === true}
          onChange={(event) => input.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}

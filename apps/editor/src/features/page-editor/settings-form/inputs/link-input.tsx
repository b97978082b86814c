import { Autocomplete } from '@mantine/core';
import { DEFAULT_CONTENT_LINKS } from '@lumo/block-schema';
import { ControlledField } from './controlled-field';
import { asString, type FieldInputProps } from './field-input-props';

/** `fields.link`: typed freely, with SPEC §2.6's default content links as suggestions. */
export function LinkInput(props: FieldInputProps) {
  return (
    <ControlledField
      {...props}
      render={(input, common) => (
        <Autocomplete
          {...common}
          placeholder="/devices or https://…"
          data={[...DEFAULT_CONTENT_LINKS]}
          value={asString(input.value)}
          onChange={(value) => input.onChange(value)}
        />
      )}
    />
  );
}

import { Autocomplete, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { DEFAULT_CONTENT_LINKS } from '@lumo/block-schema';
import { LinkWarning } from '../link-check/link-check-context';
import { ControlledField, type CommonInputProps } from './controlled-field';
import { asString, type FieldInputProps } from './field-input-props';

/**
 * A link typed freely, with SPEC §2.6's default content links as suggestions, and under it the
 * warning when its internal path answers nothing in the store view. `children` go below both
 * (the catalogue picker of catalogLink fields).
 */
export function LinkField({
  input,
  common,
  children,
}: {
  input: ControllerRenderProps;
  common: CommonInputProps;
  children?: ReactNode;
}) {
  const value = asString(input.value);
  return (
    <Stack gap={4}>
      <Autocomplete
        {...common}
        placeholder="/devices or https://…"
        data={[...DEFAULT_CONTENT_LINKS]}
        value={value}
        onChange={(next) => input.onChange(next)}
      />
      <LinkWarning link={value} name={input.name} />
      {children}
    </Stack>
  );
}

/** `fields.link`: a path on this site or a URL, with a warning for paths that answer nothing. */
export function LinkInput(props: FieldInputProps) {
  return (
    <ControlledField
      {...props}
      render={(input, common) => <LinkField input={input} common={common} />}
    />
  );
}

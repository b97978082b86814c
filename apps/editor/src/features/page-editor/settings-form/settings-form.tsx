import { memo, useEffect, useMemo, useRef } from 'react';
import { Stack, Text } from '@mantine/core';
import {
  FormProvider,
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { StoreViewCode } from '@lumo/block-schema';
import { sameValue } from '../history/same-value';
import { describeObject, type FieldDescriptor } from './describe-fields';
import { FieldInput } from './field-inputs';
import { FormStoreViewProvider, useResolvedStoreView } from './form-store-view';
import { LinkCheckProvider } from './link-check/link-check-context';
import { useLinkCheck } from './link-check/use-link-check';

export interface SettingsFormProps {
  /** The block's props schema. */
  schema: z.ZodObject;
  /** The block's current props (input values: unsanitised, defaults possibly missing). */
  values: Record<string, unknown>;
  /** Called with a fresh copy of all values after every change. */
  onChange(values: Record<string, unknown>): void;
  /**
   * The block's store view, for the link check and the catalogue picker. Defaults to the page
   * editor route's store view (`/edit/:storeCode/*`); without one, links are not checked.
   */
  storeView?: StoreViewCode;
}

/**
 * A settings form generated from a block's zod schema (field kinds from block-schema's field
 * metadata). Validates on every change and shows errors at the field; valid or not, each change
 * is passed on, since an editor may keep an unfinished block in the draft. Internal links that
 * answer nothing in the store view get a warning (never an error: publishing is not blocked).
 */
export function SettingsForm({ schema, values, onChange, storeView }: SettingsFormProps) {
  const fields = useMemo(() => describeObject(schema), [schema]);
  const form = useForm<FieldValues>({
    defaultValues: structuredClone(values),
    resolver: zodResolver(schema as never) as unknown as Resolver<FieldValues>,
    mode: 'onChange',
  });
  // The values the form last reported or was given: a change equal to them is no change.
  const lastKnown = useRef<unknown>(values);
  // True while the form shows values it was given (reset): nothing a person did.
  const resetting = useRef(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Show what is already wrong with the block (a new hero has no image yet) right away.
  useEffect(() => {
    void form.trigger();
  }, [form]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/incompatible-library -- a subscription, not a render value
    const subscription = form.watch((current) => {
      if (resetting.current || sameValue(current, lastKnown.current)) return;
      // Copy: the node store freezes what it is given, and the form keeps mutating its values.
      const copy = structuredClone(current) as Record<string, unknown>;
      lastKnown.current = copy;
      onChangeRef.current(copy);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // Props changed from outside the form (undo, redo, reload): show them.
  useEffect(() => {
    if (sameValue(values, lastKnown.current)) return;
    lastKnown.current = values;
    resetting.current = true;
    try {
      form.reset(structuredClone(values));
    } finally {
      resetting.current = false;
    }
    void form.trigger();
  }, [values, form]);

  const formStoreView = useResolvedStoreView(storeView);
  const linkCheck = useLinkCheck(form, fields, formStoreView);

  return (
    <FormStoreViewProvider value={formStoreView}>
      <LinkCheckProvider value={linkCheck}>
        <FormFields form={form} fields={fields} />
        {linkCheck.unavailable && linkCheck.hasCheckablePaths ? (
          <Text size="xs" c="dimmed" mt="sm" data-testid="link-check:unavailable">
            Links could not be checked just now (the server did not answer).
          </Text>
        ) : null}
      </LinkCheckProvider>
    </FormStoreViewProvider>
  );
}

/**
 * The form itself, memoised: the panel re-renders SettingsForm with new `values` on every
 * keystroke (the node's props changed), but only the edited field's own subscription needs to
 * re-render, not every input of the block.
 */
const FormFields = memo(function FormFields({
  form,
  fields,
}: {
  form: UseFormReturn<FieldValues>;
  fields: FieldDescriptor[];
}) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="md">
          {fields.map((field) => (
            <FieldInput key={field.key} field={field} name={field.key} />
          ))}
        </Stack>
      </form>
    </FormProvider>
  );
});

import type { ReactElement } from 'react';
import { Controller, useFormContext, type ControllerRenderProps } from 'react-hook-form';
import { errorMessage, testIdOf, type FieldInputProps } from './field-input-props';

/** The props every Mantine input of a single value gets: label, help, error, test id. */
export interface CommonInputProps {
  label: string;
  description: string | undefined;
  required: boolean;
  error: string | undefined;
  'data-testid': string;
  name: string;
  onBlur(): void;
}

/** A field bound to the form through react-hook-form's Controller. */
export function ControlledField({
  field,
  name,
  label,
  render,
}: FieldInputProps & {
  render(input: ControllerRenderProps, common: CommonInputProps): ReactElement;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) =>
        render(input, {
          label,
          description: field.help,
          required: field.required,
          error: errorMessage(fieldState.error),
          'data-testid': testIdOf(name),
          name: input.name,
          onBlur: input.onBlur,
        })
      }
    />
  );
}

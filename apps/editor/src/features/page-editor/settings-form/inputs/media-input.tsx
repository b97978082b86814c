import { TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useMediaPicker, type MediaValue } from '../media-picker-context';
import { errorMessage, testIdOf, type FieldInputProps } from './field-input-props';

/**
 * An image or a video: the shell's media picker, or without one (a stand-alone form) a text box
 * for the URL. The value is an object (`{ url, alt }`, `{ url, poster }`); other keys are kept.
 */
export function MediaInput({
  field,
  name,
  label,
  kind,
}: FieldInputProps & { kind: 'image' | 'video' }) {
  const { control } = useFormContext();
  const MediaPicker = useMediaPicker();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => {
        const value = (input.value ?? { url: '' }) as MediaValue;
        const error = errorMessage(fieldState.error);
        const onChange = (next: MediaValue) => input.onChange({ ...value, ...next });
        return (
          <div data-testid={testIdOf(name)}>
            {MediaPicker ? (
              <MediaPicker
                kind={kind}
                value={value}
                onChange={onChange}
                label={label}
                error={error}
                required={field.required}
              />
            ) : (
              <TextInput
                label={label}
                required={field.required}
                error={error}
                value={value.url}
                onChange={(event) => onChange({ url: event.currentTarget.value })}
              />
            )}
          </div>
        );
      }}
    />
  );
}

import type { FieldInputProps } from './field-input-props';
import { MediaInput } from './media-input';

/** `fields.image`: picked from the media library. */
export function ImageInput(props: FieldInputProps) {
  return <MediaInput {...props} kind="image" />;
}

import type { FieldInputProps } from './field-input-props';
import { MediaInput } from './media-input';

/** `fields.video`: picked from the media library. */
export function VideoInput(props: FieldInputProps) {
  return <MediaInput {...props} kind="video" />;
}

import { ListField } from '../list-field';
import type { FieldInputProps } from './field-input-props';

/** `fields.list`: items added, removed, duplicated and reordered (see ListField). */
export function ListInput(props: FieldInputProps) {
  return <ListField {...props} />;
}

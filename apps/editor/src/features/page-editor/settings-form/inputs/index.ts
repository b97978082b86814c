import type { FieldKind } from '@lumo/block-schema';
import { BooleanInput } from './boolean-input';
import { CatalogLinkInput } from './catalog-link-input';
import { ColorInput } from './color-input';
import type { FieldInputComponent } from './field-input-props';
import { ImageInput } from './image-input';
import { LinkInput } from './link-input';
import { ListInput } from './list-input';
import { LongTextInput } from './long-text-input';
import { MarkupInput } from './markup-input';
import { NumberInput } from './number-input';
import { ObjectInput } from './object-input';
import { SelectInput } from './select-input';
import { TextInput } from './text-input';
import { VideoInput } from './video-input';

/**
 * The input of every field kind. A complete map, not a switch with a fallback: a new kind in
 * block-schema's `FieldKind` is a type error here until it has its own input.
 */
export const FIELD_INPUTS: Record<FieldKind, FieldInputComponent> = {
  text: TextInput,
  longText: LongTextInput,
  markup: MarkupInput,
  number: NumberInput,
  boolean: BooleanInput,
  select: SelectInput,
  color: ColorInput,
  link: LinkInput,
  catalogLink: CatalogLinkInput,
  image: ImageInput,
  video: VideoInput,
  object: ObjectInput,
  list: ListInput,
};

export { errorMessage, testIdOf, type FieldInputProps } from './field-input-props';

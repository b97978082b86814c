import type { z } from 'zod';
import { BUILDER_BUTTON_VARIANTS, type BuilderButtonVariant } from '../constants';
import { fieldRegistry, fields, getFieldMeta } from '../fields';

/**
 * Small adjustments to `fields.*` schemas that keep their editor metadata (the registry entry
 * belongs to the outermost schema, so a new wrapper needs it copied over).
 */
function carryMeta<T extends z.ZodType>(from: z.ZodType, to: T): T {
  const meta = getFieldMeta(from);
  if (meta) fieldRegistry.add(to, meta);
  return to;
}

/**
 * The same field with another default value (e.g. a shipped image instead of no image). Like
 * every `fields.*` default it is a prefault: a missing key gets the value, and it is validated.
 */
export function withDefault<T extends z.ZodType>(
  field: z.ZodPrefault<T>,
  defaultValue: z.input<T>,
): z.ZodPrefault<T> {
  return carryMeta(field, field.unwrap().prefault(defaultValue as never) as z.ZodPrefault<T>);
}

interface ButtonTextOptions {
  defaultValue?: string;
  required?: boolean;
  max?: number;
  help?: string;
}

/** What a block's button is made of; only `names` and labels differ between blocks. */
export interface ButtonFieldsOptions {
  /**
   * Prop names of the text and the link. The project's spelling is `buttonText`/`buttonLink`;
   * pass SPEC §3.1's where it names them otherwise (HeroBanner and Push blocks `buttonHref`,
   * FeelTheMoovTabs `tabHrefText`/`tabHref`): stored prop names are the spec's.
   */
  names?: { text?: string; link?: string };
  /** Editor labels: "<label> text" and "<label> link" (default "Button"), or each one given. */
  label?: string;
  labels?: { text?: string; link?: string };
  /** The text field (max 40 characters unless given). An empty text hides the button. */
  text?: ButtonTextOptions;
  link?: { defaultValue?: string; help?: string };
  /** Adds `isBlank`: the link opens in a new tab. */
  blank?: boolean;
  /** Adds `buttonVariant` (builder variants, SPEC §3.1) with this default. */
  variant?: BuilderButtonVariant;
  /** Adds `isMovie`, `movie` and `movieExternalUrl`: the button plays a video instead. */
  movie?: boolean;
}

type NameOf<O, Part extends 'text' | 'link', Default extends string> = O extends {
  names: { [P in Part]: infer Name extends string };
}
  ? Name
  : Default;

type TextField = ReturnType<typeof fields.text>;
type LinkField = ReturnType<typeof fields.link>;
type BooleanField = ReturnType<typeof fields.boolean>;
type VariantField = ReturnType<typeof variantField>;
type VideoField = ReturnType<typeof fields.video>;

/** The props `buttonFields(options)` declares, with the names the options chose. */
export type ButtonFieldsShape<O extends ButtonFieldsOptions> = {
  [K in NameOf<O, 'text', 'buttonText'>]: TextField;
} & { [K in NameOf<O, 'link', 'buttonLink'>]: LinkField } & (O extends { blank: true }
    ? { isBlank: BooleanField }
    : unknown) &
  (O extends { variant: BuilderButtonVariant } ? { buttonVariant: VariantField } : unknown) &
  (O extends { movie: true }
    ? { isMovie: BooleanField; movie: VideoField; movieExternalUrl: LinkField }
    : unknown);

function variantField(defaultValue: BuilderButtonVariant) {
  return fields.select('Button style', BUILDER_BUTTON_VARIANTS, defaultValue);
}

/**
 * The fields of one button (text, link, and where the block has them the new-tab switch, the
 * style and the video bits), to spread into a block's or a list item's `z.object`, in this
 * order. One declaration of what a button is, so every block's button edits and validates alike.
 */
export function buttonFields<const O extends ButtonFieldsOptions = Record<never, never>>(
  options: O = {} as O,
): ButtonFieldsShape<O> {
  const label = options.label ?? 'Button';
  const textLabel = options.labels?.text ?? `${label} text`;
  const linkLabel = options.labels?.link ?? `${label} link`;
  const shape: Record<string, z.ZodType> = {
    [options.names?.text ?? 'buttonText']: fields.text(textLabel, {
      max: 40,
      ...options.text,
    }),
    [options.names?.link ?? 'buttonLink']: fields.link(linkLabel, options.link),
  };
  if (options.blank) shape.isBlank = fields.boolean('Open in a new tab');
  if (options.variant) shape.buttonVariant = variantField(options.variant);
  if (options.movie) {
    shape.isMovie = fields.boolean('Plays a video', false, 'The button opens a video player');
    shape.movie = fields.video('Video file');
    shape.movieExternalUrl = fields.link('External video URL', {
      help: 'A YouTube or Vimeo link, used when no video file is chosen',
    });
  }
  return shape as ButtonFieldsShape<O>;
}

import { z } from 'zod';
import {
  IMAGE_REQUIRED_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  VIDEO_REQUIRED_MESSAGE,
  VIDEO_TYPE_MESSAGE,
  EMPTY_IMAGE,
  EMPTY_VIDEO,
  isAllowedImage,
  isAllowedVideo,
  isSafeMediaUrl,
  isSafeUrl,
  MEDIA_URL_MESSAGE,
} from './media';
import { sanitizeMarkup } from './sanitize';

/**
 * Field helpers: each returns a zod schema with a default and registers editor metadata for it
 * in `fieldRegistry`, so the editor can generate settings forms from a block's schema alone.
 * Defaults use `.prefault()`, not `.default()`: zod 4 returns a `.default()` value without
 * validating it when the key is missing, which would let `{}` pass a required field. A prefault
 * is parsed.
 * Always register the outermost schema (after .prefault()), since zod wrappers are new instances.
 */
export const FIELD_KINDS = [
  'text',
  'longText',
  'markup',
  'number',
  'boolean',
  'select',
  'color',
  'link',
  'catalogLink',
  'image',
  'video',
  'object',
  'list',
] as const;

/** What kind of input a field gets in the editor (each kind has its own input there). */
export type FieldKind = (typeof FIELD_KINDS)[number];

/**
 * The kinds whose value is a link (a path on this site or a URL), stored as the same string:
 * `catalogLink` only adds the editor's product/category picker to a `link`.
 */
export const LINK_FIELD_KINDS = ['link', 'catalogLink'] as const satisfies readonly FieldKind[];
export type LinkFieldKind = (typeof LINK_FIELD_KINDS)[number];

export function isLinkFieldKind(kind: FieldKind): kind is LinkFieldKind {
  return (LINK_FIELD_KINDS as readonly FieldKind[]).includes(kind);
}

export interface FieldMeta {
  kind: FieldKind;
  label: string;
  help?: string;
  /** select: the allowed values, in display order. */
  options?: readonly string[];
  /** list: singular name of one item ("Flavour"). */
  itemLabel?: string;
  /** list: the item prop shown as the item's title in the editor. */
  itemTitleKey?: string;
  required?: boolean;
}

export const fieldRegistry = z.registry<FieldMeta>();

function withMeta<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  fieldRegistry.add(schema, meta);
  return schema;
}

/** Reads a field's editor metadata, looking through optional/nullable/default wrappers. */
export function getFieldMeta(schema: z.ZodType): FieldMeta | undefined {
  let current: z.ZodType | undefined = schema;
  while (current) {
    const meta = fieldRegistry.get(current);
    if (meta) return meta;
    const def: { innerType?: z.ZodType } = (
      current as unknown as { _zod: { def: { innerType?: z.ZodType } } }
    )._zod.def;
    current = def.innerType;
  }
  return undefined;
}

interface TextOptions {
  defaultValue?: string;
  required?: boolean;
  max?: number;
  help?: string;
}

function textSchema(label: string, max: number, required: boolean) {
  const base = z.string().max(max, `${label} must be at most ${max} characters`);
  return required ? base.min(1, `${label} is required`) : base;
}

/**
 * What an editor reads when a link is refused. Allowed: a path on this site ("/devices", one
 * leading slash), an http(s) URL, mailto:, tel: or "#section"; never whitespace or backslashes.
 */
export const LINK_MESSAGE =
  'Links must be a path starting with / or an http(s) URL (or mailto:, tel:, #section), without spaces or backslashes';
const COLOR_PATTERN = /^(|transparent|#[0-9a-f]{3}|#[0-9a-f]{4}|#[0-9a-f]{6}|#[0-9a-f]{8})$/i;

/**
 * The URL of an image or video file: '' (none; refused when required), or a path on this site
 * (the media library's /media/...) or an http(s) URL, with an allowed file type (SPEC §5).
 * Used by the image and video fields, video posters and the page's meta image.
 */
export function mediaUrlSchema(kind: 'image' | 'video', required = false) {
  const allowed = kind === 'image' ? isAllowedImage : isAllowedVideo;
  return z
    .string()
    .trim()
    .max(2048)
    .superRefine((url, ctx) => {
      if (!url) {
        if (required) {
          ctx.addIssue({
            code: 'custom',
            message: kind === 'image' ? IMAGE_REQUIRED_MESSAGE : VIDEO_REQUIRED_MESSAGE,
          });
        }
        return;
      }
      if (!isSafeMediaUrl(url)) ctx.addIssue({ code: 'custom', message: MEDIA_URL_MESSAGE });
      else if (!allowed(url)) {
        ctx.addIssue({
          code: 'custom',
          message: kind === 'image' ? IMAGE_TYPE_MESSAGE : VIDEO_TYPE_MESSAGE,
        });
      }
    });
}

/**
 * A link as the editor typed it, with surrounding spaces trimmed (pasted by accident); anything
 * isSafeUrl refuses (spaces inside, `//host`, `/\\host`, javascript:...) is an error.
 */
function linkSchema(label: string, required: boolean) {
  const base = z.string().trim().max(2048, `${label} must be at most 2048 characters`);
  return (required ? base.min(1, `${label} is required`) : base).refine(isSafeUrl, LINK_MESSAGE);
}

export const fields = {
  text(label: string, options: TextOptions = {}) {
    const { defaultValue = '', required = false, max = 300, help } = options;
    return withMeta(textSchema(label, max, required).prefault(defaultValue), {
      kind: 'text',
      label,
      help,
      required,
    });
  },

  longText(label: string, options: TextOptions = {}) {
    const { defaultValue = '', required = false, max = 5000, help } = options;
    return withMeta(textSchema(label, max, required).prefault(defaultValue), {
      kind: 'longText',
      label,
      help,
      required,
    });
  },

  /** Rich text: sanitised whenever it is parsed (api save, render). */
  markup(label: string, options: TextOptions = {}) {
    const { defaultValue = '', required = false, max = 20000, help } = options;
    return withMeta(
      textSchema(label, max, required).overwrite(sanitizeMarkup).prefault(defaultValue),
      { kind: 'markup', label, help, required },
    );
  },

  number(
    label: string,
    options: {
      defaultValue?: number;
      min?: number;
      max?: number;
      int?: boolean;
      help?: string;
    } = {},
  ) {
    const { defaultValue = 0, min, max, int = true, help } = options;
    let schema = int ? z.number().int(`${label} must be a whole number`) : z.number();
    if (min !== undefined) schema = schema.min(min, `${label} must be at least ${min}`);
    if (max !== undefined) schema = schema.max(max, `${label} must be at most ${max}`);
    return withMeta(schema.prefault(defaultValue), { kind: 'number', label, help });
  },

  boolean(label: string, defaultValue = false, help?: string) {
    return withMeta(z.boolean().prefault(defaultValue), { kind: 'boolean', label, help });
  },

  select<const T extends readonly [string, ...string[]]>(
    label: string,
    options: T,
    defaultValue: T[number],
    help?: string,
  ) {
    const schema = z.enum(options, {
      error: () => `${label} must be one of: ${options.join(', ')}`,
    });
    return withMeta(schema.prefault(defaultValue as never), {
      kind: 'select',
      label,
      options,
      help,
    });
  },

  color(label: string, defaultValue = '', help?: string) {
    return withMeta(
      z
        .string()
        .regex(COLOR_PATTERN, `${label} must be a hex colour such as #1a2b3c`)
        .prefault(defaultValue),
      { kind: 'color', label, help },
    );
  },

  link(label: string, options: TextOptions = {}) {
    const { defaultValue = '', required = false, help } = options;
    return withMeta(linkSchema(label, required).prefault(defaultValue), {
      kind: 'link',
      label,
      help,
      required,
    });
  },

  /**
   * A link that usually points at a product or category page. Stored exactly like `link` (a
   * path such as "/devices/compact/pod-vape-starter-kit", or any other allowed link), so pages
   * keep their format; the editor adds a picker that searches the catalogue.
   */
  catalogLink(label: string, options: TextOptions = {}) {
    const { defaultValue = '', required = false, help } = options;
    return withMeta(linkSchema(label, required).prefault(defaultValue), {
      kind: 'catalogLink',
      label,
      help,
      required,
    });
  },

  image(label: string, options: { required?: boolean; help?: string } = {}) {
    const { required = false, help } = options;
    const schema = z.object({
      url: mediaUrlSchema('image', required),
      alt: z.string().max(300).default(''),
      width: z.number().int().positive().optional(),
      height: z.number().int().positive().optional(),
    });
    return withMeta(schema.prefault({ ...EMPTY_IMAGE }), { kind: 'image', label, help, required });
  },

  video(label: string, options: { required?: boolean; help?: string } = {}) {
    const { required = false, help } = options;
    const schema = z.object({
      url: mediaUrlSchema('video', required),
      /** Optional poster image shown before the video plays. */
      poster: mediaUrlSchema('image').default(''),
    });
    return withMeta(schema.prefault({ ...EMPTY_VIDEO }), { kind: 'video', label, help, required });
  },

  object<const S extends z.ZodRawShape>(label: string, shape: S, help?: string) {
    const schema = z.object(shape);
    return withMeta(schema.prefault({} as never), { kind: 'object', label, help });
  },

  list<T extends z.ZodType>(
    label: string,
    item: T,
    options: {
      defaultValue?: z.input<T>[];
      min?: number;
      max?: number;
      itemLabel?: string;
      itemTitleKey?: string;
      help?: string;
    } = {},
  ) {
    const { defaultValue = [], min = 0, max = 100, itemLabel, itemTitleKey, help } = options;
    const schema = z
      .array(item)
      .min(min, `${label} needs at least ${min} item${min === 1 ? '' : 's'}`)
      .max(max, `${label} takes at most ${max} items`);
    return withMeta(schema.prefault(defaultValue as never), {
      kind: 'list',
      label,
      itemLabel,
      itemTitleKey,
      help,
    });
  },
};

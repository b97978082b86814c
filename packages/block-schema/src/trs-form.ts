import { z } from 'zod';

/**
 * TRS (trade registration) forms (SPEC §2.1 `/trs/{formCode}`, ADR 0027): each form is a CMS
 * block `trs_form_<code>` whose content is a JSON form definition. The api validates a submission
 * against the definition with `trsValuesSchemaFor`; the storefront builds the same schema for its
 * form, so both sides agree on what is valid. Messages are i18n keys (the storefront translates).
 */
export const TRS_FORM_BLOCK_PREFIX = 'trs_form_';

export const TRS_FIELD_TYPES = ['text', 'email', 'tel', 'select', 'checkbox'] as const;
export type TrsFieldType = (typeof TRS_FIELD_TYPES)[number];

/** Bounds: a form definition and a submission stay small. */
export const MAX_TRS_FIELDS = 40;
export const MAX_TRS_OPTIONS = 50;
export const MAX_TRS_TEXT_CHARS = 500;

export const TRS_MESSAGES = {
  required: 'trs.errors.required',
  email: 'trs.errors.email',
  tel: 'trs.errors.tel',
  option: 'trs.errors.option',
  tooLong: 'trs.errors.tooLong',
} as const;

/** A form code in the URL and the block identifier: lower-case letters, digits, - and _. */
export const trsFormCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'Unknown form code');

export function trsFormBlockIdentifier(formCode: string): string {
  return `${TRS_FORM_BLOCK_PREFIX}${formCode}`;
}

const label = z.string().trim().min(1).max(200);

export const trsFieldSchema = z
  .object({
    name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'letters, digits and _'),
    label,
    type: z.enum(TRS_FIELD_TYPES),
    required: z.boolean().default(false),
    options: z
      .array(z.object({ value: z.string().trim().min(1).max(100), label }).strict())
      .max(MAX_TRS_OPTIONS)
      .optional(),
  })
  .strict()
  .refine((field) => field.type !== 'select' || (field.options?.length ?? 0) > 0, {
    message: 'a select field needs options',
    path: ['options'],
  });

export type TrsField = z.infer<typeof trsFieldSchema>;

export const trsFormDefinitionSchema = z
  .object({
    title: label,
    intro: z.string().trim().max(2000).optional(),
    submitLabel: z.string().trim().min(1).max(100).optional(),
    fields: z.array(trsFieldSchema).min(1).max(MAX_TRS_FIELDS),
  })
  .strict()
  .refine((form) => new Set(form.fields.map((field) => field.name)).size === form.fields.length, {
    message: 'field names must be unique',
    path: ['fields'],
  });

export type TrsFormDefinition = z.infer<typeof trsFormDefinitionSchema>;

/** The definition in a block's JSON content, or undefined when it is not valid JSON or not a form. */
export function parseTrsFormDefinition(content: string): TrsFormDefinition | undefined {
  try {
    const parsed = trsFormDefinitionSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Digits with optional +, spaces, dashes, dots and brackets; 6 to 20 digits. */
const TEL = /^\+?[0-9 ().-]{6,30}$/;

function fieldSchema(field: TrsField): z.ZodType {
  switch (field.type) {
    case 'checkbox':
      return field.required
        ? z.literal(true, { error: TRS_MESSAGES.required })
        : z.boolean().default(false);
    case 'select': {
      const values = (field.options ?? []).map((option) => option.value);
      const choice = z.string().refine((value) => values.includes(value), TRS_MESSAGES.option);
      return field.required
        ? z.string({ error: TRS_MESSAGES.required }).min(1, TRS_MESSAGES.required).pipe(choice)
        : z.union([z.literal(''), choice]).default('');
    }
    default: {
      let text = z
        .string({ error: TRS_MESSAGES.required })
        .trim()
        .max(MAX_TRS_TEXT_CHARS, TRS_MESSAGES.tooLong);
      if (field.type === 'email') {
        text = text.refine((value) => value === '' || z.email().safeParse(value).success, {
          message: TRS_MESSAGES.email,
        }) as unknown as typeof text;
      }
      if (field.type === 'tel') {
        text = text.refine(
          (value) => value === '' || (TEL.test(value) && value.replace(/\D/g, '').length >= 6),
          { message: TRS_MESSAGES.tel },
        ) as unknown as typeof text;
      }
      return field.required
        ? text.refine((value) => value !== '', { message: TRS_MESSAGES.required })
        : text.default('');
    }
  }
}

/**
 * The values of one submission, built from the definition: only the defined fields (unknown keys
 * are refused), each by its type; required text must not be blank, a required checkbox ticked.
 */
export function trsValuesSchemaFor(definition: TrsFormDefinition) {
  return z
    .object(Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field)])))
    .strict();
}

export type TrsValues = Record<string, string | boolean>;

import { STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import { z } from 'zod';
import { DEVICE_TYPES, PRODUCT_TYPES } from '../../db/schema';
import { inputError } from '../../errors';

/** Bounds of the catalogue's public inputs. */
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 128;
export const MAX_IN_VALUES = 50;
export const MAX_IMPORT_ROWS = 20_000;

// ---- import rows (format documented in seed-content/catalog/README.md) ------------------------

/** CSV cells are strings; an empty cell means "not given". */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : value;

/** Optional column: an empty CSV cell counts as absent. */
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const text = (max: number) => z.preprocess(blankToUndefined, z.string().trim().min(1).max(max));
const optionalText = (max: number) => opt(text(max));

const number = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === 'string' ? Number(blank) : blank;
  },
  z.number({ error: 'must be a number' }).refine(Number.isFinite, 'must be a number'),
);
const nonNegative = number.pipe(z.number().min(0, 'must be 0 or more'));
const optionalNonNegative = opt(nonNegative);

const flag = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    if (typeof blank !== 'string') return blank;
    const lower = blank.toLowerCase();
    if (['1', 'true', 'yes'].includes(lower)) return true;
    if (['0', 'false', 'no'].includes(lower)) return false;
    return blank;
  },
  z.boolean({ error: 'must be true or false' }),
);

/** "a;b;c" in CSV or a JSON array of strings. */
const list = (max: number, itemMax = 255) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string'
        ? blank
            .split(';')
            .map((item) => item.trim())
            .filter(Boolean)
        : blank;
    },
    z.array(z.string().trim().min(1).max(itemMax)).max(max, `at most ${max} values`),
  );

const date = z.preprocess(
  blankToUndefined,
  z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).or(z.iso.date()),
);

const urlKey = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes'),
);
const urlPath = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(400)
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/,
      'must be url keys separated by slashes',
    ),
);
const mediaUrl = z
  .string()
  .max(300)
  .regex(/^\/media\/[A-Za-z0-9._/-]+$/, 'must be a /media/... path');

/** Per-store-view columns: name_gr, enabled_uk, special_price_eu, ... */
function perStoreView<P extends string, T extends z.ZodType>(prefix: P, schema: T) {
  return Object.fromEntries(
    STORE_VIEW_CODES.map((code) => [`${prefix}_${code}`, opt(schema)]),
  ) as Record<`${P}_${StoreViewCode}`, ReturnType<typeof opt<T>>>;
}

export const CURRENCY_COLUMNS = ['gbp', 'eur', 'cad', 'chf', 'usd'] as const;

const bundleSelectionSchema = z.strictObject({
  sku: text(64),
  qty: nonNegative.default(1),
  is_default: flag.default(true),
  can_change_qty: flag.default(false),
  position: nonNegative.default(0),
});

const bundleOptionSchema = z.strictObject({
  title: text(120),
  type: z.enum(['select', 'radio', 'checkbox', 'multi']).default('select'),
  required: flag.default(true),
  position: nonNegative.default(0),
  selections: z.array(bundleSelectionSchema).min(1).max(20),
});

const bundleOptionsField = z.preprocess((value) => {
  const blank = blankToUndefined(value);
  if (typeof blank !== 'string') return blank;
  try {
    return JSON.parse(blank) as unknown;
  } catch {
    return blank;
  }
}, z.array(bundleOptionSchema).max(10));

export const categoryRowSchema = z.strictObject({
  kind: z.literal('category'),
  /** Identity: the category's current path ("eliquids/compact"); its parent must exist. */
  url_path: urlPath,
  /** A new url_key renames the category (its old paths answer 301). */
  url_key: opt(urlKey),
  name: text(120),
  description: optionalText(4000),
  position: optionalNonNegative,
  include_in_menu: opt(flag),
  enabled: opt(flag),
  image: opt(mediaUrl),
  meta_title: optionalText(255),
  meta_description: optionalText(500),
  ...perStoreView('name', text(120)),
  ...perStoreView('description', text(4000)),
  ...perStoreView('enabled', flag),
});

export const productRowSchema = z.strictObject({
  kind: z.literal('product'),
  sku: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be letters, digits, dots, dashes'),
  ),
  type: z.enum(PRODUCT_TYPES),
  url_key: urlKey,
  name: text(160),
  /** The configurable product's sku, for a variant (a simple product). */
  parent_sku: optionalText(64),
  short_description: optionalText(2000),
  description: optionalText(8000),
  meta_title: optionalText(255),
  meta_description: optionalText(500),
  meta_keyword: optionalText(255),
  enabled: opt(flag),
  visibility: opt(number.pipe(z.number().int().min(1).max(4))),
  categories: opt(list(20, 400)),
  position: optionalNonNegative,
  flavour: optionalText(60),
  nicotine_strength: optionalNonNegative,
  volume_ml: optionalNonNegative,
  colour: optionalText(40),
  device_type: z.preprocess(blankToUndefined, z.enum(DEVICE_TYPES).optional()),
  qty: opt(number.pipe(z.number().int('must be a whole number').min(0))),
  is_in_stock: opt(flag),
  manage_stock: opt(flag),
  dynamic_price: opt(flag),
  price_gbp: optionalNonNegative,
  price_eur: optionalNonNegative,
  price_cad: optionalNonNegative,
  price_chf: optionalNonNegative,
  price_usd: optionalNonNegative,
  ...perStoreView('special_price', nonNegative),
  ...perStoreView('special_from', date),
  ...perStoreView('special_to', date),
  ...perStoreView('name', text(160)),
  ...perStoreView('short_description', text(2000)),
  ...perStoreView('description', text(8000)),
  ...perStoreView('enabled', flag),
  images: opt(
    z
      .array(mediaUrl)
      .max(12)
      .or(list(12, 300).pipe(z.array(mediaUrl))),
  ),
  image_labels: opt(list(12)),
  super_attributes: opt(list(2).pipe(z.array(z.enum(['flavour', 'nicotine_strength'])))),
  related_skus: opt(list(20)),
  upsell_skus: opt(list(20)),
  crosssell_skus: opt(list(20)),
  bundle_options: opt(bundleOptionsField),
});

export type CategoryImportRow = z.output<typeof categoryRowSchema>;
export type ProductImportRow = z.output<typeof productRowSchema>;
export type ImportRow = CategoryImportRow | ProductImportRow;

const importRowSchema = z.discriminatedUnion('kind', [categoryRowSchema, productRowSchema], {
  error: 'kind must be "category" or "product"',
});

/** One problem of an import, by 1-based row number and column. */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

/** The rows, or every problem ("row 12, price_gbp: must be a number"); nothing is written. */
export function parseImportRows(
  rows: unknown,
): { rows: ImportRow[]; errors: [] } | { rows: []; errors: RowError[] } {
  if (!Array.isArray(rows)) {
    return { rows: [], errors: [{ row: 0, field: 'rows', message: 'must be a list of rows' }] };
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    return {
      rows: [],
      errors: [{ row: 0, field: 'rows', message: `at most ${MAX_IMPORT_ROWS} rows per import` }],
    };
  }
  const parsed: ImportRow[] = [];
  const errors: RowError[] = [];
  rows.forEach((row: unknown, index) => {
    const result = importRowSchema.safeParse(row);
    if (result.success) parsed.push(result.data);
    else
      for (const issue of result.error.issues) {
        errors.push({
          row: index + 1,
          field: issue.path.map(String).join('.') || 'row',
          message:
            issue.code === 'unrecognized_keys'
              ? `unknown column(s) ${issue.keys.join(', ')}`
              : issue.message,
        });
      }
  });
  return errors.length ? { rows: [], errors } : { rows: parsed, errors: [] };
}

/** The graphql-input error of a refused import: every row error in the message and extensions. */
export function importRefused(errors: RowError[]) {
  const shown = errors.slice(0, 20).map(formatRowError);
  const more = errors.length > shown.length ? `; and ${errors.length - shown.length} more` : '';
  return inputError(`Nothing was imported: ${shown.join('; ')}${more}`, {
    rowErrors: errors.slice(0, 500),
  });
}

export function formatRowError(error: RowError): string {
  return error.row > 0
    ? `row ${error.row}, ${error.field}: ${error.message}`
    : `${error.field}: ${error.message}`;
}

// ---- queries ---------------------------------------------------------------------------------

const eqIn = z
  .object({
    eq: z.string().max(200).nullish(),
    in: z
      .array(z.string().max(200))
      .max(MAX_IN_VALUES, `at most ${MAX_IN_VALUES} values`)
      .nullish(),
  })
  .nullish();

const decimalText = z
  .string()
  .max(20)
  .regex(/^\d+(\.\d{1,2})?$/, 'must be a price like 4.99');

export const productsInputSchema = z.object({
  search: z
    .string()
    .max(MAX_SEARCH_LENGTH, `at most ${MAX_SEARCH_LENGTH} characters`)
    .nullish()
    .transform((value) => value?.trim() || null),
  filter: z
    .object({
      category_id: eqIn,
      category_uid: eqIn,
      category_url_path: eqIn,
      uid: eqIn,
      url_key: eqIn,
      sku: eqIn,
      name: z.object({ match: z.string().max(MAX_SEARCH_LENGTH).nullish() }).nullish(),
      price: z.object({ from: decimalText.nullish(), to: decimalText.nullish() }).nullish(),
      flavour: eqIn,
      nicotine_strength: eqIn,
      volume_ml: eqIn,
      colour: eqIn,
      device_type: eqIn,
    })
    .nullish(),
  pageSize: z
    .number()
    .int()
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .nullish()
    .transform((value) => value ?? 20),
  currentPage: z
    .number()
    .int()
    .min(1, 'currentPage must be at least 1')
    .max(10_000)
    .nullish()
    .transform((value) => value ?? 1),
  sort: z
    .object({
      relevance: z.enum(['ASC', 'DESC']).nullish(),
      position: z.enum(['ASC', 'DESC']).nullish(),
      name: z.enum(['ASC', 'DESC']).nullish(),
      price: z.enum(['ASC', 'DESC']).nullish(),
    })
    .nullish(),
});

export type ProductsInput = z.output<typeof productsInputSchema>;

export const categoriesInputSchema = z.object({
  filters: z
    .object({
      category_uid: eqIn,
      parent_category_uid: eqIn,
      url_key: eqIn,
      url_path: eqIn,
      name: z.object({ match: z.string().max(MAX_SEARCH_LENGTH).nullish() }).nullish(),
      ids: eqIn,
      parent_id: eqIn,
    })
    .nullish(),
  pageSize: productsInputSchema.shape.pageSize,
  currentPage: productsInputSchema.shape.currentPage,
});

export type CategoriesInput = z.output<typeof categoriesInputSchema>;

export const categoryProductsInputSchema = productsInputSchema.pick({
  pageSize: true,
  currentPage: true,
  sort: true,
});

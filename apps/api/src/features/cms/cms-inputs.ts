import {
  STORE_VIEW_CODES,
  TRS_FORM_BLOCK_PREFIX,
  trsFormDefinitionSchema,
} from '@lumo/block-schema';
import { z } from 'zod';
import { MAX_CMS_HTML_CHARS } from './cms-html';

/** Magento's identifier column is 255 characters; longer cannot name anything. */
const identifier = z.string().trim().min(1).max(255);

/** Most identifiers a cmsBlocks call may ask for (SPEC §4 batches a tick's blocks in one call). */
export const MAX_BLOCK_IDENTIFIERS = 50;

export const cmsBlocksInput = z
  .array(z.string().max(255).nullable())
  .max(MAX_BLOCK_IDENTIFIERS, `Ask for at most ${MAX_BLOCK_IDENTIFIERS} blocks at a time.`)
  .transform((list) => [
    ...new Set(list.flatMap((value) => (value?.trim() ? [value.trim()] : []))),
  ]);

export const cmsPageInput = z
  .object({
    id: z.number().int().positive().max(2_147_483_647).nullish(),
    identifier: identifier.nullish(),
  })
  .refine((input) => input.id != null || input.identifier != null, {
    message: 'Page id/identifier should be specified',
  });

export const faqQuestionIdInput = z.number().int().positive().max(2_147_483_647);

/** Longest FAQ search the api runs (a question, not an essay). */
export const MAX_FAQ_SEARCH_CHARS = 128;
export const MAX_FAQ_PAGE_SIZE = 50;

export const faqSearchInput = z.object({
  search: z
    .string()
    .trim()
    .min(1, 'Enter a word to search for.')
    .max(MAX_FAQ_SEARCH_CHARS, `Search with at most ${MAX_FAQ_SEARCH_CHARS} characters.`),
  pageSize: z.number().int().min(1).max(MAX_FAQ_PAGE_SIZE),
});

// ---- custom routes (SPEC §7: the custom_routes block's content is JSON text) ---------------

/** A path inside a store view: one leading slash, no scheme, host, whitespace or backslash. */
const routePath = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path inside the store view, starting with one "/"');

export const customRoutesSchema = z
  .array(z.object({ path: routePath, target: routePath }).strict())
  .max(200, 'at most 200 custom routes');

export type CustomRoute = z.infer<typeof customRoutesSchema>[number];

// ---- alternative head blocks (SPEC §2.1: "Some paths get an alternative head block") ------

export const headAlternativesSchema = z
  .array(
    z
      .object({
        path: routePath,
        title: z.string().trim().min(1).max(255).optional(),
        description: z.string().trim().min(1).max(500).optional(),
        noIndex: z.boolean().optional(),
      })
      .strict(),
  )
  .max(200, 'at most 200 alternative heads');

// ---- seed files (seed-content/cms) ---------------------------------------------------------

const html = z.string().min(1).max(MAX_CMS_HTML_CHARS);
const storeViewCode = z.enum(STORE_VIEW_CODES);

export const seedPagesSchema = z
  .array(
    z
      .object({
        identifier: identifier.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'lower-case path segments'),
        title: z.string().min(1).max(255),
        /** Titles per store view (override rows with the same copy). */
        titles: z.partialRecord(storeViewCode, z.string().min(1).max(255)).default({}),
        content_heading: z.string().max(255).optional(),
        meta_description: z.string().max(255).default(''),
        meta_keywords: z.string().max(255).default(''),
      })
      .strict(),
  )
  .max(100);

export const seedBlocksSchema = z
  .array(
    z.union([
      z.object({ identifier, title: z.string().min(1).max(255), content: html }).strict(),
      z
        .object({ identifier, title: z.string().min(1).max(255), routes: customRoutesSchema })
        .strict(),
      z
        .object({ identifier, title: z.string().min(1).max(255), heads: headAlternativesSchema })
        .strict(),
      // A TRS form (ADR 0027): stored as its definition's JSON.
      z
        .object({
          identifier: identifier.startsWith(TRS_FORM_BLOCK_PREFIX),
          title: z.string().min(1).max(255),
          form: trsFormDefinitionSchema,
        })
        .strict(),
    ]),
  )
  .max(200);

export const seedFaqSchema = z
  .array(
    z
      .object({
        url_key: z.string().regex(/^[a-z0-9-]{1,100}$/),
        title: z.string().min(1).max(255),
        questions: z
          .array(
            z
              .object({
                url_key: z.string().regex(/^[a-z0-9-]{1,100}$/),
                question: z.string().min(1).max(255),
                answer: html,
              })
              .strict(),
          )
          .max(200),
      })
      .strict(),
  )
  .max(50);

export const seedRewritesSchema = z
  .array(
    z
      .object({
        request_path: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'lower-case path segments'),
        target_path: z.union([routePath, z.url({ protocol: /^https$/ }).max(2048)]),
        redirect_type: z.union([z.literal(0), z.literal(301), z.literal(302)]).default(302),
        store_views: z.union([z.literal('all'), z.array(storeViewCode).min(1)]),
      })
      .strict(),
  )
  .max(500);

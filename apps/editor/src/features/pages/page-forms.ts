import {
  isSiteFooterPath,
  pagePathSchema,
  storeViewCodeSchema,
  normalisePagePath,
  type StoreViewCode,
} from '@lumo/block-schema';
import { z } from 'zod';

export const SITE_FOOTER_PATH_MESSAGE =
  'This path is reserved for the site footer; open “Site footer” above the list instead';

/**
 * A path typed by an editor: "/summer-sale" or "summer-sale"; validated as the api will. The site
 * footer's reserved location is never a new, moved or copied page's path (ADR 0022).
 */
export const pagePathInputSchema = z
  .string()
  .trim()
  .min(1, 'Enter a path, e.g. /summer-sale')
  .pipe(pagePathSchema)
  .refine((path) => !isSiteFooterPath(path), SITE_FOOTER_PATH_MESSAGE);

export const pageTitleSchema = z
  .string()
  .trim()
  .min(1, 'A page needs a title')
  .max(200, 'Use at most 200 characters');

export const createPageSchema = z.object({
  path: pagePathInputSchema,
  title: pageTitleSchema,
});
export type CreatePageInput = z.input<typeof createPageSchema>;
export type CreatePageValues = z.output<typeof createPageSchema>;

export const movePageSchema = z.object({ path: pagePathInputSchema });
export type MovePageInput = z.input<typeof movePageSchema>;
export type MovePageValues = z.output<typeof movePageSchema>;

export const duplicatePageSchema = z.object({
  storeCode: storeViewCodeSchema,
  path: pagePathInputSchema,
});
export type DuplicatePageInput = z.input<typeof duplicatePageSchema>;
export type DuplicatePageValues = z.output<typeof duplicatePageSchema>;

export const PATH_TAKEN_MESSAGE = 'A page already exists at this path';

/** True when `path` (as typed) names one of `existingPaths` once normalised. */
export function isPathTaken(path: string, existingPaths: readonly string[]): boolean {
  const normalised = normalisePagePath(path.trim());
  return existingPaths.some((existing) => normalisePagePath(existing) === normalised);
}

export function parseStoreViewCode(value: string | null | undefined): StoreViewCode | null {
  const parsed = storeViewCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

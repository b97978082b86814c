import { z } from 'zod';
import { pagePathSchema, storeViewCodeSchema } from '@lumo/block-schema';

/**
 * The shapes of the builder-page mutations' inputs. Services parse every input with these
 * (`parseInput`, a graphql-input error naming the field) before anything else happens; page
 * content itself is checked by draft-content.ts (drafts) and validatePage (publishing).
 */

/** The draft revision an edit is based on; 0 for a page that does not exist yet. */
const baseRevision = z
  .number()
  .int()
  .min(0, 'base_revision is 0 for a new page or a draft revision');

export const storeCodeInput = storeViewCodeSchema;
export const pagePathInput = pagePathSchema;

export const createPageInput = z.object({
  store_code: storeCodeInput,
  path: pagePathInput,
  title: z.string().trim().min(1, 'A page needs a title').max(200),
});

export const saveDraftInput = z.object({
  store_code: storeCodeInput,
  path: pagePathInput,
  content: z.unknown(),
  base_revision: baseRevision,
});

export const publishInput = z.object({
  store_code: storeCodeInput,
  path: pagePathInput,
  content: z.unknown().optional(),
  base_revision: baseRevision,
});

export const restoreInput = z.object({
  page_uid: z.string(),
  version: z.number().int().positive(),
});

export const moveInput = z.object({ page_uid: z.string(), new_path: pagePathInput });

export const duplicateInput = z.object({
  page_uid: z.string(),
  store_code: storeCodeInput,
  path: pagePathInput,
});

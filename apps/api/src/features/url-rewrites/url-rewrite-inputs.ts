import { z } from 'zod';

/** SPEC §7 batch lookups: at most this many urls per call. */
export const MAX_LOOKUP_URLS = 50;
/** Longest url a lookup accepts (browsers and CDNs cut far shorter ones in practice). */
export const MAX_LOOKUP_URL_CHARS = 2048;

export const lookupUrlInput = z
  .string()
  .max(MAX_LOOKUP_URL_CHARS, `A url has at most ${MAX_LOOKUP_URL_CHARS} characters.`);

export const lookupUrlsInput = z
  .array(lookupUrlInput)
  .max(MAX_LOOKUP_URLS, `Ask for at most ${MAX_LOOKUP_URLS} urls at a time.`);

/** SPEC §3.6 storeId: a store view's numeric id; -1 (the client default) or none means the Store header's. */
export const storeIdInput = z.number().int().min(-1).max(1000).nullish();

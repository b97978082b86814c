/**
 * SPEC §7 POST /last-cache-clean: the version stamp of the last clean, as text. The operator
 * sets CACHE_CLEAN_STAMP (any short text, e.g. a date) and bumps it when every visitor's
 * persisted state and caches must go (a release changing their shape, a bad cached answer);
 * browsers that stored another value clean up and reload. Unset: '0'.
 */
export const DEFAULT_CACHE_CLEAN_STAMP = '0';
const MAX_STAMP_LENGTH = 64;

export function cacheCleanStamp(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const configured = env.CACHE_CLEAN_STAMP?.trim().slice(0, MAX_STAMP_LENGTH);
  return configured || DEFAULT_CACHE_CLEAN_STAMP;
}

export function handleLastCacheClean(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Response {
  return new Response(cacheCleanStamp(env), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

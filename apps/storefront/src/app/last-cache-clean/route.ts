import { handleLastCacheClean } from '@/features/cache-clean/stamp';

export const dynamic = 'force-dynamic';

/** SPEC §7 POST /last-cache-clean: no payload, the stamp as text (features/cache-clean). */
export function POST(): Response {
  return handleLastCacheClean();
}

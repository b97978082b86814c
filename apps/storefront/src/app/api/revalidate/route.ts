import { revalidateTag } from 'next/cache';
import { readRevalidateSecret } from '@/config/data-dir';
import { handleRevalidate } from '@/features/revalidate/handle-revalidate';
import { announceRouteChange } from '@/features/revalidate/route-change-channel';
import { forgetRouteDecision } from '@/routing/route-decisions';
import { flushPageCaches } from '../../../../server/page-cache-flush.mjs';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, {
    readSecret: readRevalidateSecret,
    // { expire: 0 }: the next request waits for fresh data instead of getting the old page once
    // more (a webhook cannot use updateTag; see the revalidateTag docs).
    expireTag: (tag) => revalidateTag(tag, { expire: 0 }),
    forgetRoute: async (storeView, path) => {
      forgetRouteDecision(storeView, path);
      // server.mjs's page cache (ADR 0044) may hold the page or one its change shows on (the
      // footer is on every page): all of it goes, after the tag above has expired.
      flushPageCaches();
      // Every other storefront process keeps its own answers (ADR 0037).
      await announceRouteChange({ storeView, path });
    },
  });
}

import { revalidateTag } from 'next/cache';
import { readRevalidateSecret } from '@/config/data-dir';
import { handleRevalidate } from '@/features/revalidate/handle-revalidate';
import { announceRouteChange } from '@/features/revalidate/route-change-channel';
import { forgetRouteDecision } from '@/routing/route-decisions';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, {
    readSecret: readRevalidateSecret,
    // { expire: 0 }: the next request waits for fresh data instead of getting the old page once
    // more (a webhook cannot use updateTag; see the revalidateTag docs).
    expireTag: (tag) => revalidateTag(tag, { expire: 0 }),
    forgetRoute: async (storeView, path) => {
      forgetRouteDecision(storeView, path);
      // Every other storefront process keeps its own answers (ADR 0037).
      await announceRouteChange({ storeView, path });
    },
  });
}

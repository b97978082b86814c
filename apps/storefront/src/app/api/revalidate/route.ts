import { revalidateTag } from 'next/cache';
import { readRevalidateSecret } from '@/config/data-dir';
import { handleRevalidate } from '@/features/revalidate/handle-revalidate';
import { forgetRouteDecision } from '@/routing/route-decisions';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, {
    readSecret: readRevalidateSecret,
    // { expire: 0 }: the next request waits for fresh data instead of getting the old page once
    // more (a webhook cannot use updateTag; see the revalidateTag docs).
    expireTag: (tag) => revalidateTag(tag, { expire: 0 }),
    forgetRoute: forgetRouteDecision,
  });
}

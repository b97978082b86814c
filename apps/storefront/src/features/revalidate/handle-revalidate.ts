import { timingSafeEqual, createHash } from 'node:crypto';
import { z } from 'zod';
import { pagePathSchema, storeViewCodeSchema, type StoreViewCode } from '@lumo/block-schema';
import { builderPageTag } from '@/lib/api/cache-tags';

/** Body of a publish notification from the api. */
export const revalidateRequestSchema = z.object({
  storeView: storeViewCodeSchema,
  path: pagePathSchema,
});

export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
const MAX_BODY_BYTES = 4096;

export interface RevalidateDependencies {
  /** The shared secret; undefined when none is configured (every call is refused). */
  readSecret(): Promise<string | undefined>;
  /** Expires one cache tag (Next.js's data and full-route caches). */
  expireTag(tag: string): void;
  /**
   * Drops the proxy's answer for (store view, path): builder page, entity or 404, in this process
   * and (with REDIS_URL) in every other storefront process.
   */
  forgetRoute(storeView: StoreViewCode, path: string): void | Promise<void>;
}

/**
 * POST /api/revalidate: the api calls it after every publish (and unpublish, restore, scheduled
 * publish, move, delete) of a builder page so shoppers see the change on their next request,
 * without a rebuild. Exactly that (store view, path) is touched: its cached page and data, and the
 * proxy's answer for it (a new page replaces a 404; a deleted one becomes a 404).
 */
export async function handleRevalidate(
  request: Request,
  dependencies: RevalidateDependencies,
): Promise<Response> {
  const secret = await dependencies.readSecret();
  const given = request.headers.get(REVALIDATE_SECRET_HEADER);
  if (!secret || !given || !secretsMatch(given, secret)) {
    return Response.json({ revalidated: false, message: 'Invalid secret' }, { status: 401 });
  }

  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) {
    return Response.json({ revalidated: false, message: 'Body too large' }, { status: 413 });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return Response.json({ revalidated: false, message: 'Body must be JSON' }, { status: 400 });
  }
  const parsed = revalidateRequestSchema.safeParse(json);
  if (!parsed.success) {
    return Response.json(
      {
        revalidated: false,
        message: 'Expected { storeView, path }',
        issues: parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
      },
      { status: 400 },
    );
  }

  const { storeView, path } = parsed.data;
  // The not-found page (path /not-found) is fetched under its own path's tag too, so this one
  // tag covers both the page and every 404 response that shows it.
  const tag = builderPageTag(storeView, path);
  dependencies.expireTag(tag);
  await dependencies.forgetRoute(storeView, path);
  return Response.json({ revalidated: true, storeView, path, tags: [tag] });
}

/** Constant-time comparison; hashing first makes the lengths equal without leaking them. */
function secretsMatch(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

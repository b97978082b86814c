import { normalisePagePath } from '@lumo/block-schema';
import { z } from 'zod';

/** What answers an internal path in a store view, as far as the editor can tell. */
export type LinkTargetStatus = 'exists' | 'missing' | 'disabled' | 'unpublished';

// The api's answer, checked before it is believed: a warning must never come from a bad reply.
const lookupResultSchema = z
  .object({
    entity_id: z.number().int().nullish(),
    entity_type: z.string().max(40).nullish(),
    rewrite_type: z.number().int().nullish(),
    rewrite_url: z.string().max(2048).nullish(),
    disabled: z.boolean().nullish(),
  })
  .nullable();

const linkTargetsSchema = z.object({
  jtiHeadlessUrls: z.object({ items: z.array(lookupResultSchema).max(50) }),
  builderPages: z
    .array(z.object({ path: z.string().max(2048), published_version: z.number().int().nullish() }))
    .max(10_000),
  cmsBlocks: z
    .object({
      items: z
        .array(
          z.object({ identifier: z.string().nullish(), content: z.string().nullish() }).nullable(),
        )
        .nullish(),
    })
    .nullish(),
});

/** SPEC §7's custom routes block: JSON text, [{"path": "/x", "target": "/y"}]. */
const CUSTOM_ROUTES_BLOCK = 'custom_routes';
const MAX_CUSTOM_ROUTES_JSON_LENGTH = 200_000;
const MAX_CUSTOM_ROUTES = 500;
const customRouteSchema = z.object({ path: z.string().max(2048).startsWith('/') });

/**
 * The paths the store view's custom routes answer (the storefront's fallback when the lookup
 * finds nothing). Entries without a path are skipped, as the storefront does; text that is not
 * a JSON list gives none.
 */
function customRoutePaths(content: string | null | undefined): Set<string> {
  if (!content || content.length > MAX_CUSTOM_ROUTES_JSON_LENGTH) return new Set();
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return new Set();
  }
  if (!Array.isArray(json)) return new Set();
  const paths = new Set<string>();
  for (const entry of json.slice(0, MAX_CUSTOM_ROUTES)) {
    const route = customRouteSchema.safeParse(entry);
    if (route.success) paths.add(normalisePagePath(route.data.path));
  }
  return paths;
}

type LookupResult = NonNullable<z.infer<typeof lookupResultSchema>>;

/** SPEC §2.4 as the storefront's resolver applies it: does the lookup result render something? */
function lookupStatus(result: LookupResult): LinkTargetStatus {
  if ((result.rewrite_type ?? 0) !== 0) return 'exists';
  if (result.disabled) return 'disabled';
  if (result.entity_type === 'custom') return result.rewrite_url ? 'exists' : 'missing';
  return result.entity_type && (result.entity_id ?? 0) > 0 ? 'exists' : 'missing';
}

/**
 * The status of each asked path from one EditorLinkTargets answer. Results match `paths` by
 * position; a path whose result is null stays out of the map (unknown: no warning). Null when
 * the answer cannot be trusted (wrong shape or count), so that nothing is claimed missing.
 */
export function classifyLinkTargets(
  paths: readonly string[],
  data: unknown,
): Map<string, LinkTargetStatus> | null {
  const parsed = linkTargetsSchema.safeParse(data);
  if (!parsed.success) return null;
  const { items } = parsed.data.jtiHeadlessUrls;
  if (items.length !== paths.length) return null;
  const builderPages = new Map(
    parsed.data.builderPages.map((page) => [
      normalisePagePath(page.path),
      page.published_version != null,
    ]),
  );
  const customRoutes = customRoutePaths(
    parsed.data.cmsBlocks?.items?.find((block) => block?.identifier === CUSTOM_ROUTES_BLOCK)
      ?.content,
  );
  const statuses = new Map<string, LinkTargetStatus>();
  paths.forEach((path, index) => {
    // A published builder page wins, as on the storefront; a custom route answers a path the
    // lookup cannot serve.
    if (builderPages.get(path) === true || customRoutes.has(path)) {
      statuses.set(path, 'exists');
      return;
    }
    const result = items[index];
    if (!result) return;
    const status = lookupStatus(result);
    statuses.set(path, status === 'missing' && builderPages.has(path) ? 'unpublished' : status);
  });
  return statuses;
}

/** What the editor reads under a link field whose path answers nothing; null when it does. */
export function linkWarningMessage(path: string, status: LinkTargetStatus): string | null {
  switch (status) {
    case 'exists':
      return null;
    case 'missing':
      return `No page answers ${path} in this store view`;
    case 'disabled':
      return `No page answers ${path} in this store view: its product or category is disabled`;
    case 'unpublished':
      return `No page answers ${path} in this store view yet: its builder page is not published`;
  }
}

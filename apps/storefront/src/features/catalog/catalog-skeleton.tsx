/**
 * SPEC §2.4 skeletons: a placeholder is 50 px high (1000 px for a whole page). Used only for the
 * streamed secondary parts (related and up-sell lists); the main content is in the first HTML.
 */
export const SKELETON_HEIGHT_PX = 50;
export const PAGE_SKELETON_HEIGHT_PX = 1000;

export function CatalogSkeleton({
  label,
  height = SKELETON_HEIGHT_PX,
}: {
  label: string;
  height?: number;
}) {
  return (
    <div
      className="ls-skeleton"
      style={{ height }}
      role="status"
      aria-label={label}
      data-testid="catalog:skeleton"
    />
  );
}

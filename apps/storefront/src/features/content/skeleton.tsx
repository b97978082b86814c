/** SPEC §2.4: a placeholder is 50 px high while loading; a whole page 1000 px. */
export const SKELETON_HEIGHT_PX = 50;
export const PAGE_SKELETON_HEIGHT_PX = 1000;

/**
 * A grey placeholder shown in a Suspense boundary while a secondary part of a page streams in.
 * Only secondary parts: whatever decides a page's status (404, 503) is awaited before anything
 * streams (ADR 0009), so no route-level loading.tsx either.
 */
export function Skeleton({
  label,
  count = 1,
  height = SKELETON_HEIGHT_PX,
}: {
  /** What is loading, for screen readers ("Loading more questions"). */
  label: string;
  /** How many placeholders, each `height` high. */
  count?: number;
  height?: number;
}) {
  return (
    <div role="status" aria-label={label} data-testid="skeleton" className="ls-skeleton-group">
      {Array.from({ length: Math.max(1, Math.min(count, 20)) }, (_, index) => (
        <div
          key={index}
          className="ls-skeleton"
          style={{ height, background: '#ececec', borderRadius: 4, marginBlock: 8 }}
        />
      ))}
    </div>
  );
}

/** The whole-page placeholder (1000 px). */
export function PageSkeleton({ label }: { label: string }) {
  return <Skeleton label={label} height={PAGE_SKELETON_HEIGHT_PX} />;
}

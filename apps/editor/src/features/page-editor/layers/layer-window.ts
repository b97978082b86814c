/**
 * Windowing of the layers tree: on a large page only the rows in (and near) the visible part of
 * the scrolled panel are rendered; spacers above and below keep the scroll height of the whole
 * tree. Rows have one fixed height, so positions are plain arithmetic.
 */

/** Height of one row in px (layers-panel.module.css sets it). */
export const LAYER_ROW_HEIGHT = 24;

/** Trees up to this many rows render every row (small pages, tests that count rows). */
export const WINDOWING_THRESHOLD = 100;

/** Rows rendered above and below the visible ones, so fast scrolling does not show gaps. */
export const OVERSCAN_ROWS = 10;

export interface LayerWindowInput {
  count: number;
  /** The scroll viewport's scrollTop, minus the tree's offset inside the scrolled content. */
  scrollTop: number;
  viewportHeight: number;
  rowHeight?: number;
  overscan?: number;
}

/** Rows [start, end) to render; spacers of start and count - end rows stand in for the rest. */
export interface LayerWindow {
  start: number;
  end: number;
}

export function layerWindow({
  count,
  scrollTop,
  viewportHeight,
  rowHeight = LAYER_ROW_HEIGHT,
  overscan = OVERSCAN_ROWS,
}: LayerWindowInput): LayerWindow {
  if (count <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop);
  const firstVisible = Math.min(count - 1, Math.floor(top / rowHeight));
  const lastVisible = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight);
  return {
    start: Math.max(0, firstVisible - overscan),
    end: Math.min(count, Math.max(firstVisible + 1, lastVisible) + overscan),
  };
}

/**
 * The scrollTop that brings row `index` fully into view with the least scrolling, or undefined
 * when it is in view already.
 */
export function scrollTopToReveal({
  index,
  scrollTop,
  viewportHeight,
  rowHeight = LAYER_ROW_HEIGHT,
}: {
  index: number;
  scrollTop: number;
  viewportHeight: number;
  rowHeight?: number;
}): number | undefined {
  const rowTop = index * rowHeight;
  const rowBottom = rowTop + rowHeight;
  if (rowTop < scrollTop) return rowTop;
  if (rowBottom > scrollTop + viewportHeight) return rowBottom - viewportHeight;
  return undefined;
}

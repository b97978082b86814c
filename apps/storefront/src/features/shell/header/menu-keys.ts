/**
 * Keyboard behaviour of the category menu (a disclosure navigation menu): where focus goes for a
 * key, as a pure function of the focused item, so it is tested without a browser.
 *
 * - On a top-level button: ArrowRight/ArrowLeft move along the top level (wrapping), Home/End to
 *   the ends; Enter, Space and ArrowDown open its submenu and focus its first link.
 * - In a submenu: ArrowDown/ArrowUp move through its links (wrapping); Escape closes it and
 *   returns focus to its button; ArrowRight/ArrowLeft move to the next/previous top-level button.
 */
export type MenuFocus =
  { kind: 'top'; index: number } | { kind: 'sub'; top: number; index: number };

export type MenuKeyResult =
  { action: 'focus'; target: MenuFocus; open: number | null } | { action: 'none' };

export interface MenuShape {
  /** Number of links in each top-level item's submenu (0: a plain link, no submenu). */
  submenuSizes: readonly number[];
}

const wrap = (index: number, length: number) => (index + length) % length;

export function menuKey(shape: MenuShape, focus: MenuFocus, key: string): MenuKeyResult {
  const topCount = shape.submenuSizes.length;
  if (topCount === 0) return { action: 'none' };
  const top = (index: number, open: number | null = null): MenuKeyResult => ({
    action: 'focus',
    target: { kind: 'top', index },
    open,
  });
  if (focus.kind === 'top') {
    const size = shape.submenuSizes[focus.index] ?? 0;
    switch (key) {
      case 'ArrowRight':
        return top(wrap(focus.index + 1, topCount));
      case 'ArrowLeft':
        return top(wrap(focus.index - 1, topCount));
      case 'Home':
        return top(0);
      case 'End':
        return top(topCount - 1);
      case 'Enter':
      case ' ':
      case 'ArrowDown':
        if (size === 0) return { action: 'none' };
        return {
          action: 'focus',
          target: { kind: 'sub', top: focus.index, index: 0 },
          open: focus.index,
        };
      case 'ArrowUp':
        if (size === 0) return { action: 'none' };
        return {
          action: 'focus',
          target: { kind: 'sub', top: focus.index, index: size - 1 },
          open: focus.index,
        };
      case 'Escape':
        return top(focus.index);
      default:
        return { action: 'none' };
    }
  }
  const size = shape.submenuSizes[focus.top] ?? 0;
  const sub = (index: number): MenuKeyResult => ({
    action: 'focus',
    target: { kind: 'sub', top: focus.top, index },
    open: focus.top,
  });
  switch (key) {
    case 'ArrowDown':
      return sub(wrap(focus.index + 1, size));
    case 'ArrowUp':
      return sub(wrap(focus.index - 1, size));
    case 'Home':
      return sub(0);
    case 'End':
      return sub(size - 1);
    case 'Escape':
      return top(focus.top);
    case 'ArrowRight':
      return top(wrap(focus.top + 1, topCount));
    case 'ArrowLeft':
      return top(wrap(focus.top - 1, topCount));
    default:
      return { action: 'none' };
  }
}

/**
 * Deep equality of plain JSON-like values (block props, page settings), with JSON's view of
 * `undefined`: a key holding `undefined` equals a missing key. Block props are compared by
 * value, never by identity: the settings form hands back fresh copies of objects (images,
 * list items), and a copy of the same value is no change a person made.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}

/**
 * The keys of `next` whose values differ from `current`'s, and the keys of `current` that
 * `next` no longer has: what a props update really changes. Empty when nothing changed.
 */
export function changedKeys(
  current: Record<string, unknown>,
  next: Record<string, unknown>,
): { set: string[]; removed: string[] } {
  const set = Object.keys(next).filter((key) => !sameValue(current[key], next[key]));
  const removed = Object.keys(current).filter(
    (key) => !(key in next) && current[key] !== undefined,
  );
  return { set, removed };
}

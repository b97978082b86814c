/**
 * Where a key press moves the selection in a horizontal tab list (WAI-ARIA tabs pattern):
 * arrows wrap around, Home and End jump to the ends, any other key does nothing (undefined).
 */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  if (count < 1) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

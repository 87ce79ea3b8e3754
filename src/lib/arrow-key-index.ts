/**
 * Keyboard rule of a horizontal group of controls (WAI-ARIA tabs, the product gallery's
 * thumbnails): the index a key moves to, or null when the key is not one of the group's.
 * Arrows move to the neighbour and wrap around; Home and End go to the first and last.
 */
export function indexForArrowKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
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
      return null;
  }
}

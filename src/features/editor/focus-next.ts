/**
 * Where keyboard focus goes when someone leaves the editor with Escape: the first focusable
 * element after it in document order, as Tab would reach it if the editor did not keep Tab
 * for indenting.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function isShown(element: HTMLElement): boolean {
  return !element.closest('[hidden], [inert]') && element.getClientRects().length > 0;
}

/** The first shown, focusable element after `element` (outside it), or undefined. */
export function focusableAfter(
  element: Element,
  shown: (candidate: HTMLElement) => boolean = isShown,
): HTMLElement | undefined {
  for (const candidate of element.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.contains(candidate)) continue;
    const following = element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (following && shown(candidate)) return candidate;
  }
  return undefined;
}

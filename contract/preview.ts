/**
 * A preview build's requests to the API carry the staff member's token and the header
 * `X-Preview`, naming what they preview: `product:{id}` (the catalogue as it will be once that
 * product's draft is published) or `home` (the home content's draft). The back office asks for a
 * preview, the preview build sends the header, the API answers the draft.
 */

export const PREVIEW_HEADER = 'X-Preview';

export type PreviewTarget =
  { readonly kind: 'product'; readonly id: string } | { readonly kind: 'home' };

/** The header's value for `target`. */
export function previewHeaderValue(target: PreviewTarget): string {
  return target.kind === 'home' ? 'home' : `product:${target.id}`;
}

/** What a header value previews, or null when it is no preview's. */
export function parsePreviewHeader(value: string): PreviewTarget | null {
  if (value === 'home') return { kind: 'home' };
  const id = /^product:([1-9][0-9]{0,9})$/.exec(value)?.[1];
  return id === undefined ? null : { kind: 'product', id };
}

/**
 * Which images rich text (ticket descriptions and comments) may show: the one rule the editor
 * applies when an image is picked, pasted or restored (src/features/editor/quill-editor.ts) and
 * the sanitizer applies when rich text is displayed (src/lib/sanitize-html.ts). It is the
 * page's Content-Security-Policy (`img-src 'self' <API origin> data:`, config/csp.ts) seen
 * from the content's side: an image the policy would block shows broken and reports a
 * violation, so it is dropped instead, and third parties (tracking pixels) stay out.
 *
 * An image source is allowed when it is
 * - a base64 `data:` URL of a type the editor's picker accepts (png, gif,
 *   jpeg, bmp, x-icon): picked images are stored inline;
 * - a photo: an http(s) URL under `/files/` (src/lib/file-url.ts) on the page's own origin or
 *   on the API's origin, derived from PUBLIC_GRAPHQL_URL by config/csp.ts's `apiOrigin`, so
 *   rule and policy cannot disagree (mock mode: the page only). Relative URLs resolve against
 *   the page, as the browser resolves them, and must land under `/files/` too: the same text is
 *   shown in the back office, where any other path would be a request to the back office
 *   itself (a preview, an action) made by whoever opens the ticket.
 */
import { PUBLIC_GRAPHQL_URL, PUBLIC_MOCK } from 'astro:env/client';
import { apiOrigin } from '../../config/csp.ts';

/** The image types the picker offers and the uploader accepts (also for dropped files). */
export const IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
];

/** Where images may load from. */
export interface ImageOrigins {
  /** The page's URL: its origin is the policy's `'self'`, and the base of relative URLs. */
  readonly page: string;
  /** The API's origin as `URL.origin` writes it; null when it has none of its own (mock mode). */
  readonly api: string | null;
}

const DATA_URL = /^data:(image\/[\w.+-]+);base64,[a-z\d+/]+={0,2}$/i;
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
/** Where photos live on the site and on the API. */
const PHOTO_PATH = '/files/';

/**
 * The `src` an image may keep under `origins`, or null to refuse it: a data URL exactly as
 * given, an http(s) URL as the URL parser resolves it (what the browser would load, with the
 * tabs, newlines, case and dot-segment tricks the parser undoes already undone).
 */
export function allowedImageSource(src: string, origins: ImageOrigins): string | null {
  const data = DATA_URL.exec(src);
  if (data) return IMAGE_TYPES.includes((data[1] ?? '').toLowerCase()) ? src : null;
  // An empty `src` would resolve to the page itself.
  if (src.trim() === '') return null;
  let url: URL;
  let site: string;
  try {
    site = new URL(origins.page).origin;
    url = new URL(src, origins.page);
  } catch {
    return null;
  }
  // Browsers refuse to load images whose URL carries credentials.
  if (!WEB_PROTOCOLS.has(url.protocol) || url.username !== '' || url.password !== '') return null;
  if (!url.pathname.startsWith(PHOTO_PATH)) return null;
  return url.origin === site || url.origin === origins.api ? url.href : null;
}

const API_ORIGIN = apiOrigin({ graphqlUrl: PUBLIC_GRAPHQL_URL, mock: PUBLIC_MOCK });

/** `allowedImageSource` for the page it runs in (browser only: it reads `location`). */
export function imageSource(src: string): string | null {
  return allowedImageSource(src, { page: location.href, api: API_ORIGIN });
}

/** Whether the page it runs in may show an image from `src` (browser only). */
export function isAllowedImageSource(src: string): boolean {
  return imageSource(src) !== null;
}

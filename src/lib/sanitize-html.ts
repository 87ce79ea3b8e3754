/**
 * The one gate between rich text from the API (ticket descriptions and comments, stored as
 * the writer's browser sent them) and the page: `sanitizeHtml` keeps exactly what the shop's
 * Quill editor can produce and makes everything else inert. It never trusts the editor: the
 * API accepts any HTML from any client, and Quill's own HTML export has had XSS bugs.
 *
 * The allow-list:
 * - blocks and inline formatting: p, br, strong/b, em/i, u, s, h1, h2, blockquote, pre, code,
 *   ol/ul/li (Quill 2 writes every list as `<ol>` with `data-list="bullet|ordered"` items),
 *   div (Quill 2's code block lines) and span (sizes, fonts, colours);
 * - classes only from Quill's own vocabulary (`ql-size-*`, `ql-font-*`, `ql-align-*`,
 *   `ql-indent-N`, code blocks, video): a stored `class="button"` cannot borrow the site's
 *   styles to fake its interface;
 * - inline `style` only for `color` and `background-color` (Quill 2 writes colours inline),
 *   with hex or rgb()/rgba() values rebuilt from the parsed numbers. Mapping the 35 palette
 *   colours to classes would drop any other colour a paste brings in; validating the two
 *   properties keeps them while `url(`, `expression(`, escapes and other properties go;
 * - links (`a[href]`) with an absolute http, https, mailto or tel URL; every link gets
 *   `rel="noopener noreferrer nofollow"`, web links open in a new tab (`target="_blank"`),
 *   any `target` the HTML brought is dropped;
 * - images whose source the page's Content-Security-Policy lets load, by the rule the editor
 *   applies too (src/lib/image-source.ts): a base64 `data:image/(png|gif|jpeg|bmp|x-icon)` URL
 *   (what the editor's image picker accepts) or an http(s) URL on the site's or the API's
 *   origin; any other `<img>` (stored before the rule, or sent to the API directly) is removed;
 * - iframes ONLY for YouTube (`www.youtube.com/embed/…`, `www.youtube-nocookie.com/embed/…`)
 *   and Vimeo (`player.vimeo.com/video/…`) over https, sandboxed, with a title.
 * No `id`, `name`, event handler, form control, svg, math, style or script survives.
 */
import createDOMPurify from 'dompurify';
import type { Config, DOMPurify } from 'dompurify';
import { imageSource } from './image-source.ts';

export interface SanitizeOptions {
  /**
   * The level the content's `h1` becomes (its `h2` one below), so headings inside a comment
   * nest under the page's own outline. Default 1: headings are kept as written.
   */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5;
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ol',
  'ul',
  'li',
  'h1',
  'h2',
  'blockquote',
  'pre',
  'code',
  'div',
  'span',
  'img',
  'iframe',
];

const ALLOWED_ATTR = ['href', 'src', 'alt', 'width', 'height', 'class', 'style', 'data-list'];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const CLASS_PATTERN =
  /^ql-(?:size-(?:small|large|huge)|font-(?:serif|monospace)|align-(?:center|right|justify)|indent-[1-8]|video|syntax|code-block|code-block-container)$/;
const LIST_TYPES = new Set(['bullet', 'ordered']);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const DIMENSION = /^\d{1,4}$/;
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_COLOUR =
  /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+|1\.0+)\s*)?\)$/i;
/** The video players rich text may embed; config/csp.ts allows the same hosts as frames. */
export const VIDEO_EMBEDS: readonly { readonly host: string; readonly path: RegExp }[] = [
  { host: 'www.youtube.com', path: /^\/embed\/[\w-]{6,20}$/ },
  { host: 'www.youtube-nocookie.com', path: /^\/embed\/[\w-]{6,20}$/ },
  { host: 'player.vimeo.com', path: /^\/video\/\d{1,12}\/?$/ },
];

/** An absolute URL (the URL parser strips tabs, newlines and control characters first). */
function parseAbsoluteUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function linkHref(value: string): string | null {
  const url = parseAbsoluteUrl(value);
  return url && LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** The embed URL rebuilt from its checked parts (no credentials, port or fragment), or null. */
function embedSrc(value: string): string | null {
  const url = parseAbsoluteUrl(value);
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const known = VIDEO_EMBEDS.find(
    ({ host, path }) => url.hostname === host && path.test(url.pathname),
  );
  return known ? `https://${url.hostname}${url.pathname}${url.search}` : null;
}

function safeColour(value: string): string | null {
  if (HEX_COLOUR.test(value)) return value.toLowerCase();
  const match = RGB_COLOUR.exec(value);
  if (!match) return null;
  const [, r, g, b, alpha] = match;
  const channels = [r, g, b].map(Number);
  if (channels.some((channel) => channel > 255)) return null;
  return alpha === undefined
    ? `rgb(${channels.join(', ')})`
    : `rgba(${channels.join(', ')}, ${Number(alpha)})`;
}

/** `color` and `background-color` declarations with safe values, rebuilt; '' when none. */
function safeStyle(value: string): string {
  const kept = new Map<string, string>();
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    if (property !== 'color' && property !== 'background-color') continue;
    const colour = safeColour(declaration.slice(colon + 1).trim());
    if (colour) kept.set(property, colour);
  }
  return [...kept].map(([property, colour]) => `${property}: ${colour};`).join(' ');
}

/** The attribute's safe value on this element, or null to drop it. */
function safeAttribute(tag: string, name: string, value: string): string | null {
  switch (name) {
    case 'href':
      return tag === 'a' ? linkHref(value) : null;
    case 'src':
      if (tag === 'img') return imageSource(value);
      return tag === 'iframe' ? embedSrc(value) : null;
    case 'alt':
      return tag === 'img' ? value : null;
    case 'width':
    case 'height':
      return tag === 'img' && DIMENSION.test(value) ? value : null;
    case 'data-list':
      return tag === 'li' && LIST_TYPES.has(value) ? value : null;
    case 'class': {
      const classes = value.split(/\s+/).filter((name) => CLASS_PATTERN.test(name));
      return classes.length > 0 ? classes.join(' ') : null;
    }
    case 'style': {
      const style = safeStyle(value);
      return style === '' ? null : style;
    }
    default:
      return null;
  }
}

function finishElement(node: Element): void {
  switch (node.tagName.toLowerCase()) {
    case 'a': {
      const href = node.getAttribute('href');
      if (href === null) return;
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      if (WEB_PROTOCOLS.has(new URL(href).protocol)) node.setAttribute('target', '_blank');
      return;
    }
    case 'img':
      if (!node.hasAttribute('src')) {
        node.remove();
        return;
      }
      // `alt` first: the attributes then come out in the order a second pass writes them.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
      return;
    case 'iframe':
      if (!node.hasAttribute('src')) {
        node.remove();
        return;
      }
      node.setAttribute('title', 'Vídeo incorporado');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('allowfullscreen', '');
      // YouTube refuses to play without the page's origin as referrer.
      node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      node.setAttribute(
        'sandbox',
        'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
      );
  }
}

const purifiers = new WeakMap<object, DOMPurify>();

/** A DOMPurify with the shop's rules on `view` (the page's window, or a server-side DOM's). */
function purifierFor(view: Window & typeof globalThis): DOMPurify | undefined {
  const known = purifiers.get(view);
  if (known) return known;
  const instance = createDOMPurify(view);
  if (!instance.isSupported) return undefined;
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const value = safeAttribute(node.tagName.toLowerCase(), data.attrName, data.attrValue);
    if (value === null) data.keepAttr = false;
    else data.attrValue = value;
  });
  instance.addHook('uponSanitizeElement', (node, data) => {
    // Quill's list-marker holder: editor chrome, not content.
    if (
      data.tagName === 'span' &&
      node instanceof view.Element &&
      node.classList.contains('ql-ui')
    ) {
      node.remove();
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof view.Element) finishElement(node);
  });
  purifiers.set(view, instance);
  return instance;
}

function shiftHeadings(root: DocumentFragment, level: number): void {
  for (const heading of root.querySelectorAll('h1, h2')) {
    const tag = `h${Math.min(6, level + Number(heading.tagName.slice(1)) - 1)}`;
    const replacement = heading.ownerDocument.createElement(tag);
    for (const attribute of heading.attributes) {
      replacement.setAttribute(attribute.name, attribute.value);
    }
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
}

/**
 * Rich text from the API made safe to insert with `dangerouslySetInnerHTML` (see the module
 * comment for what is kept). Outside a browser (prerendering) it answers '': nothing
 * unsanitized ever leaves this function.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  return typeof window === 'undefined' ? '' : sanitizeHtmlIn(window, html, options);
}

/**
 * The same, on the DOM of `view`: the page's window in a browser; while prerendering, a
 * server-side DOM (src/lib/sanitize-html-server.ts), so static pages get the same allow-list.
 */
export function sanitizeHtmlIn(
  view: Window & typeof globalThis,
  html: string,
  options: SanitizeOptions = {},
): string {
  const instance = purifierFor(view);
  if (!instance) return '';
  const { headingLevel = 1 } = options;
  if (headingLevel === 1) return instance.sanitize(html, CONFIG);
  const fragment = instance.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  shiftHeadings(fragment, headingLevel);
  const container = view.document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

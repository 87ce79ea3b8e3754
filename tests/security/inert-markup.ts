/**
 * What "rendered inert" means for rich text from the API, as one check both test runners use:
 * Vitest calls `unsafeMarkup` on jsdom nodes, Playwright hands the same function to the
 * browser (`locator.evaluate(unsafeMarkup)`). That is why it is self-contained: no imports and
 * no module-level values, only its own body is serialised into the page.
 */

/**
 * Every way the markup under `root` could run code, load another document, restyle the page,
 * fake its controls or load an image from a third party (a tracking pixel, which the page's
 * policy blocks as a violation), described for a test failure; [] when there is none. Only
 * the sanitizer's output may stand under `root` (elsewhere the site's own scripts and styles
 * would count too). Images may come from `imageOrigins`, by default the page's own origin
 * (relative sources resolve against the page).
 */
export function unsafeMarkup(
  root: Element | DocumentFragment,
  imageOrigins: readonly string[] = [location.origin],
): string[] {
  const forbiddenTags = new Set([
    'script',
    'style',
    'link',
    'meta',
    'base',
    'object',
    'embed',
    'frame',
    'frameset',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'svg',
    'math',
    'template',
    'details',
  ]);
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href']);
  const rasterImage = /^data:image\/(?:png|gif|jpeg|bmp|x-icon);base64,[a-z0-9+/]+=*$/i;
  const videoEmbed =
    /^https:\/\/(?:www\.youtube\.com\/embed\/|www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;
  const colourStyle = /^(?:(?:background-)?color: (?:#[0-9a-f]{3,8}|rgba?\([\d., ]+\));\s*)+$/;
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName;
    if (forbiddenTags.has(tag)) problems.push(`<${tag}> element`);
    for (const { name, value } of element.attributes) {
      const where = `<${tag} ${name}="${value.slice(0, 60)}">`;
      if (name.startsWith('on')) problems.push(`event handler ${where}`);
      if (name === 'srcdoc') problems.push(`frame document ${where}`);
      if (name === 'style' && !colourStyle.test(value)) problems.push(`style ${where}`);
      if (urlAttributes.has(name)) {
        // What the URL parser sees: no whitespace or control characters, any case.
        const url = [...value]
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
        // `about:blank` is the empty document: the editor's stand-in for a refused link.
        const allowed =
          scheme === undefined ||
          url === 'about:blank' ||
          ['http', 'https', 'mailto', 'tel'].includes(scheme) ||
          (scheme === 'data' && tag === 'img' && rasterImage.test(value));
        if (!allowed) problems.push(`${scheme}: URL ${where}`);
        if (tag === 'img' && name === 'src' && scheme !== 'data') {
          let origin = 'none';
          try {
            origin = new URL(value, location.href).origin;
          } catch {
            // Not a URL at all: no origin may serve it.
          }
          if (!imageOrigins.includes(origin)) problems.push(`image from ${origin} ${where}`);
        }
      }
    }
    if (tag === 'iframe') {
      const src = element.getAttribute('src') ?? '';
      if (!videoEmbed.test(src)) problems.push(`frame of ${src || 'nothing'}`);
      if (!element.hasAttribute('sandbox')) problems.push(`frame without sandbox: ${src}`);
    }
  }
  return problems;
}

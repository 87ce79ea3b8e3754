/**
 * What a page's HTML asks of the browser before it can render: scripts that block parsing,
 * stylesheets, and the React islands Astro wrote into it (which code each loads, and when it
 * hydrates).
 */

export interface HeadAnalysis {
  /** `src` of classic external scripts in <head> without async/defer: they block rendering. */
  readonly blockingScripts: readonly string[];
  /** Inline classic scripts in <head> (run during parsing; part of the HTML bytes). */
  readonly inlineHeadScripts: number;
  /** `href` of `<link rel="stylesheet">` anywhere in the document (render-blocking by design). */
  readonly stylesheets: readonly string[];
  /** `<style>` elements (inline CSS, part of the HTML bytes). */
  readonly inlineStyles: number;
}

export interface Island {
  /** The component's name as Astro records it (`opts.name`). */
  readonly name: string;
  /** Hydration directive: load, idle, visible, media, only. */
  readonly client: string;
  readonly componentUrl: string;
  readonly rendererUrl: string | null;
  readonly beforeHydrationUrl: string | null;
}

const ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" };

function decode(value: string): string {
  return value.replace(/&(quot|amp|lt|gt|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** The attributes of one start tag's text (after the tag name), names lower-cased. */
export function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of tag.matchAll(pattern)) {
    const name = match[1];
    if (!name) continue;
    attributes.set(name.toLowerCase(), decode(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

function startTags(html: string, name: string): Map<string, string>[] {
  const pattern = new RegExp(`<${name}(\\s[^>]*)?>`, 'gi');
  return [...html.matchAll(pattern)].map((match) => attributesOf(match[1] ?? ''));
}

const CLASSIC_TYPES = new Set(['', 'text/javascript', 'application/javascript']);

export function analyseHead(html: string): HeadAnalysis {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const headScripts = startTags(head, 'script').filter((attributes) =>
    CLASSIC_TYPES.has((attributes.get('type') ?? '').toLowerCase()),
  );
  const blockingScripts = headScripts
    .filter((a) => a.has('src') && !a.has('async') && !a.has('defer'))
    .map((a) => a.get('src') ?? '');
  return {
    blockingScripts,
    inlineHeadScripts: headScripts.filter((attributes) => !attributes.has('src')).length,
    stylesheets: startTags(html, 'link')
      .filter((a) => (a.get('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet'))
      .map((a) => a.get('href') ?? ''),
    inlineStyles: startTags(html, 'style').length,
  };
}

function islandName(attributes: Map<string, string>): string {
  try {
    const opts = JSON.parse(attributes.get('opts') ?? '{}') as { name?: unknown };
    if (typeof opts.name === 'string') return opts.name;
  } catch {
    // Fall back to the file name below.
  }
  const file = (attributes.get('component-url') ?? '').split('/').pop() ?? '';
  return file.split('.')[0] ?? file;
}

/** Every `<astro-island>` of the page, in document order. */
export function findIslands(html: string): Island[] {
  return startTags(html, 'astro-island').map((attributes) => ({
    name: islandName(attributes),
    client: attributes.get('client') ?? '',
    componentUrl: attributes.get('component-url') ?? '',
    rendererUrl: attributes.get('renderer-url') ?? null,
    beforeHydrationUrl: attributes.get('before-hydration-url') || null,
  }));
}

/** `src` of module scripts in the page (Astro's bundled `<script>` tags). */
export function moduleScripts(html: string): string[] {
  return startTags(html, 'script')
    .filter((a) => a.get('type') === 'module' && a.has('src'))
    .map((a) => a.get('src') ?? '');
}

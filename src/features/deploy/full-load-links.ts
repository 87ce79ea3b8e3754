/**
 * Once a newer build is online, the next same-origin link click becomes a full page load of its
 * target, unless a form on the page holds unsaved input.
 *
 * What "full page load" means on this site: it has no client router, so ordinary links already
 * load a document, and HTML is served `no-cache` (config/hosting.ts), so that document is
 * revalidated with the server and comes from the new build. What would keep the old build
 * running are the links an island takes over (the filtered product list pages with
 * `history.pushState`, tab links): with a newer build online, this handler runs first (window,
 * capture phase), stops the island's handler and calls `location.assign(target)`, a document
 * request for the new HTML and its new chunks. No cache-busting query is added: it would change
 * the URL people see, bookmark and share, and the no-cache HTML does not need it. A page
 * restored from the back/forward cache is checked again at once (build-watcher.ts), so its next
 * click is forced too.
 */

/** The link target a click should load as a new document, or null to leave the click alone. */
export function fullLoadTarget(event: MouseEvent, current: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  const url = new URL(link.href);
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return null;
  // Another fragment of the same document: the browser only scrolls, nothing is loaded.
  if (url.hash !== '' && url.pathname === current.pathname && url.search === current.search) {
    return null;
  }
  return url.href;
}

/**
 * Remembers every form (or field outside a form, such as a rich-text editor) that received
 * input; answers whether one of them is still on the page. A form's `reset` forgets it.
 */
export function trackUnsavedInput(root: Document): () => boolean {
  const touched = new Set<Element>();
  root.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof Element)
        touched.add(event.target.closest('form') ?? event.target);
    },
    true,
  );
  root.addEventListener(
    'reset',
    (event) => {
      if (event.target instanceof Element) touched.delete(event.target);
    },
    true,
  );
  return () => {
    for (const element of touched) {
      if (!element.isConnected) touched.delete(element);
    }
    return touched.size > 0;
  };
}

/** Takes over link clicks while `isStale()` and no unsaved input is on the page. */
export function installFullLoadLinks(isStale: () => boolean, hasUnsavedInput: () => boolean): void {
  addEventListener(
    'click',
    (event) => {
      if (!isStale() || hasUnsavedInput()) return;
      const target = fullLoadTarget(event, location);
      if (target === null) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      location.assign(target);
    },
    true,
  );
}

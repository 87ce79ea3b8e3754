/**
 * What a build exchanges with the process running it (scripts/build.ts), through a global
 * rather than an import: the pages are rendered by Astro's bundle of this code, a module
 * instance of its own in the same process.
 * - A targeted publish hands in the catalogue of the last publish and the changes since; the
 *   build renders only the pages those changes touch (targeted-pages.ts) and hands out the
 *   whole site's page list, which the integrations that list every page (sitemap, build
 *   manifest, incremental bookkeeping) must see as if every page had been rendered.
 * - Every build hands out the catalogue its pages were rendered from, so the publisher can keep
 *   it and apply the next changes to it instead of fetching everything again.
 */
import type { Catalogue, CatalogueProduct } from './catalogue.ts';

export interface CatalogueChange {
  readonly id: string;
  /** ms since the epoch: with the id, one version of the product. */
  readonly updatedAt: number;
  /** Its place in the published catalogue's name order; null when not published. */
  readonly position: number | null;
  /** The product now; null when it is not published. */
  readonly product: CatalogueProduct | null;
}

export interface TargetedPublish {
  /** The catalogue the served pages were rendered from. */
  readonly previous: Catalogue;
  readonly changes: readonly CatalogueChange[];
  /** Every category now. */
  readonly categories: Catalogue['categories'];
  /** Every page of the served site, as Astro names them, in a full build's order. */
  readonly pageNames: readonly string[];
}

interface Handoff {
  targeted?: TargetedPublish;
  pageNames?: readonly string[];
  pageListChanged?: boolean;
  catalogue?: Catalogue;
}

const HANDOFF = Symbol.for('loja-vitrine.build-handoff');
type WithHandoff = typeof globalThis & { [HANDOFF]?: Handoff };

function handoff(): Handoff {
  const global = globalThis as WithHandoff;
  global[HANDOFF] ??= {};
  return global[HANDOFF];
}

/**
 * Called before a full build: it renders every page, whatever a targeted build that failed in
 * the same process handed in or out.
 */
export function forgetHandoff(): void {
  (globalThis as WithHandoff)[HANDOFF] = {};
}

/** Called before a targeted build starts. */
export function publishChanges(publish: TargetedPublish): void {
  handoff().targeted = publish;
}

/** The targeted publish this build renders; undefined in a full build. */
export function targetedPublish(): TargetedPublish | undefined {
  return handoff().targeted;
}

/** Called by the build with the catalogue its pages come from. */
export function handOut(catalogue: Catalogue): void {
  handoff().catalogue = catalogue;
}

/** Called by a targeted publish with the site's pages after it. */
export function handOutPageList(pageNames: readonly string[], changed: boolean): void {
  handoff().pageNames = pageNames;
  handoff().pageListChanged = changed;
}

/** The catalogue the build rendered from; undefined when it read none. */
export function builtCatalogue(): Catalogue | undefined {
  return handoff().catalogue;
}

/** Every page of the site after a targeted publish; undefined in a full build. */
export function sitePageNames(): readonly string[] | undefined {
  return handoff().pageNames;
}

/** Whether a targeted publish changed the site's page list (which pages, in which order). */
export function sitePageListChanged(): boolean | undefined {
  return handoff().pageListChanged;
}

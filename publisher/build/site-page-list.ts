/**
 * A targeted publish renders only the pages a change touched, yet the sitemap, the build
 * manifest and the incremental bookkeeping list every page of the site. Wrapped by this, an
 * integration's `astro:build:done` sees the whole site's page list the publisher handed in
 * (src/features/catalogue/build-handoff.ts) in place of the pages this build rendered; in a
 * full build it sees Astro's list, unchanged.
 */
import type { AstroIntegration } from 'astro';
import { sitePageListChanged, sitePageNames } from '../../src/features/catalogue/build-handoff.ts';

type BuildDone = NonNullable<AstroIntegration['hooks']['astro:build:done']>;

export function withSitePageList(
  integration: AstroIntegration,
  options: {
    /** Skipped by a targeted publish that left the page list as it was (its output would be too). */
    readonly onlyWhenTheListChanges?: boolean;
  } = {},
): AstroIntegration {
  const done = integration.hooks['astro:build:done'];
  if (!done) return integration;
  const wrapped: BuildDone = (params) => {
    if (options.onlyWhenTheListChanges && sitePageListChanged() === false) return undefined;
    const names = sitePageNames();
    const pages = names ? names.map((pathname) => ({ pathname })) : params.pages;
    return done({ ...params, pages });
  };
  return { ...integration, hooks: { ...integration.hooks, 'astro:build:done': wrapped } };
}

/**
 * An Astro integration that makes a build render only the given paths: the prerenderer is
 * Astro's own (the site's compiled pages, its assets, its CSP hashes), asked for fewer paths.
 * The back office's previews are built this way, so a preview is the page the next publish
 * will serve, not a look-alike.
 */
import type { AstroIntegration } from 'astro';

/** `/produtos/3/` and `/produtos/3` name the same page. */
function normalised(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function previewOnly(paths: readonly string[]): AstroIntegration {
  const wanted = new Set(paths.map(normalised));
  return {
    name: 'preview-only',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((prerenderer) => ({
          ...prerenderer,
          name: 'preview-only',
          setup: prerenderer.setup?.bind(prerenderer),
          render: prerenderer.render.bind(prerenderer),
          teardown: prerenderer.teardown?.bind(prerenderer),
          getStaticPaths: async () =>
            (await prerenderer.getStaticPaths()).filter(({ pathname }) =>
              wanted.has(normalised(pathname)),
            ),
        }));
      },
    },
  };
}

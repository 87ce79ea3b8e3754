import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { previewOnly } from './preview-only.ts';

type BuildStart = NonNullable<AstroIntegration['hooks']['astro:build:start']>;
type RouteData = Parameters<AstroPrerenderer['render']>[1]['routeData'];

const ROUTE = { route: '/produtos/[id]' } as unknown as RouteData;

/** Astro's own prerenderer, as far as the build sees it: every page of the site. */
function sitePrerenderer() {
  return {
    name: 'astro:default',
    setup: vi.fn(async () => undefined),
    getStaticPaths: vi.fn(async () =>
      ['/', '/produtos/', '/produtos/3/', '/produtos/30/', '/privacidade/'].map((pathname) => ({
        pathname,
        route: ROUTE,
      })),
    ),
    render: vi.fn(
      async (request: Request) => new Response(`página ${new URL(request.url).pathname}`),
    ),
    teardown: vi.fn(async () => undefined),
  } satisfies AstroPrerenderer;
}

/** The prerenderer the build uses once the integration has set it up. */
async function prerendererOf(paths: readonly string[], site: AstroPrerenderer) {
  let chosen: AstroPrerenderer | undefined;
  const start = previewOnly(paths).hooks['astro:build:start'] as BuildStart;
  await start({
    setPrerenderer: (choice) => {
      chosen = typeof choice === 'function' ? choice(site) : choice;
    },
  } as Parameters<BuildStart>[0]);
  if (!chosen) throw new Error('the integration set no prerenderer');
  return chosen;
}

const pathnames = async (prerenderer: AstroPrerenderer) =>
  (await prerenderer.getStaticPaths()).map(({ pathname }) => pathname);

describe('previewOnly', () => {
  it('builds only the pages asked for, with or without their trailing slash', async () => {
    const prerenderer = await prerendererOf(['/produtos/3', '/'], sitePrerenderer());
    expect(await pathnames(prerenderer)).toEqual(['/', '/produtos/3/']);
    const again = await prerendererOf(['/produtos/30/'], sitePrerenderer());
    expect(await pathnames(again)).toEqual(['/produtos/30/']);
  });

  it('builds nothing for a page the site does not have', async () => {
    const prerenderer = await prerendererOf(['/produtos/999'], sitePrerenderer());
    expect(await pathnames(prerenderer)).toEqual([]);
  });

  it("renders each page with the site's own prerenderer, set up and torn down as usual", async () => {
    const site = sitePrerenderer();
    const prerenderer = await prerendererOf(['/produtos/3'], site);
    await prerenderer.setup?.();
    const answer = await prerenderer.render(new Request('http://preview/produtos/3/'), {
      routeData: ROUTE,
    });
    await prerenderer.teardown?.();
    expect(await (answer as Response).text()).toBe('página /produtos/3/');
    expect(site.setup).toHaveBeenCalledOnce();
    expect(site.render).toHaveBeenCalledOnce();
    expect(site.teardown).toHaveBeenCalledOnce();
  });
});

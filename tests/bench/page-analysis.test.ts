import { describe, expect, it } from 'vitest';
import { analyseHead, findIslands } from './html-analysis.ts';
import { exclusiveShares, importsOf } from './module-graph.ts';

describe('analyseHead', () => {
  it('flags only classic external scripts in <head> without async or defer', () => {
    const html =
      '<html><head><script src="/a.js"></script><script async src="/b.js"></script>' +
      '<script defer src="/c.js"></script><script type="module" src="/d.js"></script>' +
      '<script type="application/ld+json">{}</script><script>var x</script>' +
      '<link rel="stylesheet" href="/s.css"><style>p{}</style></head>' +
      '<body><script src="/late.js"></script></body></html>';
    expect(analyseHead(html)).toEqual({
      blockingScripts: ['/a.js'],
      inlineHeadScripts: 1,
      stylesheets: ['/s.css'],
      inlineStyles: 1,
    });
  });
});

describe('findIslands', () => {
  it('reads name, directive and code URLs of every island', () => {
    const html =
      '<astro-island uid="a" component-url="/_astro/Notice.1.js" component-export="Notice" ' +
      'renderer-url="/_astro/client.2.js" props="{}" ssr client="load" ' +
      'opts="{&quot;name&quot;:&quot;MaintenanceNotice&quot;,&quot;value&quot;:true}"></astro-island>';
    expect(findIslands(html)).toEqual([
      {
        name: 'MaintenanceNotice',
        client: 'load',
        componentUrl: '/_astro/Notice.1.js',
        rendererUrl: '/_astro/client.2.js',
        beforeHydrationUrl: null,
      },
    ]);
  });
});

describe('module graph', () => {
  const base = 'http://site/_astro/';
  const script = (name: string, text: string, gzipBytes: number) => ({
    url: `${base}${name}`,
    text,
    gzipBytes,
  });

  it('separates static and dynamic imports, resolved against the importer', () => {
    const code =
      'import{a as b}from"./react.js";import"./side.js";const l=()=>import("./Lazy.js");';
    expect(importsOf(code, `${base}Island.js`)).toEqual({
      staticImports: [`${base}react.js`, `${base}side.js`],
      dynamicImports: [`${base}Lazy.js`],
    });
  });

  it("counts as an island's own only what no other island reaches, even lazily", () => {
    const scripts = [
      script('Notice.js', 'import"./react.js";import"./Dialog.js";', 10),
      script('Dialog.js', '', 20),
      script('Guard.js', 'import"./react.js";const x=()=>import("./Shared.js");', 30),
      script('Shared.js', '', 40),
      script('react.js', '', 1_000),
      script('Menu.js', 'import"./Shared.js";', 5),
    ];
    const shares = exclusiveShares(
      scripts,
      new Map([
        ['MaintenanceNotice', [`${base}Notice.js`]],
        ['RouteGuard', [`${base}Guard.js`]],
        ['Menu', [`${base}Menu.js`]],
      ]),
    );
    const notice = shares.find((share) => share.entry === 'MaintenanceNotice');
    expect(notice?.ownGzipBytes).toBe(30);
    expect(notice?.reachGzipBytes).toBe(1_030);
    expect(shares.find((share) => share.entry === 'RouteGuard')?.ownGzipBytes).toBe(30);
    expect(shares.find((share) => share.entry === 'Menu')?.ownGzipBytes).toBe(5);
  });
});

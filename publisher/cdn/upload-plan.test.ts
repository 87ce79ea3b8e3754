import { describe, expect, it } from 'vitest';
import { uploadPlan } from './upload-plan.ts';

const site = (files: Record<string, string>) =>
  Object.entries(files).map(([key, digest]) => ({ key, digest }));

describe('uploadPlan', () => {
  it('puts assets, data, pages, sitemaps and the build announcement in that order', () => {
    const plan = uploadPlan(
      {},
      site({
        'builds/latest.json': 'l',
        'produtos/5/index.html': 'p',
        'sitemap-0.xml': 's',
        'produtos/5/_payload.json': 'd',
        '_astro/app.1a2b.js': 'a',
        'builds/meta/x.json': 'm',
        'index.html': 'h',
        _headers: 'rules',
        _redirects: 'rules',
      }),
    );
    expect(plan.puts.map((put) => put.key)).toEqual([
      '_astro/app.1a2b.js',
      'builds/meta/x.json',
      'produtos/5/_payload.json',
      'index.html',
      'produtos/5/index.html',
      'sitemap-0.xml',
      'builds/latest.json',
    ]);
    expect(plan.deletes).toEqual([]);
    expect(plan.manifest).not.toHaveProperty('_headers');
  });

  it('carries the hosting rules as each object’s type and caching', () => {
    const plan = uploadPlan({}, site({ '_astro/app.1a2b.js': 'a', 'produtos/index.html': 'p' }));
    expect(plan.puts).toEqual([
      {
        key: '_astro/app.1a2b.js',
        stage: 0,
        contentType: 'text/javascript; charset=utf-8',
        cacheControl: 'public, max-age=31536000, immutable',
      },
      {
        key: 'produtos/index.html',
        stage: 3,
        contentType: 'text/html; charset=utf-8',
        cacheControl: 'no-cache',
      },
    ]);
  });

  it('sends only what changed and deletes what is gone, pages before their assets', () => {
    const previous = {
      '_astro/old.js': 'o',
      '_astro/same.js': 's',
      'produtos/8/index.html': 'gone',
      'produtos/8/_payload.json': 'gone',
      'produtos/5/index.html': 'v1',
    };
    const plan = uploadPlan(
      previous,
      site({ '_astro/same.js': 's', 'produtos/5/index.html': 'v2', '_astro/new.js': 'n' }),
    );
    expect(plan.puts.map((put) => put.key)).toEqual(['_astro/new.js', 'produtos/5/index.html']);
    expect(plan.deletes).toEqual([
      'produtos/8/index.html',
      'produtos/8/_payload.json',
      '_astro/old.js',
    ]);
    expect(plan.manifest).toEqual({
      '_astro/same.js': 's',
      'produtos/5/index.html': 'v2',
      '_astro/new.js': 'n',
    });
  });
});

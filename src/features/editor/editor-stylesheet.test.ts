// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./editor-theme.css?url', () => ({ default: '/_astro/editor-theme.css' }));

afterEach(() => {
  document.head.replaceChildren();
  vi.resetModules();
});

/** The module as a new page sees it. */
const freshLoader = () => import('./editor-stylesheet.ts');
const links = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')];

describe('loadEditorStylesheet', () => {
  it('links the theme once however many editors ask, and resolves when it has loaded', async () => {
    const { loadEditorStylesheet } = await freshLoader();
    const first = loadEditorStylesheet();
    const second = loadEditorStylesheet();

    expect(links()).toHaveLength(1);
    expect(links()[0]?.getAttribute('href')).toBe('/_astro/editor-theme.css');
    links()[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('rejects when the file fails, removes its link, and lets the next editor try again', async () => {
    const { loadEditorStylesheet } = await freshLoader();
    const failed = loadEditorStylesheet();
    links()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Could not load the editor stylesheet');
    expect(links()).toHaveLength(0);

    const retried = loadEditorStylesheet();
    expect(links()).toHaveLength(1);
    links()[0]?.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBeUndefined();
  });
});

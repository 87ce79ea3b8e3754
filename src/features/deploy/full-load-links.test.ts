// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fullLoadTarget, trackUnsavedInput } from './full-load-links.ts';

beforeEach(() => {
  history.replaceState(null, '', '/produtos?ordem=preco-desc');
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** Clicks the first link of `html` and answers what fullLoadTarget decided. */
function decide(html: string, init: MouseEventInit = {}): string | null {
  document.body.innerHTML = html;
  const link = document.querySelector('a');
  if (!link) throw new Error('no link');
  let target: string | null | undefined;
  link.addEventListener('click', (event) => {
    target = fullLoadTarget(event, location);
    event.preventDefault();
  });
  // A click on the link's content, as people click, or on the link itself.
  const clicked = link.querySelector('span') ?? link;
  clicked.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  if (target === undefined) throw new Error('the click did not reach the link');
  return target;
}

describe('fullLoadTarget', () => {
  it('loads a same-origin link target, also when the click lands inside the link', () => {
    expect(decide('<a href="/produtos?ordem=preco-desc&pagina=2">Próxima</a>')).toBe(
      `${location.origin}/produtos?ordem=preco-desc&pagina=2`,
    );
    expect(decide('<a href="/login"><span>Entrar</span></a>')).toBe(`${location.origin}/login`);
  });

  it('loads another page even when the link has a fragment', () => {
    expect(decide('<a href="/produtos/1#fotos">Fotos</a>')).toBe(
      `${location.origin}/produtos/1#fotos`,
    );
  });

  it.each([
    ['another site', '<a href="https://example.com/">Fora</a>'],
    ['a fragment of this page', '<a href="#conteudo">Pular</a>'],
    ['a new tab', '<a href="/login" target="_blank">Entrar</a>'],
    ['a download', '<a href="/catalogo.pdf" download>Baixar</a>'],
    ['a mail link', '<a href="mailto:contato@example.com">E-mail</a>'],
  ])('leaves %s alone', (_, html) => {
    expect(decide(html)).toBeNull();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s alone', (_, init) => {
    expect(decide('<a href="/login">Entrar</a>', init)).toBeNull();
  });
});

describe('trackUnsavedInput', () => {
  it('knows a form that received input until it is reset or leaves the page', () => {
    document.body.innerHTML = '<form><input name="email"></form><form id="b"><input></form>';
    const hasUnsavedInput = trackUnsavedInput(document);
    const [first, second] = [...document.querySelectorAll('form')];
    expect(hasUnsavedInput()).toBe(false);

    first?.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(true);
    first?.dispatchEvent(new Event('reset', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(false);

    second?.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(true);
    second?.remove();
    expect(hasUnsavedInput()).toBe(false);
  });

  it('knows a field outside any form, such as a rich-text editor', () => {
    document.body.innerHTML = '<div contenteditable="true"></div>';
    const hasUnsavedInput = trackUnsavedInput(document);

    document.querySelector('div')?.dispatchEvent(new Event('input', { bubbles: true }));

    expect(hasUnsavedInput()).toBe(true);
  });
});

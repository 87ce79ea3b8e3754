// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { focusableAfter } from './focus-next.ts';

describe('focusableAfter', () => {
  it('finds the first focusable element after the editor, skipping its own controls', () => {
    document.body.innerHTML = `
      <button id="before">antes</button>
      <div id="editor"><button id="inside">B</button><div contenteditable="true"></div></div>
      <p>texto</p>
      <button id="disabled" disabled>x</button>
      <a id="link" href="/ajuda">Ajuda</a>
      <button id="last">Enviar</button>`;
    const editor = document.getElementById('editor');
    if (!editor) throw new Error('missing editor');
    expect(focusableAfter(editor, () => true)?.id).toBe('link');
  });

  it('skips elements that are not shown', () => {
    document.body.innerHTML = `<div id="editor"></div><button id="hidden">x</button><button id="shown">y</button>`;
    const editor = document.getElementById('editor');
    if (!editor) throw new Error('missing editor');
    expect(focusableAfter(editor, (candidate) => candidate.id !== 'hidden')?.id).toBe('shown');
  });

  it('answers undefined when nothing follows', () => {
    document.body.innerHTML = `<button>antes</button><div id="editor"></div>`;
    const editor = document.getElementById('editor');
    if (!editor) throw new Error('missing editor');
    expect(focusableAfter(editor, () => true)).toBeUndefined();
  });
});

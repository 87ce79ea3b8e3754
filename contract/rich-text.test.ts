import { describe, expect, it } from 'vitest';
import { formatCount, isBlankRichText, richTextProblem } from './rich-text.ts';

describe('isBlankRichText', () => {
  it.each([
    [''],
    ['<p><br></p>'],
    ['<p> &nbsp; </p><p>\u00a0</p>'],
    ['<ol><li data-list="bullet"></li></ol>'],
  ])('finds %j blank', (html) => {
    expect(isBlankRichText(html)).toBe(true);
  });

  it.each([
    ['<p>Olá</p>'],
    ['<p><img src="https://exemplo.com.br/a.png"></p>'],
    ['<iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'],
  ])('finds %j not blank', (html) => {
    expect(isBlankRichText(html)).toBe(false);
  });
});

describe('formatCount', () => {
  it('groups thousands the Brazilian way', () => {
    expect(formatCount(20000)).toBe('20.000');
  });
});

describe('richTextProblem', () => {
  it('gives the empty message for blank text and the limit for too long text', () => {
    expect(richTextProblem('<p><br></p>', 'Escreva algo.')).toBe('Escreva algo.');
    expect(richTextProblem(`<p>${'a'.repeat(19_993)}</p>`, 'x')).toBeUndefined();
    expect(richTextProblem(`<p>${'a'.repeat(19_994)}</p>`, 'x')).toBe(
      'O texto pode ter no máximo 20.000 caracteres, incluindo a formatação (agora tem 20.001).',
    );
  });
});

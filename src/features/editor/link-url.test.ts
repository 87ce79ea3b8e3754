import { describe, expect, it } from 'vitest';
import { BLANK_URL, sanitizeLinkUrl } from './link-url.ts';

describe('sanitizeLinkUrl', () => {
  it.each([
    ['https://exemplo.com.br/produtos?x=1', 'https://exemplo.com.br/produtos?x=1'],
    ['http://exemplo.com.br', 'http://exemplo.com.br/'],
    ['HTTPS://Exemplo.com.br/A', 'https://exemplo.com.br/A'],
    ['mailto:suporte@exemplo.com.br', 'mailto:suporte@exemplo.com.br'],
    ['tel:+5511999999999', 'tel:+5511999999999'],
    ['  https://exemplo.com.br  ', 'https://exemplo.com.br/'],
  ])('keeps %s', (input, expected) => {
    expect(sanitizeLinkUrl(input)).toBe(expected);
  });

  it.each([
    ['www.exemplo.com.br/ajuda', 'https://www.exemplo.com.br/ajuda'],
    ['exemplo.com.br', 'https://exemplo.com.br/'],
    ['exemplo.com.br:8080/x', 'https://exemplo.com.br:8080/x'],
    ['//exemplo.com.br/x', 'https://exemplo.com.br/x'],
    ['suporte@exemplo.com.br', 'mailto:suporte@exemplo.com.br'],
  ])('completes the scheme people leave out: %s', (input, expected) => {
    expect(sanitizeLinkUrl(input)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['sms:+5511999999999'],
    ['ftp://exemplo.com.br/a'],
    ['file:///etc/passwd'],
    ['/painel'],
    ['sobre nós'],
    [''],
  ])('blanks %j', (input) => {
    expect(sanitizeLinkUrl(input)).toBe(BLANK_URL);
  });
});

import { describe, expect, it } from 'vitest';
import { errorHeading, readablePath } from './error-page.ts';

describe('errorHeading', () => {
  it('names 404 Page Not Found and every other status Internal Server Error', () => {
    expect(errorHeading(404)).toBe('Page Not Found');
    expect(errorHeading(500)).toBe('Internal Server Error');
    expect(errorHeading(503)).toBe('Internal Server Error');
  });
});

describe('readablePath', () => {
  it('decodes escaped characters', () => {
    expect(readablePath('/promo%C3%A7%C3%B5es')).toBe('/promoções');
  });

  it('keeps characters that stand for URL syntax escaped', () => {
    expect(readablePath('/a%2Fb%3Fc')).toBe('/a%2Fb%3Fc');
  });

  it('shows a malformed escape as it is', () => {
    expect(readablePath('/100%')).toBe('/100%');
  });
});

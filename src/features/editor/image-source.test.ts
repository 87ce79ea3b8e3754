import { describe, expect, it } from 'vitest';
import { IMAGE_TYPES, isAllowedImageSource } from './image-source.ts';

describe('the image rule', () => {
  it('offers exactly png, gif, jpeg, bmp and x-icon in the picker', () => {
    expect(IMAGE_TYPES.join(', ')).toBe(
      'image/png, image/gif, image/jpeg, image/bmp, image/x-icon',
    );
  });

  it.each([
    ['https://cdn.exemplo.com.br/foto.jpg'],
    ['http://exemplo.com.br/a.png'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['data:image/gif;base64,R0lGODlh'],
    ['data:image/jpeg;base64,/9j/4AAQ'],
    ['data:image/bmp;base64,Qk0='],
    ['data:image/x-icon;base64,AAABAA=='],
  ])('accepts %s', (src) => {
    expect(isAllowedImageSource(src)).toBe(true);
  });

  it.each([
    ['data:image/svg+xml;base64,PHN2Zz4='],
    ['data:image/webp;base64,UklGR'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['data:image/png,<svg>'],
    ['javascript:alert(1)'],
    ['//:0'],
    ['foto.png'],
  ])('refuses %s', (src) => {
    expect(isAllowedImageSource(src)).toBe(false);
  });
});

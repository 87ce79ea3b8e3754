import { describe, expect, it } from 'vitest';
import { escapeXml, parsePhotoPath, productPhotoSvg } from './photos.ts';
import { nameOf } from './catalogue.ts';

describe('product photos', () => {
  it('draws every category and photo number under 3 KB', () => {
    for (const n of [1, 2, 3, 4, 5, 6, 99_995, 99_996, 99_997, 99_998, 99_999, 100_000]) {
      for (let photo = 1; photo <= 5; photo++) {
        const svg = productPhotoSvg(n, photo);
        expect(new TextEncoder().encode(svg).length).toBeLessThan(3 * 1024);
        expect(svg).toContain(`Foto ${photo} de 5`);
      }
    }
  });

  it('escapes text for XML', () => {
    expect(escapeXml(`<a href="x" title='y'>&`)).toBe(
      '&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;&amp;',
    );
  });

  it('shows the product name and contains no active content', () => {
    const svg = productPhotoSvg(2, 1);
    expect(svg).toContain(`>${nameOf(2)}</text>`);
    expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|href=/i);
  });

  it('differs per photo and repeats per call', () => {
    expect(productPhotoSvg(7, 1)).not.toBe(productPhotoSvg(7, 2));
    expect(productPhotoSvg(7, 1)).toBe(productPhotoSvg(7, 1));
  });

  it('reads a product and photo number from photo paths only', () => {
    expect(parsePhotoPath('/files/products/10/5.svg')).toEqual({ n: 10, photo: 5 });
    expect(parsePhotoPath('/files/products/10/6.svg')).toBeNull();
    expect(parsePhotoPath('/files/products/010/1.svg')).toBeNull();
    expect(parsePhotoPath('/files/products/10/1.svg?x')).toBeNull();
    expect(parsePhotoPath('/files/../products/10/1.svg')).toBeNull();
  });
});

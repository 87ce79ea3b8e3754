/**
 * Product photos: small SVGs drawn from the product number alone (category gradient, a
 * pictogram of the category, the product name, the photo number). Static markup only, no
 * scripts, every text escaped, so the images are safe to serve from any origin.
 */
import { PHOTOS_PER_PRODUCT, categoryOf, nameOf } from './catalogue.ts';
import type { Pictogram } from './vocabulary.ts';
import { PHOTO_HEADERS } from '../../api/http/handler.ts';
import type { ExtraRoute, HandlerSurface } from '../../api/http/handler.ts';

const PICTOGRAMS: Record<Pictogram, string> = {
  notebook:
    '<rect x="230" y="170" width="340" height="230" rx="16"/><path d="M160 450h480l-40 50H200z"/>',
  monitor:
    '<rect x="170" y="150" width="460" height="290" rx="18"/><path d="M400 440v70M300 520h200"/>',
  peripheral:
    '<rect x="140" y="300" width="390" height="180" rx="22"/><path d="M185 355h300M185 395h300M235 435h200"/><rect x="570" y="300" width="100" height="160" rx="50"/><path d="M620 300v55"/>',
  network:
    '<rect x="200" y="360" width="400" height="120" rx="24"/><path d="M280 360l-30-140M520 360l30-140M340 270q60-50 120 0M305 225q95-80 190 0"/><circle cx="270" cy="420" r="6"/><circle cx="320" cy="420" r="6"/>',
  storage:
    '<rect x="240" y="150" width="320" height="360" rx="24"/><circle cx="400" cy="300" r="95"/><circle cx="400" cy="300" r="14"/><path d="M400 300l110 130"/>',
  component:
    '<rect x="280" y="200" width="240" height="240" rx="18"/><rect x="345" y="265" width="110" height="110" rx="8"/><path d="M320 200v-50M400 200v-50M480 200v-50M320 440v50M400 440v50M480 440v50M280 240h-50M280 320h-50M280 400h-50M520 240h50M520 320h50M520 400h50"/>',
};

/** Gradient direction per photo, so the five photos of a product differ at a glance. */
const GRADIENTS = [
  'x1="0" y1="0" x2="1" y2="1"',
  'x1="1" y1="0" x2="0" y2="1"',
  'x1="0" y1="1" x2="1" y2="0"',
  'x1="0" y1="0" x2="0" y2="1"',
  'x1="1" y1="1" x2="0" y2="0"',
];

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}

/** The SVG of photo `photo` (1-based) of product `n`. */
export function productPhotoSvg(n: number, photo: number): string {
  const category = categoryOf(n);
  const name = escapeXml(nameOf(n));
  const [from, to] = category.colors;
  const tilt = (photo - 3) * 6;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${name}, foto ${photo}">` +
    `<defs><linearGradient id="g" ${GRADIENTS[(photo - 1) % GRADIENTS.length]}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="800" height="800" fill="url(#g)"/>` +
    `<g fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round" opacity=".92" transform="rotate(${tilt} 400 330)">` +
    `${PICTOGRAMS[category.pictogram]}</g>` +
    `<text x="400" y="640" fill="#fff" font-family="system-ui,sans-serif" font-size="36" font-weight="600" text-anchor="middle">${name}</text>` +
    `<text x="400" y="700" fill="#fff" fill-opacity=".8" font-family="system-ui,sans-serif" font-size="28" text-anchor="middle">Foto ${photo} de ${PHOTOS_PER_PRODUCT}</text>` +
    `</svg>`
  );
}

/**
 * The product and photo number a `/files/...` path names, or null when the path has not the
 * shape of a product photo (whether that product exists is the caller's question).
 */
export function parsePhotoPath(path: string): { n: number; photo: number } | null {
  const match = /^\/files\/products\/([1-9][0-9]{0,9})\/([1-9][0-9]?)\.svg$/.exec(path);
  if (!match) return null;
  const n = Number(match[1]);
  const photo = Number(match[2]);
  return photo > PHOTOS_PER_PRODUCT ? null : { n, photo };
}

/** Serves the drawn photos of the seed's products under `/files/products/`. */
export function seedPhotos(api: HandlerSurface): ExtraRoute {
  return async (request, pathname) => {
    if (!pathname.startsWith('/files/products/')) return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const photo = parsePhotoPath(pathname);
    const exists = photo !== null && (await api.data.products.byId(String(photo.n))) !== null;
    if (photo === null || !exists) {
      return new Response('Arquivo não encontrado.', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const svg = productPhotoSvg(photo.n, photo.photo);
    return new Response(request.method === 'HEAD' ? null : svg, {
      status: 200,
      headers: { 'Content-Type': 'image/svg+xml', ...PHOTO_HEADERS },
    });
  };
}

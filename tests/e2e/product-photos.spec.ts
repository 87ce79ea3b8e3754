/**
 * An editor's camera photo on the public product page: uploaded through the back office (a
 * 3000 × 2000 JPEG with its camera's EXIF and GPS), published, and shown as `<picture>` with
 * AVIF and WebP sources in the layout's sizes and a JPEG `<img>` with the photo's own width and
 * height, loaded first as the page's largest paint.
 */
import { expect, test } from './fixtures.ts';
import { publicHtml } from './backoffice-helpers.ts';
import { loginToBackoffice, openArea } from './staff-helpers.ts';
import { allow } from '../support/time-allowance.ts';
import { cameraJpeg } from '../support/camera-photo.ts';

/** A product no other spec reads. */
const PRODUCT = '38';
const ALT = 'Foto de câmera do produto 38, de frente';

test("an uploaded camera photo is the product page's <picture>, in AVIF and WebP", async ({
  page,
  request,
}) => {
  test.setTimeout(allow(120_000));
  const photo = await cameraJpeg({ width: 3000, height: 2000 });
  await loginToBackoffice(page, 'editor');
  await openArea(page, 'Produtos');
  await page.getByLabel('Buscar produtos').fill(PRODUCT);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('region', { name: 'Produtos' }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Editar produto' })).toBeVisible();

  // The camera photo becomes the only one: the drawings go.
  const photos = page.getByRole('group', { name: 'Fotos' });
  for (let i = 5; i >= 1; i -= 1) {
    await photos.getByRole('button', { name: `Remover foto ${i}` }).click();
  }
  await expect(photos.getByText('Nenhuma foto.')).toBeVisible();
  await photos
    .getByLabel('Adicionar fotos')
    .setInputFiles({ name: 'IMG_0038.JPG', mimeType: 'image/jpeg', buffer: photo });
  const alt = photos.getByLabel('Texto alternativo da foto 1');
  await expect(alt).toBeVisible({ timeout: allow(30_000) });
  await alt.fill(ALT);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Publicado' })).toBeVisible();
  await expect
    .poll(() => publicHtml(request, `/produtos/${PRODUCT}`), { timeout: allow(45_000) })
    .toContain(ALT);

  await page.goto(`/produtos/${PRODUCT}`);
  const img = page.getByRole('img', { name: ALT });
  await expect(img).toBeVisible();
  expect(await img.evaluate((element) => element.parentElement?.tagName)).toBe('PICTURE');
  await expect(img).toHaveAttribute('width', '1280');
  await expect(img).toHaveAttribute('height', '853');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('src', /\/files\/photos\/[\w-]{22}\.jpg$/);
  const sources = await img.evaluate((element) =>
    [...(element.parentElement?.querySelectorAll('source') ?? [])].map((source) => ({
      type: source.type,
      widths: source.srcset.split(', ').map((candidate) => candidate.split(' ')[1]),
      sizes: source.sizes,
    })),
  );
  expect(sources).toEqual([
    {
      type: 'image/avif',
      widths: ['320w', '720w', '960w', '1280w'],
      sizes: '(min-width: 56rem) 36rem, 92vw',
    },
    {
      type: 'image/webp',
      widths: ['320w', '720w', '960w', '1280w'],
      sizes: '(min-width: 56rem) 36rem, 92vw',
    },
  ]);
  // Chromium takes the AVIF, in a size for the photo's box, and it loads.
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(/\.avif$/);
  expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  );
});

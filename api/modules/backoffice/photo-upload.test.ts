/**
 * An editor's photo upload as the back office's server sends it: processed into the layouts'
 * sizes without the camera's metadata, kept in the database (or the photo bucket) and served
 * from content-hashed paths with a year's cache; the catalogue answers the variants.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_KEY_HEADER } from '../../../contract/http-headers.ts';
import { sharpPhotoProcessor } from '../../providers/photos/sharp-processor.ts';
import { s3PhotoBucket } from '../../providers/photos/s3-bucket.ts';
import { TEST_BACKOFFICE_KEY, gql, testHandler } from '../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../tests/support/api/api.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { cameraJpeg, flatPng, ifd0Tags } from '../../../tests/support/camera-photo.ts';
import { startS3Recorder } from '../../../tests/support/s3-recorder.ts';
import type { S3Recorder } from '../../../tests/support/s3-recorder.ts';

const processor = sharpPhotoProcessor();

interface Source {
  type: string;
  srcset: string;
}

const COVER = `query Cover($id: ID!) {
  getProduct(id: $id) { cover { url width height sources { type srcset } } }
}`;

/** Each candidate of the cover's sources: its format, URL and width. */
function variantsOf(sources: readonly Source[]) {
  return sources.flatMap((source) =>
    source.srcset.split(', ').map((candidate) => {
      const [url = '', width = ''] = candidate.split(' ');
      return { type: source.type, url, width };
    }),
  );
}

let camera: Buffer;

beforeAll(async () => {
  camera = await cameraJpeg({ width: 1500, height: 1000 });
});

function upload(handler: TestHandler, token: string, bytes: Buffer, type = 'image/jpeg') {
  return handler.fetch(
    new Request('http://mock.test/files/uploads', {
      method: 'POST',
      headers: {
        'Content-Type': type,
        Authorization: `Bearer ${token}`,
        [GATEWAY_KEY_HEADER]: TEST_BACKOFFICE_KEY,
      },
      body: new Uint8Array(bytes),
    }),
  );
}

/** Puts `url` as product 1's only photo, as a published edit would. */
async function showOnProduct(handler: TestHandler, url: string): Promise<void> {
  await handler.database.db
    .updateTable('products')
    .set({ photos: JSON.stringify([url]), photo_alts: JSON.stringify(['']) })
    .where('id', '=', 1)
    .execute();
}

async function coverOf(handler: TestHandler) {
  const result = await gql<{
    getProduct: { cover: { url: string; width: number; height: number; sources: Source[] } };
  }>(handler, COVER, { variables: { id: '1' } });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.getProduct.cover;
}

describe.each(ENGINES)('photo uploads kept in the database (%s)', (engine) => {
  let handler: TestHandler;
  let token: string;

  beforeAll(async () => {
    handler = await testHandler({ engine, photoProcessor: processor });
    token = await staffToken(handler);
  });

  it('keeps AVIF, WebP and JPEG of every width, none carrying the EXIF or GPS of the upload', async () => {
    const response = await upload(handler, token, camera);
    expect(response.status).toBe(201);
    const { url, width, height } = (await response.json()) as Record<string, unknown>;
    expect(url).toMatch(/^\/files\/photos\/[\w-]{22}\.jpg$/);
    expect([width, height]).toEqual([1280, 853]);

    await showOnProduct(handler, url as string);
    const cover = await coverOf(handler);
    expect(cover).toMatchObject({ url, width: 1280, height: 853 });
    const variants = variantsOf(cover.sources);
    expect(variants.map((v) => `${v.type} ${v.width}`)).toEqual([
      'image/avif 320w',
      'image/avif 720w',
      'image/avif 960w',
      'image/avif 1280w',
      'image/webp 320w',
      'image/webp 720w',
      'image/webp 960w',
      'image/webp 1280w',
      'image/jpeg 320w',
      'image/jpeg 720w',
      'image/jpeg 960w',
      'image/jpeg 1280w',
    ]);
    expect(variants.at(-1)?.url).toBe(url);
    for (const variant of variants) {
      expect(variant.url).toMatch(/^\/files\/photos\/[\w-]{22}\.(avif|webp|jpg)$/);
      const served = await handler.fetch(new Request(`http://mock.test${variant.url}`));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(variant.type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const read = await sharp(bytes).metadata();
      expect([`${read.width}w`, read.exif, read.icc]).toEqual([
        variant.width,
        undefined,
        undefined,
      ]);
      expect(bytes.toString('latin1')).not.toContain('Canon');
    }
  });

  it('answers the same upload again with the same photo, without processing it twice', async () => {
    const first = (await (await upload(handler, token, camera)).json()) as { url: string };
    const again = await upload(handler, token, camera);

    expect(again.status).toBe(201);
    expect(((await again.json()) as { url: string }).url).toBe(first.url);
    const count = await handler.database.db
      .selectFrom('photo_variants')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(12);
  });

  it('refuses a photo of too many pixels with a message in pt-BR', async () => {
    const response = await upload(handler, token, await flatPng(10_000, 6_000), 'image/png');

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'A foto é grande demais (10000 × 6000 pixels): envie uma de no máximo 50 megapixels.',
    });
  });

  it('refuses more than 15 MB', async () => {
    const response = await upload(handler, token, Buffer.alloc(15 * 1024 * 1024 + 1, 0xff));

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'A foto deve ter no máximo 15 MB.' });
  });
});

describe('photo uploads kept in the photo bucket', () => {
  const BUCKET = 'fotos-da-loja';
  const CDN = 'https://fotos.vertice.test';
  let recorder: S3Recorder;
  let handler: TestHandler;
  let token: string;

  beforeAll(async () => {
    recorder = await startS3Recorder(BUCKET);
    handler = await testHandler({
      photoProcessor: processor,
      photoBucket: s3PhotoBucket({
        bucket: BUCKET,
        publicUrl: `${CDN}/`,
        endpoint: recorder.endpoint,
        region: 'auto',
        credentials: { accessKeyId: 'teste', secretAccessKey: 'teste' },
      }),
    });
    token = await staffToken(handler);
  });

  afterAll(() => recorder.close());

  it('puts every variant in the bucket with a year-long immutable cache, and answers CDN URLs', async () => {
    const response = await upload(handler, token, camera);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };

    expect(recorder.requests).toHaveLength(12);
    for (const request of recorder.requests) {
      expect(request).toMatchObject({
        method: 'PUT',
        key: expect.stringMatching(/^photos\/[\w-]{22}\.(avif|webp|jpg)$/),
        cacheControl: 'public, max-age=31536000, immutable',
      });
    }
    expect(recorder.requests.map((request) => request.contentType).sort()).toEqual([
      ...Array<string>(4).fill('image/avif'),
      ...Array<string>(4).fill('image/jpeg'),
      ...Array<string>(4).fill('image/webp'),
    ]);
    const key = url.slice('/files/'.length);
    const stored = recorder.objects.get(key);
    expect(ifd0Tags((await sharp(stored?.body).metadata()).exif)).toEqual([]);

    await showOnProduct(handler, url);
    const cover = await coverOf(handler);
    expect(variantsOf(cover.sources).map((variant) => variant.url)).toEqual(
      recorder.requests.map((request) => `${CDN}/${request.key}`),
    );
    // Nothing of it is in the database's rows, and the form's reference leads to the CDN.
    const kept = await handler.database.db
      .selectFrom('photo_variants')
      .select(['in_bucket', 'bytes'])
      .execute();
    expect(kept.every((row) => row.in_bucket && row.bytes === null)).toBe(true);
    const served = await handler.fetch(new Request(`http://mock.test${url}`));
    expect([served.status, served.headers.get('location')]).toEqual([308, `${CDN}/${key}`]);
  });
});

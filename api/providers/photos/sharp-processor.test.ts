import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  GPS_INFO_TAG,
  cameraJpeg,
  flatPng,
  ifd0Tags,
} from '../../../tests/support/camera-photo.ts';
import { sharpPhotoProcessor, widthsFor } from './sharp-processor.ts';
import { PhotoRefusedError } from './processor.ts';

const processor = sharpPhotoProcessor();

async function refusal(work: Promise<unknown>): Promise<PhotoRefusedError> {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PhotoRefusedError)) throw new Error(`not refused: ${String(error)}`);
  return error;
}

describe('the sharp photo processor', () => {
  it('makes every layout width as AVIF, WebP and JPEG, without the EXIF and GPS of the camera', async () => {
    const photo = await cameraJpeg({ width: 1600, height: 1200 });
    const source = await sharp(photo).metadata();
    // The camera's EXIF is there to begin with, GPS included.
    expect(source.exif?.toString('latin1')).toContain('Canon');
    expect(ifd0Tags(source.exif)).toContain(GPS_INFO_TAG);

    const processed = await processor.process(new Uint8Array(photo));

    expect(processed).toMatchObject({ width: 1280, height: 960 });
    expect(processed.variants.map(({ format, width, height }) => [format, width, height])).toEqual([
      ['avif', 320, 240],
      ['avif', 720, 540],
      ['avif', 960, 720],
      ['avif', 1280, 960],
      ['webp', 320, 240],
      ['webp', 720, 540],
      ['webp', 960, 720],
      ['webp', 1280, 960],
      ['jpeg', 320, 240],
      ['jpeg', 720, 540],
      ['jpeg', 960, 720],
      ['jpeg', 1280, 960],
    ]);
    for (const variant of processed.variants) {
      const read = await sharp(variant.bytes).metadata();
      expect(read.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
      expect([read.width, read.height]).toEqual([variant.width, variant.height]);
      expect(read.exif).toBeUndefined();
      expect(read.xmp).toBeUndefined();
      expect(read.iptc).toBeUndefined();
      expect(read.icc).toBeUndefined();
      expect(Buffer.from(variant.bytes).toString('latin1')).not.toContain('Canon');
    }
  });

  it('turns the photo upright as its EXIF orientation says, then drops the orientation', async () => {
    // Stored 1200 × 800 with orientation 6: shown 800 wide and 1200 tall.
    const photo = await cameraJpeg({ width: 1200, height: 800, orientation: 6 });

    const processed = await processor.process(new Uint8Array(photo));

    expect(processed).toMatchObject({ width: 800, height: 1200 });
    expect(processed.variants.filter((v) => v.format === 'jpeg').map((v) => v.width)).toEqual([
      320, 720, 800,
    ]);
    const largest = processed.variants.at(-1);
    const read = await sharp(largest?.bytes).metadata();
    expect([read.width, read.height, read.orientation]).toEqual([800, 1200, undefined]);
  });

  it('never enlarges a small photo: one size, its own', async () => {
    const photo = await cameraJpeg({ width: 200, height: 150 });

    const processed = await processor.process(new Uint8Array(photo));

    expect(processed.variants.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'avif 200',
      'webp 200',
      'jpeg 200',
    ]);
    expect(widthsFor(700, [320, 720, 960, 1280])).toEqual([320, 700]);
    expect(widthsFor(1280, [320, 720, 960, 1280])).toEqual([320, 720, 960, 1280]);
  });

  it('refuses a decompression bomb (a small file of too many pixels) with a message in pt-BR', async () => {
    const bomb = await flatPng(9000, 6000);
    expect(bomb.length).toBeLessThan(1024 * 1024);

    const error = await refusal(processor.process(new Uint8Array(bomb)));

    expect(error.status).toBe(413);
    expect(error.message).toBe(
      'A foto é grande demais (9000 × 6000 pixels): envie uma de no máximo 50 megapixels.',
    );
  });

  it('refuses bytes that are no photo', async () => {
    const error = await refusal(processor.process(new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2])));

    expect([error.status, error.message]).toEqual([
      415,
      'O arquivo não é uma foto PNG, JPEG ou WebP válida.',
    ]);
  });

  it('processes one photo at a time and turns away a rush past the ones that may wait', async () => {
    const busy = sharpPhotoProcessor({ waiting: 1 });
    const photo = new Uint8Array(await cameraJpeg({ width: 640, height: 480 }));

    const outcomes = await Promise.allSettled([
      busy.process(photo),
      busy.process(photo),
      busy.process(photo),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const turnedAway = outcomes[2];
    expect(turnedAway?.status === 'rejected' && turnedAway.reason).toMatchObject({
      status: 503,
      message: 'Muitas fotos sendo processadas agora: tente de novo em instantes.',
    });
  });
});

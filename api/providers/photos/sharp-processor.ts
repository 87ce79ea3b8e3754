/**
 * The Node server's photo processor, on sharp (libvips). Node only: `api/server.ts` injects it.
 *
 * One decode per upload: the photo is read once with its pixels bounded (`limitInputPixels`,
 * checked first against the header so the editor is told the size), turned upright by its EXIF
 * orientation, converted to sRGB and shrunk to the largest width needed; every variant is then
 * encoded from those pixels. Nothing of the input's metadata reaches an output: sharp writes
 * none unless asked (`keepMetadata`/`withMetadata`, never called here), so EXIF, GPS, XMP, IPTC
 * and the ICC profile are all dropped.
 *
 * Bounded: one photo at a time per process (a few more wait, the rest are told to try again),
 * each on one libvips thread, so an upload rush leaves the other core and the thread pool that
 * hashes passwords to the API.
 */
import sharp from 'sharp';
import type { Metadata, OutputInfo, Sharp } from 'sharp';
import {
  MAX_PHOTO_PIXELS,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  PhotoRefusedError,
  tooManyPixels,
} from './processor.ts';
import type { PhotoFormat, PhotoProcessor, PhotoVariant, ProcessedPhoto } from './processor.ts';
import { QueueFullError, workQueue } from './work-queue.ts';

export interface SharpProcessorOptions {
  /** Photos processed at once in this process. */
  readonly running?: number;
  /** Photos that may wait their turn; past that an upload is answered 503. */
  readonly waiting?: number;
  /** Threads libvips uses for one photo. */
  readonly threads?: number;
  /** Widths to make (the layouts', by default). */
  readonly widths?: readonly number[];
  /** The most pixels a photo may have. */
  readonly maxPixels?: number;
}

/** Quality per format: about the same look at each, AVIF the smallest. */
const ENCODE: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 3: a quarter smaller than 2 for about the same time; 4 takes three times as long.
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 75, effort: 3 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }),
};

const NOT_A_PHOTO = 'O arquivo não é uma foto PNG, JPEG ou WebP válida.';
const BUSY = 'Muitas fotos sendo processadas agora: tente de novo em instantes.';

/**
 * The widths a photo `width` wide is made in: those of `widths` it covers, and its own width in
 * place of the larger ones (never enlarged).
 */
export function widthsFor(width: number, widths: readonly number[]): number[] {
  const fitting = widths.filter((candidate) => candidate <= width);
  const larger = widths.some((candidate) => candidate > width);
  return larger && !fitting.includes(width) ? [...fitting, width] : fitting;
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

export function sharpPhotoProcessor(options: SharpProcessorOptions = {}): PhotoProcessor {
  const widths = options.widths ?? PHOTO_WIDTHS;
  const maxPixels = options.maxPixels ?? MAX_PHOTO_PIXELS;
  const threads = options.threads ?? 1;
  const queue = workQueue({ running: options.running ?? 1, waiting: options.waiting ?? 4 });
  // Nothing kept between photos: each upload is new, and memory goes back at once.
  sharp.cache(false);
  sharp.concurrency(threads);

  async function process(bytes: Uint8Array<ArrayBuffer>): Promise<ProcessedPhoto> {
    const input = { limitInputPixels: maxPixels, failOn: 'error' as const };
    let header: Metadata;
    try {
      // The header only (no pixel is decoded), read unbounded to tell the editor the size.
      header = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
    } catch {
      throw new PhotoRefusedError(NOT_A_PHOTO, 415);
    }
    const sourceWidth = header.width;
    const sourceHeight = header.height;
    if (sourceWidth * sourceHeight > maxPixels) throw tooManyPixels(sourceWidth, sourceHeight);
    // Upright sizes: orientations 5 to 8 turn the photo a quarter.
    const turned = (header.orientation ?? 1) >= 5;
    const uprightWidth = turned ? sourceHeight : sourceWidth;
    const made = widthsFor(uprightWidth, widths);
    const largest = Math.max(...made);
    let base: { data: Buffer; info: OutputInfo };
    try {
      base = await sharp(bytes, input)
        .rotate()
        .resize({ width: largest, withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (isPixelLimit(error)) throw tooManyPixels(sourceWidth, sourceHeight);
      throw new PhotoRefusedError(NOT_A_PHOTO, 415);
    }
    const raw = {
      width: base.info.width,
      height: base.info.height,
      channels: base.info.channels,
    };
    const variants: PhotoVariant[] = [];
    for (const format of PHOTO_FORMATS) {
      for (const width of made) {
        const resized = sharp(base.data, { raw }).resize({ width, withoutEnlargement: true });
        const { data, info } = await ENCODE[format](resized).toBuffer({ resolveWithObject: true });
        variants.push({
          format,
          width: info.width,
          height: info.height,
          bytes: new Uint8Array(data),
        });
      }
    }
    return { width: raw.width, height: raw.height, variants };
  }

  return {
    async process(bytes) {
      try {
        return await queue.run(() => process(bytes));
      } catch (error) {
        if (error instanceof QueueFullError) throw new PhotoRefusedError(BUSY, 503);
        throw error;
      }
    },
  };
}

/**
 * What the API asks of a photo an editor uploads, whichever runtime does the work: the sizes
 * the public pages' layouts show (PHOTO_WIDTHS, never wider than the photo itself), each as
 * AVIF, WebP and a JPEG fallback, turned upright as the camera said and with no metadata left
 * (EXIF, the GPS position, comments; colours converted to sRGB). The Node server processes with
 * sharp (`sharp-processor.ts`); the browser demo, which has no back office to upload from,
 * refuses (`unavailablePhotoProcessor`).
 */

/** The encodings of every size, best first: the order of a `<picture>`'s sources. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Readonly<Record<PhotoFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export const PHOTO_EXTENSIONS: Readonly<Record<PhotoFormat, string>> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};

/**
 * The widths made of each photo, for the layouts in CSS pixels at a screen's density: a
 * thumbnail of the gallery or the cart (at most ~115 px, 1x to 2x: 320); a phone's card or
 * product photo (92vw: 359 px of a 390 px phone at 2x, 379 px of Lighthouse's 412 px phone at
 * 1.75x: 720); the same at 2.6x to 3x and the product page's main photo beside the buying form
 * (36rem at 1x to 2x: 960 and 1280). A 640 step would leave 2x phones loading the 960.
 */
export const PHOTO_WIDTHS: readonly number[] = [320, 720, 960, 1280];

/** The most bytes an upload may have: a camera's JPEG at full resolution fits. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/**
 * The most pixels a photo may have (a 48-megapixel phone's 8064 × 6048 fits): decoded, a photo
 * takes 3 to 4 bytes a pixel, so this bounds what one upload can make the API hold, whatever its
 * file's size (a "decompression bomb" is a small file of a huge image).
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

export interface PhotoVariant {
  readonly format: PhotoFormat;
  readonly width: number;
  readonly height: number;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

export interface ProcessedPhoto {
  /** The largest size made, upright. */
  readonly width: number;
  readonly height: number;
  /** Every size in every format, by format (PHOTO_FORMATS order), then by width, smallest first. */
  readonly variants: readonly PhotoVariant[];
}

/** A photo the processor will not take, with the pt-BR message for the editor and its status. */
export class PhotoRefusedError extends Error {
  /** 413 too large, 415 not a photo, 503 busy. */
  readonly status: 413 | 415 | 503;

  constructor(message: string, status: 413 | 415 | 503) {
    super(message);
    this.name = 'PhotoRefusedError';
    this.status = status;
  }
}

const megapixels = (pixels: number) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(pixels / 1_000_000);

/** The refusal of a photo of `width` × `height` pixels (unknown: 0) over MAX_PHOTO_PIXELS. */
export function tooManyPixels(width: number, height: number): PhotoRefusedError {
  const size = width > 0 && height > 0 ? ` (${width} × ${height} pixels)` : '';
  return new PhotoRefusedError(
    `A foto é grande demais${size}: envie uma de no máximo ${megapixels(MAX_PHOTO_PIXELS)} megapixels.`,
    413,
  );
}

export interface PhotoProcessor {
  /**
   * The variants of the photo in `bytes` (PNG, JPEG or WebP, at most MAX_PHOTO_BYTES); throws
   * PhotoRefusedError for a photo it will not take.
   */
  process(bytes: Uint8Array<ArrayBuffer>): Promise<ProcessedPhoto>;
}

/** The browser demo's: no photo is processed there (it has no back office to upload from). */
export const unavailablePhotoProcessor: PhotoProcessor = {
  process: () =>
    Promise.reject(
      new PhotoRefusedError('O envio de fotos não está disponível nesta demonstração.', 503),
    ),
};

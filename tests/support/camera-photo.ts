/**
 * Photo-like JPEGs for the tests and the benchmark, made with sharp: coloured blotches and film
 * grain (what makes a camera's JPEG weigh megabytes), saved at a camera's quality with the EXIF
 * a phone writes: make and model, an orientation, and the GPS position where it was taken.
 */
import sharp from 'sharp';

export interface CameraPhotoOptions {
  readonly width: number;
  readonly height: number;
  /** EXIF orientation: 1 upright, 6 "turn a quarter clockwise to show" (a phone held upright). */
  readonly orientation?: number;
  /** JPEG quality (cameras write 90 to 95). */
  readonly quality?: number;
}

/** Where the photo says it was taken: São Paulo, as a phone writes it. */
export const GPS = {
  GPSLatitudeRef: 'S',
  GPSLatitude: '23/1 33/1 1234/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '46/1 38/1 1056/100',
};

export async function cameraJpeg(options: CameraPhotoOptions): Promise<Buffer> {
  const { width, height } = options;
  const blotches = await sharp({
    create: {
      width: Math.max(1, Math.round(width / 16)),
      height: Math.max(1, Math.round(height / 16)),
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(blotches)
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: options.quality ?? 92 })
    .withExif({ IFD0: { Make: 'Canon', Model: 'EOS 90D' }, IFD3: GPS })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .toBuffer();
}

/** EXIF's tag of the GPS directory in IFD0 (GPSInfo). */
export const GPS_INFO_TAG = 0x8825;

/**
 * The tags of an EXIF block's first directory (IFD0), as sharp's `metadata().exif` gives it
 * (`Exif\0\0` and a TIFF structure); [] without one.
 */
export function ifd0Tags(exif: Buffer | undefined): number[] {
  if (!exif || exif.toString('latin1', 0, 4) !== 'Exif') return [];
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, i) => u16(ifd0 + 2 + i * 12));
}

/**
 * A PNG of `width` × `height` pixels of one colour: a few kilobytes that decode to hundreds of
 * megabytes (a decompression bomb, when large).
 */
export function flatPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

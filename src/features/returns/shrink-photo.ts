/**
 * A photo the customer chose, made small enough to send (`MAX_PHOTO_BYTES`): redrawn as a JPEG
 * at most 1600 px on its longest side, smaller and with less quality until it fits. Redrawing
 * keeps only the pixels: the camera's metadata (EXIF, a phone's position) stays behind.
 */

export const MAX_PHOTO_BYTES = 160 * 1024;

/** Longest sides and JPEG qualities, tried in order until a photo fits. */
export const SHRINK_STEPS: readonly { readonly side: number; readonly quality: number }[] = [
  { side: 1600, quality: 0.85 },
  { side: 1600, quality: 0.7 },
  { side: 1280, quality: 0.7 },
  { side: 1024, quality: 0.7 },
  { side: 800, quality: 0.6 },
  { side: 640, quality: 0.5 },
];

/** The photo's size scaled so its longest side is at most `side` (never enlarged). */
export function scaledSize(
  width: number,
  height: number,
  side: number,
): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export class PhotoNotReadable extends Error {}

function blobOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(text);
}

/** The photo as base64 JPEG bytes within MAX_PHOTO_BYTES; PhotoNotReadable if it is no image. */
export async function shrinkPhoto(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoNotReadable('not an image');
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoNotReadable('no canvas');
  for (const step of SHRINK_STEPS) {
    const size = scaledSize(bitmap.width, bitmap.height, step.side);
    canvas.width = size.width;
    canvas.height = size.height;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await blobOf(canvas, step.quality);
    if (blob && blob.size <= MAX_PHOTO_BYTES) return base64Of(blob);
  }
  throw new PhotoNotReadable('too large');
}

/**
 * The editor's image rule (spec section 9: the picker accepts png, gif, jpeg, bmp and x-icon):
 * the picker's file types, and which `src` an image may keep when it is inserted or pasted.
 */

/** The image types the picker offers and the uploader accepts (also for dropped files). */
export const IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
];

const DATA_URL = /^data:(image\/[\w.+-]+);base64,[a-z\d+/]+={0,2}$/i;

/** Whether an image source is an http(s) URL or a base64 data URL of an accepted type. */
export function isAllowedImageSource(src: string): boolean {
  const data = DATA_URL.exec(src);
  if (data) return IMAGE_TYPES.includes((data[1] ?? '').toLowerCase());
  try {
    const { protocol } = new URL(src);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

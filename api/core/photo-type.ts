/** The photo formats the API takes (png, jpeg, webp), told by the bytes themselves. */

export type PhotoType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The type the bytes really are (by their signature), or null. */
export function sniffPhoto(bytes: Uint8Array): PhotoType | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Photo uploads from the back office's server (with its gateway key): `POST /files/uploads` with
 * a staff bearer token whose role keeps the catalogue, the image bytes as the body and their
 * type as Content-Type (png, jpeg or webp, checked against the bytes themselves), at most
 * MAX_PHOTO_BYTES. The upload itself is never kept: the photo processor makes its variants (the
 * layouts' sizes as AVIF, WebP and JPEG, upright and without metadata), each kept under the hash
 * of its bytes, in the database or in the photo bucket. The answer names the photo by its largest
 * JPEG (`/files/photos/{hash}.jpg`), which is what the product form sends back; the same upload
 * twice is the same photo, processed once.
 */
import type { DataAccess } from '../../core/data-access.ts';
import { readLimited } from '../../http/limited-body.ts';
import { bearerToken } from '../account/sessions.ts';
import { may } from '../staff/roles.ts';
import { sniffPhoto } from '../../core/photo-type.ts';
import {
  MAX_PHOTO_BYTES,
  PHOTO_CONTENT_TYPES,
  PHOTO_EXTENSIONS,
  PhotoRefusedError,
} from '../../providers/photos/processor.ts';
import type { PhotoProcessor, PhotoVariant } from '../../providers/photos/processor.ts';
import type { PhotoBucket } from '../../providers/photos/bucket.ts';

export { MAX_PHOTO_BYTES };
export const UPLOAD_PATH = '/files/uploads';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export interface PhotoServices {
  readonly processor: PhotoProcessor;
  /** Where the variants go; null: into the database. */
  readonly bucket: PhotoBucket | null;
}

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

const hex = (digest: Uint8Array) =>
  Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A variant's path: its bytes' hash (128 bits, base64url) and its format's extension. */
async function variantPath(variant: PhotoVariant): Promise<string> {
  const digest = (await sha256(variant.bytes)).subarray(0, 16);
  const base64 = btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `photos/${base64}.${PHOTO_EXTENSIONS[variant.format]}`;
}

export async function uploadPhoto(
  request: Request,
  data: DataAccess,
  photos: PhotoServices,
  now: number,
  throughBackoffice: boolean,
): Promise<Response> {
  // Only the back office's server may upload: straight to the public API, refused before the
  // session is even looked at.
  if (!throughBackoffice) return json({ error: 'Acesso negado.', code: 'FORBIDDEN' }, 403);
  const member = await data.staff.ofSession(bearerToken(request.headers.get('authorization')), now);
  if (!member) return json({ error: 'Sessão da equipe encerrada: entre de novo.' }, 401);
  if (!may(member, 'CATALOGUE')) return json({ error: 'Acesso negado.' }, 403);
  const declaredType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!TYPES.includes(declaredType)) {
    return json({ error: 'Envie uma foto PNG, JPEG ou WebP.' }, 415);
  }
  const bytes = await readLimited(request, MAX_PHOTO_BYTES);
  if (bytes === null) {
    return json({ error: `A foto deve ter no máximo ${MAX_PHOTO_BYTES / 1024 / 1024} MB.` }, 413);
  }
  const type = sniffPhoto(bytes);
  if (type === null || type !== declaredType) {
    return json({ error: 'O arquivo não é uma foto PNG, JPEG ou WebP válida.' }, 415);
  }
  const source = hex(await sha256(bytes));
  const known = await data.photos.pathOfSource(source);
  if (known !== null) return json({ url: `/files/${known}` }, 201);

  let processed;
  try {
    processed = await photos.processor.process(bytes);
  } catch (error) {
    if (!(error instanceof PhotoRefusedError)) throw error;
    const retry: Record<string, string> = error.status === 503 ? { 'Retry-After': '10' } : {};
    return json({ error: error.message }, error.status, retry);
  }
  const variants = await Promise.all(
    processed.variants.map(async (variant) => ({ variant, path: await variantPath(variant) })),
  );
  const { bucket } = photos;
  if (bucket) {
    for (const { variant, path } of variants) {
      await bucket.put(path, variant.bytes, PHOTO_CONTENT_TYPES[variant.format]);
    }
  }
  const largestJpeg = variants.findLast(({ variant }) => variant.format === 'jpeg');
  if (!largestJpeg) throw new Error('The photo processor made no JPEG.');
  await data.photos.save(
    {
      path: largestJpeg.path,
      sourceSha256: source,
      width: processed.width,
      height: processed.height,
      staffId: member.id,
      variants: variants.map(({ variant, path }) => ({
        path,
        format: variant.format,
        width: variant.width,
        height: variant.height,
        size: variant.bytes.length,
        inBucket: bucket !== null,
        bytes: bucket === null ? variant.bytes : null,
      })),
    },
    now,
  );
  return json(
    { url: `/files/${largestJpeg.path}`, width: processed.width, height: processed.height },
    201,
  );
}

/** `uploads/{sha256}.{ext}` of a request path (a photo uploaded before variants), or null. */
export function uploadedPath(pathname: string): string | null {
  const match = /^\/files\/(uploads\/[0-9a-f]{64}\.(png|jpg|webp))$/.exec(pathname);
  return match?.[1] ?? null;
}

/** `photos/{hash}.{ext}` of a request path (a photo variant), or null. */
export function variantPathOf(pathname: string): string | null {
  const match = /^\/files\/(photos\/[\w-]{22}\.(avif|webp|jpg))$/.exec(pathname);
  return match?.[1] ?? null;
}

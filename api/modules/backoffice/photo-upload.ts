/**
 * Photo uploads from the back office's server (with its gateway key): `POST /files/uploads` with
 * a staff bearer token whose role keeps the catalogue, the image bytes as the body and their
 * type as Content-Type (png, jpeg or webp, checked against the bytes themselves), at most
 * MAX_PHOTO_BYTES. The photo is stored under the SHA-256 of its bytes and served like the
 * catalogue's photos under /files/.
 */
import type { DataAccess } from '../../core/data-access.ts';
import { readLimited } from '../../http/limited-body.ts';
import { bearerToken } from '../account/sessions.ts';
import { may } from '../staff/roles.ts';
import { sniffPhoto } from '../../core/photo-type.ts';
import type { PhotoType } from '../../core/photo-type.ts';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const UPLOAD_PATH = '/files/uploads';

const TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;

const EXTENSION_TYPES: Readonly<Record<string, PhotoType>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export async function uploadPhoto(
  request: Request,
  data: DataAccess,
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
  if (!(declaredType in TYPES)) {
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
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const path = `uploads/${hex}.${TYPES[type]}`;
  await data.files.put(path, { contentType: type, bytes }, member.id, now);
  return json({ url: `/files/${path}` }, 201);
}

/** `uploads/{sha256}.{ext}` of a request path, or null. */
export function uploadedPath(pathname: string): string | null {
  const match = /^\/files\/(uploads\/[0-9a-f]{64}\.(png|jpg|webp))$/.exec(pathname);
  return match?.[1] && match[2] && EXTENSION_TYPES[match[2]] ? match[1] : null;
}

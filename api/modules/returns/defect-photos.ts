/**
 * A customer's photos of a defect: the painel shrinks each in the browser (which also drops its
 * EXIF, a phone's position included) and sends it as base64 with `uploadAfterSalePhoto`, one at
 * a time within the API's body bound; the request names up to MAX_PHOTOS of them when it is
 * sent. A customer keeps at most MAX_PENDING photos not yet sent, for a day.
 */
import type { ApiContext } from '../../core/context.ts';
import { badUserInput } from '../../core/errors.ts';
import { sniffPhoto } from '../../core/photo-type.ts';
import type { DataAccess } from '../../core/data-access.ts';

export const MAX_PHOTOS = 3;
/** A photo's bytes at most: its base64 stays within the API's request body bound. */
export const MAX_PHOTO_BYTES = 160 * 1024;
const MAX_PENDING = 10;
const PENDING_MS = 24 * 60 * 60 * 1000;

function decode(base64: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  try {
    return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Keeps a photo the customer will send with a request; answers its id. */
export async function uploadPhoto(
  ctx: Pick<ApiContext, 'data' | 'now' | 'requireCustomer'>,
  base64: string,
): Promise<string> {
  const customer = await ctx.requireCustomer();
  const bytes = decode(base64);
  const type = bytes === null ? null : sniffPhoto(bytes);
  if (bytes === null || type === null) {
    throw badUserInput([{ field: 'data', message: 'Envie uma foto JPEG, PNG ou WebP.' }]);
  }
  if (bytes.length > MAX_PHOTO_BYTES) {
    throw badUserInput([
      { field: 'data', message: `A foto deve ter no máximo ${MAX_PHOTO_BYTES / 1024} KB.` },
    ]);
  }
  await ctx.data.afterSalePhotos.dropPending(customer.id, ctx.now - PENDING_MS);
  if (
    (await ctx.data.afterSalePhotos.pendingCount(customer.id, ctx.now - PENDING_MS)) >= MAX_PENDING
  ) {
    throw badUserInput([
      {
        field: 'data',
        message:
          'Você já enviou muitas fotos sem concluir a solicitação: envie a solicitação ou tente amanhã.',
      },
    ]);
  }
  return ctx.data.afterSalePhotos.add(customer.id, type, bytes, ctx.now);
}

/** Attaches the photos `ids` to the request just made in `tx`, or refuses them all. */
export async function attachPhotos(
  tx: DataAccess,
  ids: readonly string[],
  customerId: string,
  afterSaleId: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_PHOTOS) {
    throw badUserInput([{ field: 'photoIds', message: `Envie no máximo ${MAX_PHOTOS} fotos.` }]);
  }
  if ((await tx.afterSalePhotos.attach(unique, customerId, afterSaleId)) !== unique.length) {
    throw badUserInput([
      { field: 'photoIds', message: 'Uma das fotos não foi encontrada: envie as fotos de novo.' },
    ]);
  }
}

/** A request's photos as `data:` URLs, for its customer and support. */
export async function photoUrls(data: DataAccess, afterSaleId: string): Promise<string[]> {
  const photos = await data.afterSalePhotos.of(afterSaleId);
  return photos.map((photo) => `data:${photo.contentType};base64,${base64Of(photo.bytes)}`);
}

/** Base64 without Node's Buffer (the in-browser demo runs this API too), in chunks. */
function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(text);
}

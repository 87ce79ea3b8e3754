import { api } from '~/lib/api/api';
import {
  CancelMyRequestDocument,
  MyAfterSaleDocument,
  OpenAfterSaleDocument,
  UploadAfterSalePhotoDocument,
} from '~/lib/graphql/generated/graphql';
import type { AfterSaleInput, MyAfterSaleQuery } from '~/lib/graphql/generated/graphql';

export type AfterSaleDetail = NonNullable<MyAfterSaleQuery['afterSale']>;
export interface Protocol {
  readonly id: string;
  readonly number: string;
}

/** Cancels the customer's pedido; answers the cancellation's protocol. */
export async function cancelRequest(requestId: string): Promise<Protocol> {
  const { cancelMyRequest } = await api.request(
    CancelMyRequestDocument,
    { requestId },
    { auth: true },
  );
  return cancelMyRequest;
}

/** Opens a withdrawal, return or exchange; answers its protocol. */
export async function openAfterSale(input: AfterSaleInput): Promise<Protocol> {
  const { openAfterSale: opened } = await api.request(
    OpenAfterSaleDocument,
    { input },
    { auth: true },
  );
  return opened;
}

/** The customer's request `id`; null when it is not theirs or does not exist. */
export async function fetchAfterSale(
  id: string,
  signal: AbortSignal,
): Promise<AfterSaleDetail | null> {
  const { afterSale } = await api.request(MyAfterSaleDocument, { id }, { auth: true, signal });
  return afterSale ?? null;
}

/** Keeps a shrunk photo (base64) for the request about to be sent; answers its id. */
export async function uploadPhoto(data: string): Promise<string> {
  const { uploadAfterSalePhoto } = await api.request(
    UploadAfterSalePhotoDocument,
    { data },
    { auth: true },
  );
  return uploadAfterSalePhoto;
}

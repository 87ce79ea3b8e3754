/** `Avise-me quando chegar`'s two API calls: asking for a notice, cancelling one by its link. */
import { api } from '~/lib/api/api';
import {
  CancelStockAlertDocument,
  RequestStockAlertDocument,
} from '~/lib/graphql/generated/graphql';
import type { CancelStockAlertMutation } from '~/lib/graphql/generated/graphql';

export type CancelledStockAlert = CancelStockAlertMutation['cancelStockAlert'];

/**
 * Asks for one notice to `email` when product `productId` is back; answers the e-mail kept.
 * `headers` carry the captcha's token when the captcha is on.
 */
export async function requestStockAlert(
  productId: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const { requestStockAlert: receipt } = await api.request(
    RequestStockAlertDocument,
    { productId, email },
    { headers },
  );
  return receipt.email;
}

export async function cancelStockAlert(token: string): Promise<CancelledStockAlert> {
  const { cancelStockAlert: cancelled } = await api.request(CancelStockAlertDocument, { token });
  return cancelled;
}

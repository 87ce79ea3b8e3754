/** The payment methods' names in pt-BR, as the checkout offers them and the e-mails say them. */
import type { PaymentMethod } from './request-store.ts';

export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  PIX: 'Pix',
  CREDIT_CARD: 'Cartão de crédito',
  BOLETO: 'Boleto',
};

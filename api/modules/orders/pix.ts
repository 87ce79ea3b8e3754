/**
 * Pix payment instructions: the BR Code ("Pix copia e cola", EMV QRCPS with its CRC16) made by
 * `@brazilian-utils/brazilian-utils` and its QR code as a PNG data URL made by `qrcode`, the
 * pair real gateways answer as `qr_code` and `qr_code_base64`.
 */
import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import QRCode from 'qrcode';

export interface PixMerchant {
  readonly key: string;
  readonly name: string;
  readonly city: string;
}

/** The BR Code's transaction id: the order number without its hyphens (only [A-Za-z0-9] fits). */
export function pixTxid(orderNumber: string): string {
  return orderNumber.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
}

/** The BR Code asking `amount` reais for the order; throws when the merchant settings are unusable. */
export function pixPayload(merchant: PixMerchant, orderNumber: string, amount: number): string {
  const payload = generatePixPayload({
    key: merchant.key,
    merchantName: merchant.name,
    merchantCity: merchant.city,
    amount: Math.round(amount * 100) / 100,
    txid: pixTxid(orderNumber),
  });
  if (payload === null) {
    throw new Error(
      'Pix BR Code not generated: check PIX_KEY, PIX_MERCHANT_NAME and PIX_MERCHANT_CITY',
    );
  }
  return payload;
}

/** The BR Code as a QR code image, `data:image/png;base64,...`. */
export function pixQrCodeDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

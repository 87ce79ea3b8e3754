/**
 * Pix payment instructions: the dynamic BR Code ("Pix copia e cola", EMV QRCPS with its CRC16)
 * made by `@brazilian-utils/brazilian-utils` and its QR code as a PNG data URL made by `qrcode`,
 * the pair real gateways answer as `qr_code` and `qr_code_base64`.
 */
import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import QRCode from 'qrcode';

/** Who receives a Pix, as its BR Code names them. */
export interface PixMerchant {
  readonly name: string;
  readonly city: string;
}

/** The BR Code's transaction id: the order number without its hyphens (only [A-Za-z0-9] fits). */
export function pixTxid(orderNumber: string): string {
  return orderNumber.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
}

/**
 * A dynamic BR Code, as a PSP makes one for a charge: it carries no key nor amount, only the
 * location (`host/path`, no scheme) where the payer's bank reads the charge, and the receiver.
 * Throws when the merchant's name or city cannot be carried.
 */
export function dynamicPixPayload(merchant: PixMerchant, location: string): string {
  const payload = generatePixPayload({
    url: location,
    merchantName: merchant.name,
    merchantCity: merchant.city,
  });
  if (payload === null) {
    throw new Error('Pix BR Code not generated: check PIX_MERCHANT_NAME and PIX_MERCHANT_CITY');
  }
  return payload;
}

/** The BR Code as a QR code image, `data:image/png;base64,...`. */
export function pixQrCodeDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

/**
 * Payment instructions, as the payment provider (the embedded stand-in) made them for the
 * pedido's charge, checked with implementations of their own: a small BR Code (EMV TLV) reader
 * with CRC16-CCITT written here, and the linha digitável's check digits recomputed here and by
 * @brazilian-utils' validator.
 */
import { getBoletoInfo } from '@brazilian-utils/brazilian-utils/get-boleto-info';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import { describe, expect, it } from 'vitest';
import { PIX_LOCATION_HOST } from '../../../mocks/gateway/charges.ts';
import { DEFAULT_ORDER_SETTINGS } from './order-settings.ts';
import { line, orderInput, placeOrder } from '../../../tests/support/api/orders.ts';
import { gql, login, testHandler } from '../../../tests/support/api/api.ts';

/** 2026-11-23 12:00 in São Paulo. */
const NOW = Date.UTC(2026, 10, 23, 15);

const PAYMENT = `query($id: ID!) {
  request(id: $id) {
    total discount
    pix { qrCode qrCodeBase64 amount txid }
    boleto { digitableLine barcode amount dueDate }
    payLink { url label }
  }
}`;

interface Payment {
  total: number;
  discount: number;
  pix: { qrCode: string; qrCodeBase64: string; amount: number; txid: string } | null;
  boleto: { digitableLine: string; barcode: string; amount: number; dueDate: number } | null;
  payLink: { url: string; label: string } | null;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as the BR Code's field 63 uses. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** EMV TLV: two-digit id, two-digit length, value. */
function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const weight = (digits.length - i) % 2 === 1 ? 2 : 1;
    const product = Number(digits[i]) * weight;
    sum += Math.floor(product / 10) + (product % 10);
  }
  return (10 - (sum % 10)) % 10;
}

function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit >= 10 || digit === 0 ? 1 : digit;
}

async function placeAndRead(paymentMethod: 'PIX' | 'BOLETO', pixDiscountPercent = 5) {
  const handler = await testHandler({
    now: () => NOW,
    orderSettings: { ...DEFAULT_ORDER_SETTINGS, pixDiscountPercent },
  });
  const token = await login(handler);
  // Products 1 (R$ 100) and 2 (R$ 101) to São Paulo: 8.5 kg, 9 billed, PAC 18 + 4 x 8 = 50.
  const placed = await placeOrder(
    handler,
    token,
    orderInput({ lines: [line(1), line(2)], paymentMethod }),
  );
  if (!placed.data) throw new Error(JSON.stringify(placed.errors));
  const read = await gql<{ request: Payment }>(handler, PAYMENT, {
    token,
    variables: { id: placed.data.placeOrder.id },
  });
  if (!read.data) throw new Error(JSON.stringify(read.errors));
  const chargeId = read.data.request.payLink?.url.split('/').at(-1) ?? '';
  const charge = await handler.payments.get(chargeId);
  return { number: placed.data.placeOrder.number, charge, ...read.data.request };
}

describe('Pix instructions', () => {
  it("carry the charge's dynamic BR Code, whose fields and CRC16 check out", async () => {
    const { number, total, discount, pix, boleto, payLink, charge } = await placeAndRead('PIX');
    expect([discount, total]).toEqual([10.05, 201 + 50 - 10.05]);
    expect(boleto).toBeNull();
    if (!pix) throw new Error('no Pix instructions');
    const payload = pix.qrCode;
    expect(payload).toBe(charge.pix?.code);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    const fields = readTlv(payload);
    const account = readTlv(fields.get('26') ?? '');
    expect({
      format: fields.get('00'),
      initiation: fields.get('01'),
      gui: account.get('00'),
      key: account.get('01'),
      location: account.get('25'),
      category: fields.get('52'),
      currency: fields.get('53'),
      country: fields.get('58'),
      name: fields.get('59'),
      city: fields.get('60'),
    }).toEqual({
      format: '01',
      // Dynamic: the amount and the rest are at the charge's location, not in the code.
      initiation: '12',
      gui: 'br.gov.bcb.pix',
      key: undefined,
      location: `${PIX_LOCATION_HOST}/v2/cob/${charge.id.slice(3)}`,
      category: '0000',
      currency: '986',
      country: 'BR',
      name: 'Loja Vitrine Tecnologia',
      city: 'Sao Paulo',
    });
    // The charge asks the API's own total, in cents, for this pedido.
    expect([charge.amountCents, charge.reference, charge.status]).toEqual([
      24_095,
      number,
      'pending',
    ]);
    expect([pix.amount, pix.txid]).toEqual([240.95, number.replaceAll('-', '')]);
    expect(payLink).toEqual({
      url: `http://pagamentos.test/banco/${charge.id}`,
      label: 'Pagar no banco de testes',
    });
  });

  it('carry the QR code as a PNG data URL', async () => {
    const { pix } = await placeAndRead('PIX');
    const prefix = 'data:image/png;base64,';
    expect(pix?.qrCodeBase64.startsWith(prefix)).toBe(true);
    const png = Buffer.from(pix?.qrCodeBase64.slice(prefix.length) ?? '', 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([320, 320]);
  });

  it('apply the Pix discount the company sets', async () => {
    const { discount, total } = await placeAndRead('PIX', 10);
    expect([discount, total]).toEqual([20.1, 201 + 50 - 20.1]);
    const none = await placeAndRead('PIX', 0);
    expect([none.discount, none.total]).toEqual([0, 251]);
  });
});

describe('boleto instructions', () => {
  it('carry a 47-digit linha digitável with valid check digits, factor and amount', async () => {
    const { total, discount, boleto, pix, charge } = await placeAndRead('BOLETO');
    expect([discount, total, pix]).toEqual([0, 251, null]);
    if (!boleto) throw new Error('no boleto instructions');
    expect([charge.method, charge.amountCents, charge.boleto?.digitableLine]).toEqual([
      'boleto',
      25_100,
      boleto.digitableLine,
    ]);
    const lineDigits = boleto.digitableLine;
    expect(lineDigits).toMatch(/^\d{47}$/);
    const field1 = lineDigits.slice(0, 10);
    const field2 = lineDigits.slice(10, 21);
    const field3 = lineDigits.slice(21, 32);
    for (const field of [field1, field2, field3]) {
      expect(Number(field.slice(-1))).toBe(mod10(field.slice(0, -1)));
    }
    const general = lineDigits.slice(32, 33);
    const factor = lineDigits.slice(33, 37);
    const amount = lineDigits.slice(37, 47);
    const barcode =
      field1.slice(0, 4) +
      general +
      factor +
      amount +
      field1.slice(4, 9) +
      field2.slice(0, 10) +
      field3.slice(0, 10);
    expect(boleto.barcode).toBe(barcode);
    expect(Number(general)).toBe(mod11(barcode.slice(0, 4) + barcode.slice(5)));
    expect(amount).toBe('0000025100');
    // Due three days after the order: 2026-11-26. The factor counts days from 1997-10-07 and,
    // once past 9999, starts again at 1000.
    const days = Math.round((Date.UTC(2026, 10, 26) - Date.UTC(1997, 9, 7)) / 86_400_000);
    expect(Number(factor)).toBe(((days - 1000) % 9000) + 1000);
    expect(boleto.dueDate).toBe(Date.UTC(2026, 10, 26, 3));
    expect(isValidBoleto(lineDigits)).toBe(true);
    expect(getBoletoInfo(lineDigits, { referenceDate: new Date(NOW) })).toEqual({
      amount: 25100,
      expirationDate: new Date(Date.UTC(2026, 10, 26)),
      bankCode: '001',
    });
  });

  it('disappear once the request is no longer waiting for payment', async () => {
    const handler = await testHandler({ now: () => NOW });
    const token = await login(handler);
    const seedPaid = await gql<{ request: Payment }>(handler, PAYMENT, {
      token,
      variables: { id: '3' },
    });
    expect([seedPaid.data?.request.pix, seedPaid.data?.request.boleto]).toEqual([null, null]);
  });
});

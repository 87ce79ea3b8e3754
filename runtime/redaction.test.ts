import { describe, expect, it } from 'vitest';
import { REDACTED, censorFields, scrubText, scrubValue } from './redaction.ts';

const TOKEN = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('scrubText', () => {
  it.each([
    ['Authorization: Bearer 3f9a0c2e', 'Authorization: [redacted] [redacted]'],
    ['Basic dXNlcjpzZW5oYQ==', `Basic ${REDACTED}`],
    [
      'smtp://loja:Senha%40123@smtp.example.com:587',
      `smtp://loja:${REDACTED}@smtp.example.com:587`,
    ],
    [
      'GET https://loja.test/confirmar-email?token=abc123&next=/painel',
      `GET https://loja.test/confirmar-email?token=${REDACTED}&next=/painel`,
    ],
    [
      'POST /oauth?access_token=xyz&code=987654',
      `POST /oauth?access_token=${REDACTED}&code=${REDACTED}`,
    ],
    ['password: "Senha@123", email: a@b.c', `password: ${REDACTED}, email: a@b.c`],
    ['{"senha":"Tucano!Azul7","nome":"Joana"}', `{"senha":${REDACTED},"nome":"Joana"}`],
    ['Seu código\n123456', `Seu código\n${REDACTED}`],
    ['code 4821 expired', `code ${REDACTED} expired`],
    ['cartão 4111 1111 1111 1111 aprovado', `cartão ${REDACTED} aprovado`],
    ['card 4000-0000-0000-0002', `card ${REDACTED}`],
    [`session ${TOKEN} ended`, `session ${REDACTED} ended`],
    [`tok_${TOKEN}`, REDACTED],
  ])('scrubs %j', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it.each([
    'pedido PED-000123 pago em 1250 ms',
    'charge ch_0123456789abcdef0123456789abcdef is no pedido’s',
    'delivery 3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    'port 4000 on 127.0.0.1 (MOCK_API_PORT) is already in use',
    'error code ECONNREFUSED',
    'published in 3300 ms: 12 pages rendered, 4021 reused',
    // 16 digits failing the Luhn check: no card number.
    'ts 1234567890123456',
  ])('leaves %j as it is', (text) => {
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubValue and censorFields', () => {
  it('scrub every string of a line, errors included, and censor secret fields by name', () => {
    const error = new Error('login failed with password: "Senha@123"');
    expect(scrubValue({ url: 'https://x.test/?token=abc', err: error, n: 3 })).toEqual({
      url: `https://x.test/?token=${REDACTED}`,
      err: expect.objectContaining({
        type: 'Error',
        message: `login failed with password: ${REDACTED}`,
      }),
      n: 3,
    });
    expect(
      censorFields({
        headers: { authorization: 'Bearer x', 'X-Gateway-Key': 'k', host: 'api.test' },
        input: { password: 'Senha@123', cardNumber: '4111111111111111', name: 'Joana' },
      }),
    ).toEqual({
      headers: { authorization: REDACTED, 'X-Gateway-Key': REDACTED, host: 'api.test' },
      input: { password: REDACTED, cardNumber: REDACTED, name: 'Joana' },
    });
  });
});

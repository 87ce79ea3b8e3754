import { describe, expect, it } from 'vitest';
import { returnRequest } from '../../../tests/support/returns.ts';
import { isETicket } from './e-ticket.ts';
import {
  AUTHORIZATION_DAYS,
  createEmbeddedReturnPostageProvider,
  embeddedCode,
} from './embedded-provider.ts';

/** 20/07/2026 08:17 in São Paulo. */
const NOW = Date.parse('2026-07-20T08:17:00-03:00');

describe('the embedded return-postage provider', () => {
  it('answers a well-formed e-ticket valid for 10 calendar days, and says so in Portuguese', async () => {
    const provider = createEmbeddedReturnPostageProvider({ now: () => NOW });
    const postage = await provider.authorize(returnRequest());
    expect(isETicket(postage.code)).toBe(true);
    expect(AUTHORIZATION_DAYS).toBe(10);
    // Usable through 30/07 in São Paulo, not a moment after.
    expect(postage.expiresAt).toBe(Date.parse('2026-07-31T00:00:00-03:00'));
    expect(postage.instructions).toBe(
      `Leve o pacote a uma agência dos Correios até 30/07/2026 e informe o código de postagem ${postage.code}: o envio é gratuito.`,
    );
  });

  it('answers the same authorization for the same protocol, another for another', async () => {
    let now = NOW;
    const provider = createEmbeddedReturnPostageProvider({ now: () => now });
    const first = await provider.authorize(returnRequest({ protocol: 'DEV-2026-000012' }));
    now += 3 * 24 * 60 * 60 * 1000;
    expect(await provider.authorize(returnRequest({ protocol: 'DEV-2026-000012' }))).toEqual(first);
    const other = await provider.authorize(returnRequest({ protocol: 'DEV-2026-000013' }));
    expect(other.code).not.toBe(first.code);
    expect(isETicket(other.code)).toBe(true);
    // Another process (a restart) answers the same code for the protocol.
    const restarted = createEmbeddedReturnPostageProvider({ now: () => NOW });
    expect((await restarted.authorize(returnRequest({ protocol: 'DEV-2026-000012' }))).code).toBe(
      first.code,
    );
  });

  it('makes well-formed codes whatever the protocol', async () => {
    for (let i = 0; i < 500; i++) {
      expect(isETicket(await embeddedCode(`DEV-2026-${String(i).padStart(6, '0')}`))).toBe(true);
    }
  });

  it('counts the days of São Paulo, not of UTC', async () => {
    // 23:30 of 31/12 in São Paulo is already 01/01 in UTC.
    const lateNight = Date.parse('2026-12-31T23:30:00-03:00');
    const provider = createEmbeddedReturnPostageProvider({ now: () => lateNight });
    const postage = await provider.authorize(returnRequest());
    expect(postage.instructions).toContain('até 10/01/2027');
    expect(postage.expiresAt).toBe(Date.parse('2027-01-11T00:00:00-03:00'));
  });
});

import { describe, expect, it } from 'vitest';
import { eTicketCheckDigit, isETicket } from './e-ticket.ts';

describe('the e-ticket check digit', () => {
  it("matches the authorization numbers of Correios' manual", () => {
    // 1·8 + 9·6 + 4·4 + 8·2 + 4·3 + 8·5 + 8·9 + 2·7 = 232, remainder 1: digit 0.
    expect(eTicketCheckDigit('19484882')).toBe('0');
    // 1·8 + 9·6 + 4·4 + 3·2 + 1·3 + 0·5 + 0·9 + 1·7 = 94, remainder 6: digit 5.
    expect(eTicketCheckDigit('19431001')).toBe('5');
    expect(isETicket('194848820')).toBe(true);
    expect(isETicket('194310015')).toBe(true);
  });

  it('gives 5 for a remainder of 0 and 11 − r otherwise', () => {
    expect(eTicketCheckDigit('00000000')).toBe('5');
    // 1·8 = 8, remainder 8: digit 3.
    expect(eTicketCheckDigit('10000000')).toBe('3');
  });

  it('refuses what is not eight digits, and a wrong check digit', () => {
    expect(() => eTicketCheckDigit('1948488')).toThrow();
    expect(isETicket('194848821')).toBe(false);
    expect(isETicket('19484882')).toBe(false);
    expect(isETicket('SZ460209415BR')).toBe(false);
  });
});

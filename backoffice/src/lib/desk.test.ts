import { describe, expect, it } from 'vitest';
import { REQUEST_MOVES, TICKET_STATUS_LABELS, filterStatus } from './desk';

describe('filterStatus', () => {
  it('keeps a status the list knows', () => {
    expect(filterStatus(REQUEST_MOVES, 'SHIPPED')).toBe('SHIPPED');
    expect(filterStatus(TICKET_STATUS_LABELS, 'IN_PROGRESS')).toBe('IN_PROGRESS');
  });

  it('lists every status for anything else in the address', () => {
    for (const value of [null, '', 'shipped', 'ENVIADO', 'toString', '__proto__']) {
      expect(filterStatus(REQUEST_MOVES, value)).toBe('');
    }
  });
});

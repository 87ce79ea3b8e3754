import { describe, expect, it } from 'vitest';
import { afterSaleBadge, dayText, startingUnits } from './after-sale-view';

describe('after-sale view', () => {
  it('writes the API last day as a Brazilian date', () => {
    expect(dayText('2026-12-04')).toBe('04/12/2026');
  });

  it('marks a request waiting for an answer as a warning and a refund done as success', () => {
    expect(afterSaleBadge('REQUESTED')).toBe('badge badge--warning');
    expect(afterSaleBadge('REFUNDED')).toBe('badge badge--success');
    expect(afterSaleBadge('REFUSED')).toBe('badge badge--danger');
  });

  it('starts a withdrawal with every returnable unit and a defect report with none', () => {
    const items = [
      { id: '1', returnableQuantity: 2 },
      { id: '2', returnableQuantity: 0 },
    ];
    expect(startingUnits(items, true)).toEqual({ '1': 2, '2': 0 });
    expect(startingUnits(items, false)).toEqual({ '1': 0, '2': 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { afterSaleSteps } from './after-sale-desk';

describe('afterSaleSteps', () => {
  it('offers approving a withdrawal but never refusing it', () => {
    expect(afterSaleSteps({ status: 'REQUESTED', canRefuse: false })).toEqual(['approve']);
    expect(afterSaleSteps({ status: 'REQUESTED', canRefuse: true })).toEqual(['approve', 'refuse']);
  });

  it('confirms the items of an approved request and retries a pending refund', () => {
    expect(afterSaleSteps({ status: 'APPROVED', canRefuse: false })).toEqual(['confirm']);
    expect(afterSaleSteps({ status: 'REFUND_PENDING', canRefuse: false })).toEqual(['retry']);
    expect(afterSaleSteps({ status: 'RECEIVED', canRefuse: false })).toEqual(['retry']);
  });

  it('offers nothing once a request is closed', () => {
    for (const status of ['REFUSED', 'REFUNDED', 'EXCHANGED', 'DONE'] as const) {
      expect(afterSaleSteps({ status, canRefuse: false })).toEqual([]);
    }
  });
});

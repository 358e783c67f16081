import { describe, expect, it } from 'vitest';
import { anOrder } from '../orderTesting';
import { outcomeOf } from './usePaymentOutcome';

describe('the outcome of a payment', () => {
  it('waits while the order is unpaid and nothing was said', () => {
    expect(outcomeOf(undefined, undefined)).toBeNull();
    expect(outcomeOf(anOrder({ payState: 'pending' }), undefined)).toBeNull();
  });

  it('takes a paid, shipped or completed order as paid, whatever the return said', () => {
    for (const status of ['paid', 'shipped', 'completed'] as const) expect(outcomeOf(anOrder({ status }), 'failed')).toBe('paid');
  });

  it('takes a closed or refunded order as not completed', () => {
    expect(outcomeOf(anOrder({ status: 'closed' }), undefined)).toBe('unfinished');
    expect(outcomeOf(anOrder({ status: 'refunded' }), 'cancelled')).toBe('unfinished');
  });

  it('reports a decline from the notification or from the return, before the order is read', () => {
    expect(outcomeOf(anOrder({ payState: 'failed' }), undefined)).toBe('failed');
    expect(outcomeOf(undefined, 'failed')).toBe('failed');
  });

  it('reports a cancel from the return, or an attempt the gateway closed', () => {
    expect(outcomeOf(undefined, 'cancelled')).toBe('cancelled');
    expect(outcomeOf(anOrder({ payState: 'closed' }), undefined)).toBe('cancelled');
  });
});

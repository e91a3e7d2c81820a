import { describe, expect, it } from 'vitest';
import { GATEWAY_LABELS, GATEWAY_ORDER, discountCodeProblems, isPartlyRefunded, refundAmountProblem } from './payments';

describe('payment gateways', () => {
  it('are offered once each, M-Pesa first, each under its name', () => {
    expect([...GATEWAY_ORDER].sort()).toEqual(Object.keys(GATEWAY_LABELS).sort());
    expect(GATEWAY_ORDER[0]).toBe('mpesa');
    expect(GATEWAY_LABELS.mpesa).toBe('M-Pesa');
  });
});

describe('refunds', () => {
  it('take an amount above zero and at most what is left', () => {
    expect(refundAmountProblem('0', '6000.00')).toBe('Enter an amount above Ksh 0.00.');
    expect(refundAmountProblem('', '6000.00')).toBe('Enter an amount above Ksh 0.00.');
    expect(refundAmountProblem('6000.01', '6000.00')).toBe('At most Ksh 6,000.00 can be refunded.');
    expect(refundAmountProblem('3000.00', '6000.00')).toBeNull();
    expect(refundAmountProblem('6000', '6000.00')).toBeNull();
  });

  it('call a paid payment with some given back partly refunded', () => {
    expect(isPartlyRefunded({ status: 'completed', refunded_amount: '3000.00' })).toBe(true);
    expect(isPartlyRefunded({ status: 'completed', refunded_amount: '0.00' })).toBe(false);
    expect(isPartlyRefunded({ status: 'refunded', refunded_amount: '6000.00' })).toBe(false);
  });
});

describe('discount codes', () => {
  it('keep a percentage within 100 and the end after the start', () => {
    expect(discountCodeProblems({ discount_type: 'percentage', value: '120' })).toEqual({
      value: 'A percentage must be between 0 and 100.',
    });
    expect(discountCodeProblems({ discount_type: 'fixed', value: '120' })).toEqual({});
    expect(discountCodeProblems({ valid_from: '2026-12-08T00:00', valid_until: '2026-12-01T00:00' })).toEqual({
      valid_until: 'End date must be after start date.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { GATEWAY_LABELS, GATEWAY_ORDER } from './payments';

describe('payment gateways', () => {
  it('are offered once each, M-Pesa first, each under its name', () => {
    expect([...GATEWAY_ORDER].sort()).toEqual(Object.keys(GATEWAY_LABELS).sort());
    expect(GATEWAY_ORDER[0]).toBe('mpesa');
    expect(GATEWAY_LABELS.mpesa).toBe('M-Pesa');
  });
});

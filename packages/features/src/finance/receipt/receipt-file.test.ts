import type { FinanceReceipt } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { receiptHtml } from './receipt-file';

const receipt = {
  id: 1,
  receipt_number: 'RCT-2026-0001',
  amount: '15000.00',
  currency: 'KES',
  payment_method: 'mpesa',
  mpesa_receipt_number: 'QK81XYZ2AB',
  reference: 'QK81XYZ2AB',
  balance_after: '0.00',
  issued_at: '2026-11-20T07:30:00Z',
  status: 'issued',
  description: 'Term 3 fees',
  student: { id: 21, username: 'wanjiku.kamau', get_full_name: 'Wanjiku Kamau' },
} as unknown as FinanceReceipt;

describe('the receipt file', () => {
  it("carries the school's name and address as the office keeps them, escaped", () => {
    const html = receiptHtml(receipt, { name: 'Ujuzi School of Technology', address: '4th Floor, <Kilimani>, Nairobi' });
    expect(html).toContain('<h1>Ujuzi School of Technology</h1>');
    expect(html).toContain('4th Floor, &#60;Kilimani&#62;, Nairobi');
    expect(html).not.toContain('Bishop Magua');
  });

  it('names only the brand, and no address, while the details are unknown', () => {
    const html = receiptHtml(receipt);
    expect(html).toContain('<h1>Ujuzi</h1>');
    expect(html).toContain('Ksh 15,000.00');
    expect(html).not.toMatch(/<p>[^<]*Nairobi/);
  });
});

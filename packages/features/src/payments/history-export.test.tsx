import { screen } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { PaymentHistoryPage } from './history';

startMockBackend();
const SLOW = { timeout: 15_000 };

function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:export'));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names, restore: () => click.mockRestore() };
}

const open = (role: 'student' | 'admin', query = '') =>
  renderInApp(<PaymentHistoryPage />, {
    path: `/dashboard/payments/history${query}`,
    routePath: '/dashboard/payments/history',
    session: signedInSession(role),
  });

describe('payment history export', () => {
  const originalCreate = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = originalCreate;
  });

  it('saves a learner’s own payments, with the list’s filters, as CSV', async () => {
    const downloads = captureDownloads();
    const { user } = open('student', '?gateway=mpesa');
    await screen.findByRole('heading', { level: 1, name: 'Payment history' }, SLOW);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, SLOW));
    await screen.findByText(/^Downloaded ujuzi-payments-\d{4}-\d{2}-\d{2}\.csv$/, undefined, SLOW);
    downloads.restore();
    const lines = (await downloads.blobs[0]?.text())?.split('\r\n') ?? [];
    expect(lines[0]).toBe('"Reference","Date","Learner","Course","Method","M-Pesa code","Status","Amount","Currency"');
    const mine = getMockDatabase().payments.payments.filter((row) => row.user === 4 && row.gateway === 'mpesa');
    expect(lines).toHaveLength(mine.length + 1);
    expect(lines.slice(1).every((line) => line.includes('"Wanjiku Kamau"') && line.includes('"M-Pesa"'))).toBe(true);
  });

  it('gives an admin the contract’s payments report under the server’s filename', async () => {
    const downloads = captureDownloads();
    const { user } = open('admin');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, SLOW));
    await screen.findByText('Downloaded payments-report.csv', undefined, SLOW);
    downloads.restore();
    expect(downloads.names).toEqual(['payments-report.csv']);
  });
});

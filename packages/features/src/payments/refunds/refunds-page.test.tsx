import { screen, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { displayName } from '@ujuzi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { RefundsPage } from './refunds-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderRefunds = (path = '/dashboard/payments/admin/refunds') =>
  renderInApp(<RefundsPage />, { path, session: signedInSession('admin') });

describe('the refund queue', () => {
  it('lists each refund with its learner, course, amount and status, linked to its page', async () => {
    const db = getMockDatabase();
    const pending = must(
      db.payments.refunds.find((row) => row.status === 'pending'),
      'a pending refund',
    );
    const learner = must(db.accounts.users.get(pending.user), 'its learner');
    renderRefunds('/dashboard/payments/admin/refunds?status=pending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refunds' }, LOADED)).toBeTruthy();
    const link = await screen.findByRole('link', { name: pending.reference }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/payments/admin/refunds/${pending.id}`);
    const row = within(must(link.closest('li, tr') as HTMLElement | null, 'its row'));
    expect(row.getByText(displayName(learner))).toBeTruthy();
    expect(row.getByText('Pending')).toBeTruthy();
    expect(screen.queryByText('Rejected', { selector: 'tr *, li *' })).toBeNull();
  }, 30_000);

  it('says when no refund matches the filters, with Clear filters', async () => {
    renderRefunds('/dashboard/payments/admin/refunds?status=failed');
    expect(await screen.findByRole('heading', { name: 'No refunds match these filters' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listPaymentRefunds: 500 } });
    renderRefunds();
    expect(await screen.findByRole('heading', { name: 'Could not load refunds' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});

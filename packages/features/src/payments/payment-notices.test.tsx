import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { PaymentsHomePage } from './home';

startMockBackend();
const SLOW = { timeout: 15_000 };
const location = () => screen.getByTestId('location').textContent;

describe('payment notices on the payments index', () => {
  it('shows the learner’s notices, marks the new ones opened, and a followed one clicked', async () => {
    const db = getMockDatabase();
    const mine = db.payments.notifications.filter((row) => row.user === 4);
    expect(mine.some((row) => !row.is_opened)).toBe(true);
    const { user } = renderInApp(<PaymentsHomePage />, { path: '/dashboard/payments', session: signedInSession('student') });
    const list = await screen.findByRole('list', { name: 'Payment notices' }, SLOW);
    await waitFor(() => {
      const shown = within(list).getAllByRole('listitem').length;
      const opened = db.payments.notifications.filter((row) => row.user === 4 && row.is_opened).length;
      expect(opened).toBeGreaterThanOrEqual(shown);
    }, SLOW);
    const link = within(list).getAllByRole('link')[0];
    if (!link) throw new Error('no notice with a link');
    const target = link.getAttribute('href');
    const notice = db.payments.notifications.find((row) => row.user === 4 && row.title === link.textContent);
    await user.click(link);
    await waitFor(() => expect(location()).toBe(target), SLOW);
    expect(db.payments.notifications.get(notice?.id ?? 0)?.is_clicked).toBe(true);
  });

  it('is not shown to staff', async () => {
    renderInApp(<PaymentsHomePage />, { path: '/dashboard/payments', session: signedInSession('teacher') });
    await screen.findByRole('heading', { level: 1, name: 'Payments' }, SLOW);
    expect(screen.queryByRole('heading', { name: 'Payment notices' })).toBeNull();
  });
});

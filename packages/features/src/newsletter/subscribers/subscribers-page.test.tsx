import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { SubscribersPage } from './subscribers-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const render = (role: 'admin' | 'teacher', path = '/dashboard/newsletter/subscribers') =>
  renderInApp(<SubscribersPage />, { path, session: signedInSession(role) });

describe('the subscribers screen', () => {
  it('lists subscribers, each opening its page, with import and export for an admin', async () => {
    render('admin', '/dashboard/newsletter/subscribers?search=njoroge');
    const link = await screen.findByRole('link', { name: 'wanjiru.njoroge@gmail.com' }, LOADED);
    const row = getMockDatabase().newsletter.subscribers.find((r) => r.email === 'wanjiru.njoroge@gmail.com');
    expect(link.getAttribute('href')).toBe(`/dashboard/newsletter/subscribers/${row?.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import CSV' }).getAttribute('href')).toBe(
      '/dashboard/newsletter/subscribers/import',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  }, 30_000);

  it('filters by status from the URL and shows a teacher no import, export or selection', async () => {
    render('teacher', '/dashboard/newsletter/subscribers?status=pending&page_size=100');
    await waitFor(
      () => expect(screen.getAllByText('Pending Confirmation', { selector: 'span' }).length).toBeGreaterThan(0),
      LOADED,
    );
    expect(screen.queryByText('Active', { selector: 'span' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  }, 30_000);

  it('unsubscribes selected subscribers in bulk and reports it', async () => {
    const { user } = render('admin', '/dashboard/newsletter/subscribers?search=wanjiru.njoroge');
    await screen.findByRole('link', { name: 'wanjiru.njoroge@gmail.com' }, LOADED);
    await user.click(screen.getByRole('checkbox', { name: /wanjiru.njoroge@gmail.com/ }));
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const dialog = within(await screen.findByRole('alertdialog', undefined, LOADED));
    await user.click(dialog.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(
      () =>
        expect(getMockDatabase().newsletter.subscribers.find((r) => r.email === 'wanjiru.njoroge@gmail.com')?.status).toBe(
          'unsubscribed',
        ),
      LOADED,
    );
  }, 30_000);

  it('offers Retry when the list fails', async () => {
    setMockFaults({ statuses: { listNewsletterSubscribers: 500 } });
    render('admin');
    expect(await screen.findByRole('button', { name: 'Try again' }, LOADED)).toBeTruthy();
  }, 30_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { SubscriberPage } from './subscriber-page';

startMockBackend();
const LOADED = { timeout: 15_000 };

const subscriber = (status: string) => {
  const row = getMockDatabase().newsletter.subscribers.find((r) => r.status === status);
  if (!row) throw new Error(`the seed has a ${status} subscriber`);
  return row;
};
const open = (role: 'admin' | 'teacher', id: number) =>
  renderInApp(<SubscriberPage />, {
    path: `/dashboard/newsletter/subscribers/${id}`,
    routePath: '/dashboard/newsletter/subscribers/:id',
    session: signedInSession(role),
  });

describe('a subscriber', () => {
  it('lets an admin confirm a pending subscriber, after a confirmation', async () => {
    const row = subscriber('pending');
    const { user } = open('admin', row.id);
    expect(await screen.findByRole('heading', { level: 1, name: row.email }, LOADED)).toBeTruthy();
    expect(screen.getByText('Not confirmed yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: `Confirm ${row.email}?` }, LOADED));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Subscriber confirmed', undefined, LOADED)).toBeTruthy();
    await waitFor(() => expect(getMockDatabase().newsletter.subscribers.get(row.id)?.status).toBe('active'));
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/dashboard/newsletter/subscribers/edit/${row.id}`,
    );
  }, 30_000);

  it('shows a teacher the details without actions', async () => {
    const row = subscriber('active');
    open('teacher', row.id);
    expect(await screen.findByRole('heading', { name: 'History' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  }, 30_000);

  it('says when the subscriber does not exist', async () => {
    open('admin', 999_999);
    expect(await screen.findByRole('link', { name: 'Back to subscribers' }, LOADED)).toBeTruthy();
  }, 30_000);
});

import { screen, waitFor } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { SubscriberEditPage } from './subscriber-edit-page';

startMockBackend();
const LOADED = { timeout: 15_000 };

const open = () => {
  const rows = getMockDatabase().newsletter.subscribers.all();
  const [row, other] = rows;
  if (!row || !other) throw new Error('the seed has subscribers');
  const rendered = renderInApp(<SubscriberEditPage />, {
    path: `/dashboard/newsletter/subscribers/edit/${row.id}`,
    routePath: '/dashboard/newsletter/subscribers/edit/:id',
    session: signedInSession('admin'),
  });
  return { ...rendered, row, other };
};

describe('editing a subscriber', () => {
  it("puts the server's refusal of a taken address on the field, keeps it, then saves and opens the subscriber", async () => {
    const { user, row, other } = open();
    const email = await screen.findByRole('textbox', { name: /Email address/ }, LOADED);
    await user.clear(email);
    await user.type(email, other.email);
    await user.click(screen.getByRole('button', { name: 'Save subscriber' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), LOADED);
    expect((email as HTMLInputElement).value).toBe(other.email);

    await user.clear(email);
    await user.type(email, 'baraka.kiptoo@example.ke');
    await user.clear(screen.getByRole('textbox', { name: /First name/ }));
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Baraka');
    await user.click(screen.getByRole('button', { name: 'Save subscriber' }));
    expect(await screen.findByText('Subscriber saved', undefined, LOADED)).toBeTruthy();
    expect(getMockDatabase().newsletter.subscribers.get(row.id)).toMatchObject({
      email: 'baraka.kiptoo@example.ke',
      first_name: 'Baraka',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain(`/dashboard/newsletter/subscribers/${row.id}`),
    );
  }, 30_000);
});

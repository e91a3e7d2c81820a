import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { MessagesPage } from './messages-page';

startMockBackend();
const LOADED = { timeout: 15_000 };
const ROUTE = '/dashboard/communications/messages/:folder';

const unreadInbox = (owner: number) =>
  getMockDatabase().communication.messages.filter((row) => row.owner === owner && row.folder === 'inbox' && !row.is_read);

describe('the messages screen', () => {
  it('lists the inbox with unread messages marked New; opening one marks it read and shows its thread', async () => {
    const unread = unreadInbox(4)[0];
    if (!unread) throw new Error('the student has an unread message');
    const { user } = renderInApp(<MessagesPage />, {
      path: '/dashboard/communications/messages/inbox',
      routePath: ROUTE,
      session: signedInSession('student'),
    });
    const link = await screen.findByRole('link', { name: unread.subject }, LOADED);
    expect(screen.getAllByText('New').length).toBe(unreadInbox(4).length);
    expect(screen.getByRole('link', { name: /^Inbox \(\d+ unread\)/ }).getAttribute('aria-current')).toBe('page');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: unread.subject }, LOADED)).toBeTruthy();
    expect(screen.getByText(unread.body)).toBeTruthy();
    await waitFor(() => expect(getMockDatabase().communication.messages.get(unread.id)?.is_read).toBe(true));
    expect(await screen.findByRole('textbox', { name: /^Reply to/ }, LOADED)).toBeTruthy();
  }, 30_000);

  it('keeps what was typed when sending fails, then sends it to the recipient’s inbox, unread', async () => {
    setMockFaults({ statuses: { createMessage: 500 } });
    const { user } = renderInApp(<MessagesPage />, {
      path: '/dashboard/communications/messages/inbox',
      routePath: ROUTE,
      session: signedInSession('student'),
    });
    await user.click((await screen.findAllByRole('button', { name: 'New message' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New message' }));
    // One input event (typing letter by letter races the search's re-render in jsdom).
    await user.click(await dialog.findByRole('combobox', { name: /^To/ }, LOADED));
    await user.paste('Chebet');
    await user.click(await screen.findByRole('option', { name: /Faith Chebet/ }, LOADED));
    await user.type(dialog.getByRole('textbox', { name: /^Subject/ }), 'Capstone demo');
    await user.type(dialog.getByRole('textbox', { name: /^Message/ }), 'Can I demo on Friday?');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Server error. Please try again later.', undefined, LOADED)).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: /^Message/ })).toHaveProperty('value', 'Can I demo on Friday?');

    resetMockFaults();
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        getMockDatabase().communication.messages.find((row) => row.owner === 3 && row.subject === 'Capstone demo'),
      ).toMatchObject({ folder: 'inbox', is_read: false, sender: 4 }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/messages\/sent\?open=\d+$/), LOADED);
  }, 40_000);

  it('archives a received message from its page', async () => {
    const message = getMockDatabase().communication.messages.find((row) => row.owner === 4 && row.folder === 'inbox');
    if (!message) throw new Error('the student has a message');
    const { user } = renderInApp(<MessagesPage />, {
      path: `/dashboard/communications/messages/inbox?open=${message.id}`,
      routePath: ROUTE,
      session: signedInSession('student'),
    });
    await screen.findByRole('heading', { level: 1, name: message.subject }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(getMockDatabase().communication.messages.get(message.id)?.folder).toBe('archived'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/communications/messages/inbox'));
  }, 30_000);

  it('says a folder that does not exist is not there, and leads to the inbox', async () => {
    renderInApp(<MessagesPage />, {
      path: '/dashboard/communications/messages/spam',
      routePath: ROUTE,
      session: signedInSession('teacher'),
    });
    expect(await screen.findByRole('heading', { name: 'There is no “spam” folder' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your inbox' })).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { TEST_API } from '../../../test/setup';
import { useSidebarCounters } from '../../infra/shell/use-sidebar-counters';
import { MessagesPage } from './messages-page';

/** The sidebar's unread-messages counter, as the dashboard shell computes it. */
function SidebarMessagesCounter() {
  const { unreadMessages } = useSidebarCounters({ user_type: 'student' });
  return <output data-testid="unread-messages">{unreadMessages}</output>;
}

const server = startMockBackend();
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

  it('counts a message marked unread, then read again when it is reopened from the cache', async () => {
    const unread = unreadInbox(4)[0];
    if (!unread) throw new Error('the student has an unread message');
    const count = unreadInbox(4).length;
    const { user } = renderInApp(
      <>
        <SidebarMessagesCounter />
        <MessagesPage />
      </>,
      { path: '/dashboard/communications/messages/inbox', routePath: ROUTE, session: signedInSession('student') },
    );
    const counter = () => screen.getByTestId('unread-messages').textContent;
    await user.click(await screen.findByRole('link', { name: unread.subject }, LOADED));
    await screen.findByRole('heading', { level: 1, name: unread.subject }, LOADED);
    await waitFor(() => expect(counter()).toBe(String(count - 1)), LOADED);
    await user.click(await screen.findByRole('button', { name: 'Mark unread' }, LOADED));
    await waitFor(() => expect(counter()).toBe(String(count)), LOADED);
    // Reopened: the cached copy (still unread) shows at once; the counter follows the server's answer,
    // even when that answer comes after the lists'.
    server.use(http.get(`${TEST_API}/communication/messages/${unread.id}/`, () => delay(300)));
    await user.click(await screen.findByRole('link', { name: unread.subject }, LOADED));
    await screen.findByRole('heading', { level: 1, name: unread.subject }, LOADED);
    await waitFor(() => expect(getMockDatabase().communication.messages.get(unread.id)?.is_read).toBe(true), LOADED);
    await waitFor(() => expect(counter()).toBe(String(count - 1)), LOADED);
  }, 40_000);

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

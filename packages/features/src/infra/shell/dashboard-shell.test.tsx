import { screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@ujuzi/api';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { TEST_API } from '../../../test/setup';
import { DashboardShell } from './dashboard-shell';

const server = startMockBackend();
// jsdom applies every media query, so the desktop sidebar and the phone controls both count as hidden.
const hidden = { hidden: true } as const;
/** The menu and the confirm dialog load on demand: on a busy machine their code takes seconds to arrive. */
const ON_DEMAND = { timeout: 15_000 };
afterEach(() => vi.restoreAllMocks());

const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });
const failing = () => HttpResponse.json({ detail: 'Boom' }, { status: 500 });
// These tests count and list the communications notifications alone; the learner's payment notices
// and the community's notifications in the bell are tested in header-payment-notices.test.tsx and
// header-community-notices.test.tsx.
beforeEach(() =>
  server.use(
    http.get(`${TEST_API}/payments/notifications/`, () => HttpResponse.json(page([]))),
    http.get(`${TEST_API}/community/notifications/`, () => HttpResponse.json(page([]))),
    http.get(`${TEST_API}/community/notifications/unread_count/`, () => HttpResponse.json({ unread_count: 0 })),
  ),
);

const notification = (overrides: Partial<Notification>): Notification => ({
  id: 1,
  title: 'Installment overdue',
  message: 'Your second installment for Python for Data Analysis is overdue.',
  notification_type: 'payment',
  priority: 'urgent',
  is_read: false,
  action_url: '/dashboard/payments/installments',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

function renderShell(type: Parameters<typeof signedInSession>[0] = 'student', path = '/dashboard') {
  return renderInApp(<DashboardShell />, { path, session: signedInSession(type), routePath: '/dashboard/*' });
}

const sidebarNav = () =>
  within(screen.getByRole('complementary', { name: 'Sidebar', ...hidden })).getByRole('navigation', {
    name: 'Dashboard',
    ...hidden,
  });
const openSection = async (actor: ReturnType<typeof renderShell>['user'], name: string) => {
  const button = within(sidebarNav()).getByRole('button', { name: new RegExp(`^${name}`), ...hidden });
  if (button.getAttribute('aria-expanded') !== 'true') await actor.click(button);
};
const sidebarLink = (name: RegExp) => within(sidebarNav()).getByRole('link', { name, ...hidden });

describe('the connected dashboard shell', () => {
  it("shows the user's own sidebar and name", async () => {
    renderShell('teacher');
    expect(await screen.findByRole('button', { name: /^Account menu, Faith Chebet/ })).toBeTruthy();
    const nav = sidebarNav();
    expect(within(nav).getByRole('button', { name: /^Student Management/, ...hidden })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: /^Staff Management/, ...hidden })).toBeNull();
  });

  it('shows the counters the API answers, capped, and zero for the ones that fail', async () => {
    server.use(
      http.get(`${TEST_API}/communication/notifications/`, () => HttpResponse.json(page([], 128))),
      http.get(`${TEST_API}/communication/messages/`, () => HttpResponse.json(page([], 7))),
      http.get(`${TEST_API}/communication/announcements/`, () => HttpResponse.json(page([], 8))),
      http.get(`${TEST_API}/payments/installments/overdue/`, failing),
      http.get(`${TEST_API}/learning/assessments/upcoming/`, () => HttpResponse.error()),
    );
    const { user } = renderShell('student');
    await openSection(user, 'Communications');
    await waitFor(() => expect(sidebarLink(/^Messages/).textContent).toBe('Messages77 unread messages'));
    expect(sidebarLink(/^Notifications/).textContent).toBe('Notifications99+128 unread notifications');
    expect(sidebarLink(/^Announcements/).textContent).toBe('Announcements58 new announcements');
    await openSection(user, 'Payments and Finance');
    await openSection(user, 'Learning Center');
    // Failed counters fall back to zero: no badge at all.
    expect(sidebarLink(/^Installments/).textContent).toBe('Installments');
    expect(sidebarLink(/^Assessments/).textContent).toBe('Assessments');
    // The bell's badge caps at 99+ too.
    expect(screen.getByRole('button', { name: 'Notifications, 128 unread' }).parentElement?.textContent).toContain('99+');
  });

  it('counts in-progress courses (above 0 and below 100) for students', async () => {
    server.use(
      http.get(`${TEST_API}/courses/student-enrollments/my_courses/`, () =>
        HttpResponse.json(page([{ progress: 0 }, { progress: 35 }, { progress: 99.5 }, { progress: 100 }])),
      ),
    );
    const { user } = renderShell('student');
    await openSection(user, 'Learning Center');
    await waitFor(() => expect(sidebarLink(/^My Progress/).textContent).toBe('My Progress22 courses in progress'));
  });
});

describe('the notification bell', () => {
  const items = [
    notification({ id: 11 }),
    notification({ id: 12, title: 'Phishing', action_url: 'https://evil.example/steal', priority: 'normal' }),
    notification({ id: 13, title: 'Old news', is_read: true, action_url: null, priority: 'low' }),
  ];
  const useItems = (list: Notification[]) =>
    server.use(
      http.get(`${TEST_API}/communication/notifications/`, ({ request }) => {
        const unreadOnly = new URL(request.url).searchParams.get('is_read') === 'false';
        const shown = unreadOnly ? list.filter((item) => !item.is_read) : list;
        return HttpResponse.json(page(shown));
      }),
    );

  it('asks for the 10 newest, marks an opened one read and follows its in-app action_url', async () => {
    const asked: URLSearchParams[] = [];
    const marked: string[] = [];
    useItems(items);
    server.use(
      http.get(`${TEST_API}/communication/notifications/`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return undefined;
      }),
      http.post(`${TEST_API}/communication/notifications/:id/mark_as_read/`, ({ params }) => {
        marked.push(String(params.id));
        return HttpResponse.json({ ...items[0], is_read: true });
      }),
    );
    const { user } = renderShell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(asked.some((params) => params.get('ordering') === '-created_at' && params.get('page_size') === '10')).toBe(true);
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(dialog).findByRole('button', { name: /Installment overdue/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/payments/installments'));
    expect(marked).toEqual(['11']);
  });

  it('never follows an action_url to another site: it opens the notifications page', async () => {
    useItems(items);
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(dialog).findByRole('button', { name: /Phishing/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/communications/notifications'));
  });

  it("marks all read with 'All notifications marked as read'", async () => {
    useItems(items);
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(dialog).findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeTruthy();
  });

  it('says so when marking fails', async () => {
    let markCalls = 0;
    useItems(items);
    server.use(
      http.post(`${TEST_API}/communication/notifications/mark_all_as_read/`, failing),
      http.post(`${TEST_API}/communication/notifications/:id/mark_as_read/`, () => {
        markCalls += 1;
        return failing();
      }),
    );
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    let dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(dialog).findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Failed to mark all notifications as read')).toBeTruthy();
    dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: /Installment overdue/ }));
    expect(await screen.findByText('Failed to mark notification as read')).toBeTruthy();
    expect(markCalls).toBe(1);
  });

  it("shows 'Failed to load notifications' with Try again, which loads them", async () => {
    let fail = true;
    server.use(
      http.get(`${TEST_API}/communication/notifications/`, ({ request }) =>
        fail && new URL(request.url).searchParams.get('page_size') === '10' ? failing() : HttpResponse.json(page(items)),
      ),
    );
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('Failed to load notifications')).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: /Installment overdue/ })).toBeTruthy();
  });

  it("says 'No notifications yet' and \"You're all caught up!\" when there are none", async () => {
    useItems([]);
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('No notifications yet')).toBeTruthy();
    expect(within(dialog).getByText("You're all caught up!")).toBeTruthy();
  });

  it('goes to the notifications page below 640 px', async () => {
    useItems(items);
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query.includes('max-width: 639.98px'),
    }));
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/communications/notifications'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('signing out from the user menu', () => {
  it("confirms with 'Are you sure you want to logout?', then says 'Successfully logged out' and opens /login", async () => {
    const { user, session } = renderShell('student');
    await user.click(await screen.findByRole('button', { name: /^Account menu, Wanjiku Kamau/ }));
    const menu = await screen.findByRole('menu', undefined, ON_DEMAND);
    // The menu takes the focus a frame after it opens: keys typed before that go to the page.
    await waitFor(() => expect(document.activeElement).toBe(menu));
    await user.keyboard('{End}');
    // Enter selects the highlighted item: wait until End has moved the highlight, as a person's next key would.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign out' }).hasAttribute('data-highlighted')).toBe(true));
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', undefined, ON_DEMAND);
    expect(confirm.textContent).toContain('Are you sure you want to logout?');
    await user.click(within(confirm).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Successfully logged out')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(session.getState().status).toBe('anonymous');
  });
});

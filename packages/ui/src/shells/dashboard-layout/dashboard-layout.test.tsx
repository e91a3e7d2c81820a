import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as DialogModule from '../../components/dialog/dialog';
import type * as DrawerModule from '../../components/drawer/drawer';
import { renderWithUi } from '../../test-utils';
import { NOTIFICATIONS_NOW, SAMPLE_NOTIFICATIONS } from '../../components/notification-list/notification-list.fixtures';
import { DashboardLayout, type DashboardLayoutProps } from './dashboard-layout';
import { SAMPLE_COUNTERS, sectionsFor } from './dashboard-sections.fixtures';

// The overlays' code is fetched on demand; the shell asks for it as soon as a person heads for them.
const preload = vi.hoisted(() => ({ drawer: vi.fn(), dialog: vi.fn() }));
vi.mock('../../components/drawer/drawer', async (importOriginal) => ({
  ...(await importOriginal<typeof DrawerModule>()),
  preloadDrawer: preload.drawer,
}));
vi.mock('../../components/dialog/dialog', async (importOriginal) => ({
  ...(await importOriginal<typeof DialogModule>()),
  preloadDialog: preload.dialog,
}));
import { findActive, pathWithin, visibleEntries } from './sidebar-model';

// jsdom applies every media query, so both the desktop sidebar (hidden below 1024 px) and the phone
// controls (hidden from 1024 px) count as hidden here: queries pass `hidden: true`; the stories check
// what shows at 360 and 1280 px in a real browser.
const hidden = { hidden: true } as const;

const user = { name: 'Wanjiku Kamau', roleLabel: 'Student' };
const notifications = {
  items: SAMPLE_NOTIFICATIONS,
  unreadCount: 128,
  onOpenItem: vi.fn(),
  onMarkAll: vi.fn(),
  onBellNavigate: vi.fn(),
  now: NOTIFICATIONS_NOW,
};

/**
 * Chooses 'Sign out' in the open user menu by keyboard (its last item). Ark highlights menu items on
 * pointer moves only when the pointer really moved, and user-event's synthetic pointer stays at 0,0.
 */
async function chooseSignOut(actor: ReturnType<typeof renderShell>['user']) {
  await actor.keyboard('{End}{Enter}');
}

function renderShell(props: Partial<DashboardLayoutProps> = {}) {
  return renderWithUi(
    <DashboardLayout
      sections={sectionsFor('student')}
      currentPath="/dashboard/courses/assessments"
      user={user}
      onSignOut={vi.fn()}
      notifications={notifications}
      {...props}
    >
      <h1>Assessments</h1>
    </DashboardLayout>,
  );
}

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar', ...hidden });
const sidebarNav = () => within(sidebar()).getByRole('navigation', { name: 'Dashboard', ...hidden });
const section = (name: string) => within(sidebarNav()).getByRole('button', { name: new RegExp(`^${name}`), ...hidden });

describe('code on demand', () => {
  it('fetches the navigation drawer when the pointer reaches its button or it gets focus, and the sign-out confirmation with the user menu', async () => {
    const { user: actor } = renderShell();
    await actor.hover(screen.getByRole('button', { name: 'Open navigation', ...hidden }));
    expect(preload.drawer).toHaveBeenCalled();
    await actor.hover(screen.getByRole('button', { name: /Wanjiku Kamau/ }));
    expect(preload.dialog).toHaveBeenCalled();
  });
});

describe('sidebar model', () => {
  it('matches a path to the longest entry href, on segment boundaries', () => {
    expect(pathWithin('/dashboard/courses', '/dashboard/courses/42/lessons')).toBe(true);
    expect(pathWithin('/dashboard/courses', '/dashboard/courses-archive')).toBe(false);
    expect(pathWithin('/dashboard', '/dashboard/')).toBe(true);
    expect(findActive(visibleEntries(sectionsFor('student')), '/dashboard/courses/progress/python')).toEqual({
      entryId: 'progress',
      sectionId: 'learning',
    });
    expect(findActive(visibleEntries(sectionsFor('student')), '/dashboard/unknown')).toEqual({
      entryId: 'dashboard',
      sectionId: 'dashboard',
    });
  });

  it('drops hidden entries and sections left empty', () => {
    const entries = visibleEntries([
      { id: 'a', label: 'A', children: [{ id: 'a1', label: 'A1', href: '/a1', visible: false }] },
      { id: 'b', label: 'B', href: '/b', visible: false },
      { id: 'c', label: 'C', href: '/c' },
    ]);
    expect(entries.map((entry) => entry.id)).toEqual(['c']);
  });
});

describe.each([
  ['super_admin', ['Staff Management', 'Student Management', 'Certificate Management', 'Newsletter Management'], []],
  ['admin', ['Staff Management', 'Student Management', 'Contact Management'], []],
  ['teacher', ['Student Management', 'Material Management', 'Certificate Management'], ['Staff Management']],
  [
    'student',
    ['Learning Center', 'Certificates', 'Payments and Finance'],
    ['Student Management', 'Staff Management', 'Certificate Management', 'Material Management'],
  ],
  ['parent', ['Certificates', 'Payments and Finance'], ['Student Management', 'Certificate Management']],
  ['accountant', ['Payments and Finance', 'Communications'], ['Certificates', 'Student Management', 'Staff Management']],
] as const)('the %s sidebar', (role, shown, absent) => {
  it(`shows ${shown.join(', ')}${absent.length ? ` and not ${absent.join(', ')}` : ''}`, () => {
    renderShell({ sections: sectionsFor(role), currentPath: '/dashboard' });
    for (const name of shown) expect(section(name)).toBeTruthy();
    for (const name of absent)
      expect(within(sidebarNav()).queryByRole('button', { name: new RegExp(`^${name}`), ...hidden })).toBeNull();
  });
});

describe('DashboardLayout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('marks the current page and opens only the section holding it', () => {
    renderShell();
    const current = within(sidebarNav()).getByRole('link', { name: /^Assessments/, ...hidden });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(section('Learning Center').getAttribute('aria-expanded')).toBe('true');
    expect(section('Communications').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the new section on its own after navigation, keeping the user’s open sections', async () => {
    const { rerender, user: actor } = renderShell();
    await actor.click(section('Community'));
    rerender(
      <DashboardLayout
        sections={sectionsFor('student')}
        currentPath="/dashboard/payments/installments"
        user={user}
        onSignOut={vi.fn()}
      >
        <h1>Installments</h1>
      </DashboardLayout>,
    );
    expect(section('Payments and Finance').getAttribute('aria-expanded')).toBe('true');
    expect(section('Community').getAttribute('aria-expanded')).toBe('true');
    expect(
      within(sidebarNav())
        .getByRole('link', { name: /^Installments/, ...hidden })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('opens and closes sections from the keyboard', async () => {
    const { user: actor } = renderShell();
    const communications = section('Communications');
    communications.focus();
    await actor.keyboard('{Enter}');
    expect(communications.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(communications.getAttribute('aria-controls') ?? '')?.hidden).toBe(false);
    await actor.keyboard(' ');
    expect(communications.getAttribute('aria-expanded')).toBe('false');
  });

  it('caps counters (99+ unread, 5 announcements) and reads the full numbers', async () => {
    const { user: actor } = renderShell();
    await actor.click(section('Communications'));
    const notificationsLink = within(sidebarNav()).getByRole('link', { name: /^Notifications/, ...hidden });
    expect(notificationsLink.textContent).toBe('Notifications99+128 unread notifications');
    const announcements = within(sidebarNav()).getByRole('link', { name: /^Announcements/, ...hidden });
    expect(announcements.textContent).toBe('Announcements58 new announcements');
    // Screen readers hear the full numbers, not the capped ones.
    expect(within(sidebarNav()).getByRole('link', { name: 'Notifications 128 unread notifications', ...hidden })).toBe(
      notificationsLink,
    );
    expect(within(sidebarNav()).getByRole('link', { name: 'Announcements 8 new announcements', ...hidden })).toBe(announcements);
  });

  it('collapses to an icons-only rail and expands on a section', async () => {
    const onCollapsedChange = vi.fn();
    const { user: actor } = renderShell({ onCollapsedChange });
    await actor.click(within(sidebar()).getByRole('button', { name: 'Collapse sidebar', ...hidden }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    const rail = sidebarNav();
    // Icons only: the labels are for screen readers; a section's counter adds up its entries'.
    expect(
      within(rail)
        .getByRole('link', { name: 'Dashboard', ...hidden })
        .querySelector('svg'),
    ).not.toBeNull();
    expect(within(rail).getByRole('button', { name: 'Communications 143 new', ...hidden })).toBeTruthy();
    await actor.click(within(rail).getByRole('button', { name: /^Communications/, ...hidden }));
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
    expect(section('Communications').getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the notifications dropdown from the bell, with the unread count', async () => {
    const onMarkAll = vi.fn();
    const onOpenItem = vi.fn();
    const onDropdownOpen = vi.fn();
    const { user: actor } = renderShell({ notifications: { ...notifications, onMarkAll, onOpenItem, onDropdownOpen } });
    const bell = screen.getByRole('button', { name: 'Notifications, 128 unread' });
    expect(bell.parentElement?.textContent).toContain('99+');
    await actor.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    // The caller hears once that the dropdown opened (it marks what is now shown as seen).
    expect(onDropdownOpen).toHaveBeenCalledOnce();
    await actor.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAll).toHaveBeenCalledOnce();
    expect(within(dialog).getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe(
      '/dashboard/communications/notifications',
    );
    await actor.click(within(dialog).getByRole('button', { name: /Installment overdue/ }));
    expect(onOpenItem).toHaveBeenCalledWith(SAMPLE_NOTIFICATIONS[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  it('goes to the notifications page below 640 px instead of opening the dropdown', async () => {
    const onBellNavigate = vi.fn();
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query.includes('max-width: 639.98px'),
    }));
    const { user: actor } = renderShell({ notifications: { ...notifications, onBellNavigate } });
    await actor.click(screen.getByRole('button', { name: 'Notifications, 128 unread' }));
    expect(onBellNavigate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks 'Are you sure you want to logout?' and signs out on Logout", async () => {
    const onSignOut = vi.fn();
    const { user: actor } = renderShell({ onSignOut });
    await actor.click(screen.getByRole('button', { name: /^Account menu, Wanjiku Kamau/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Sign out']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/dashboard/profile');
    await chooseSignOut(actor);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Are you sure you want to logout?');
    expect(onSignOut).not.toHaveBeenCalled();
    await actor.click(within(confirm).getByRole('button', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('does not sign out when the confirmation is cancelled', async () => {
    const onSignOut = vi.fn();
    const { user: actor } = renderShell({ onSignOut });
    await actor.click(screen.getByRole('button', { name: /^Account menu, Wanjiku Kamau/ }));
    await screen.findByRole('menu');
    await chooseSignOut(actor);
    await actor.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('shows Sign In instead of the bell and the user menu when logged out', () => {
    renderShell({ user: null });
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('has home and settings links, a skip link to the main landmark, and the page inside <main>', () => {
    renderShell({ avatarBadgeCount: 12, avatarBadgeLabel: (n) => `${n} unread messages` });
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard/profile/settings');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(within(main).getByRole('heading', { name: 'Assessments' })).toBeTruthy();
    // The avatar badge shows at most 9; screen readers hear the full count.
    const account = screen.getByRole('button', { name: /^Account menu, Wanjiku Kamau/ });
    expect(Array.from(account.querySelectorAll('[aria-hidden="true"]'), (node) => node.textContent)).toContain('9');
    expect(account.textContent).toContain('12 unread messages');
  });

  it('opens the navigation in a drawer on small screens, closing it after a link is followed', async () => {
    const { user: actor } = renderShell();
    await actor.click(screen.getByRole('button', { name: 'Open navigation', ...hidden }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    const nav = within(drawer).getByRole('navigation', { name: 'Dashboard' });
    const link = within(nav).getByRole('link', { name: /^IDE Playground/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await act(async () => link.click());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
  });

  it('lists the counters the spec names', () => {
    expect(Object.keys(SAMPLE_COUNTERS)).toEqual([
      'unreadNotifications',
      'unreadMessages',
      'newAnnouncements',
      'inProgressCourses',
      'activeEnrollments',
      'overdueInstallments',
      'upcomingAssessments',
      'totalStudents',
      'totalStaff',
    ]);
  });
});

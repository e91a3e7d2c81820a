import { screen, waitFor, within } from '@testing-library/react';
import { resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { TEST_API } from '../../../test/setup';
import { DashboardHome } from './dashboard-home';

const server = startMockBackend();

const renderHome = (type: Parameters<typeof signedInSession>[0]) =>
  renderInApp(<DashboardHome />, { path: '/dashboard', session: signedInSession(type) });
const card = (name: string) => screen.getByRole('region', { name });
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('the dashboard home', () => {
  it.each([
    ['super_admin', 'Welcome back, Amina', ['System health', 'Quick actions', 'User accounts', 'Recent activity']],
    ['admin', 'Welcome back, David', ['System health', 'Quick actions', 'User accounts', 'Recent activity']],
    ['teacher', 'Welcome back, Faith', ['My courses', 'Submissions to grade', 'Attempts to grade', 'Recent reviews']],
    ['student', 'Welcome back, Wanjiku', ['My progress', 'Upcoming assessments', 'Overdue installments', 'My certificates']],
    ['accountant', 'Welcome back, Peter', ['Fee collection', 'Overdue installments', 'Recent fee payments']],
  ] as const)('greets a %s and shows their cards', async (type, greeting, cards) => {
    renderHome(type);
    expect(screen.getByRole('heading', { level: 1, name: greeting })).toBeTruthy();
    for (const name of cards) expect(await screen.findByRole('region', { name })).toBeTruthy();
  });

  it('shows super admins the system figures and health from the API', async () => {
    renderHome('super_admin');
    expect(await screen.findByText('Total users')).toBeTruthy();
    expect(await within(card('System health')).findByText('All systems healthy')).toBeTruthy();
    expect(within(card('System health')).getByRole('progressbar', { name: 'CPU' })).toBeTruthy();
  });

  it('offers admins only the quick actions their role may open', () => {
    renderHome('admin');
    const actions = within(card('Quick actions'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(actions).toContain('/dashboard/staff/new');
    expect(actions).toContain('/dashboard/finance/fee-collection');
  });

  it('lets an admin deactivate and activate a user they manage', async () => {
    const { user } = renderHome('admin');
    const accounts = card('User accounts');
    await waitFor(() => expect(within(accounts).queryByText('Loading user accounts…')).toBeNull());
    const deactivate = (await within(accounts).findAllByRole('button', { name: /^Deactivate / }))[0];
    if (!deactivate) throw new Error('no user to deactivate');
    const name = (deactivate.getAttribute('aria-label') ?? '').replace('Deactivate ', '');
    await user.click(deactivate);
    expect(await screen.findByText(`${name} has been deactivated`)).toBeTruthy();
    await user.click(await within(accounts).findByRole('button', { name: `Activate ${name}` }));
    expect(await screen.findByText(`${name} can sign in again`)).toBeTruthy();
  });

  it('shows a student the course to continue and their progress', async () => {
    renderHome('student');
    expect(await screen.findByRole('region', { name: 'Continue learning' })).toBeTruthy();
    expect(within(card('Continue learning')).getByRole('link', { name: 'Resume course' }).getAttribute('href')).toMatch(
      /^\/dashboard\/courses\/[^/]+\/lessons$/,
    );
    await waitFor(() => expect(within(card('My progress')).getAllByRole('progressbar').length).toBeGreaterThan(0));
  });

  it('leads a student to their timetable and the school calendar', () => {
    renderHome('student');
    const week = within(card('Your school week'));
    expect(week.getByRole('link', { name: 'My timetable' }).getAttribute('href')).toBe('/dashboard/academics/timetable');
    expect(week.getByRole('link', { name: 'School calendar' }).getAttribute('href')).toBe('/dashboard/academics/calendar');
  });

  it('shows a parent each child with their courses and fees', async () => {
    renderHome('parent');
    const children = await screen.findAllByRole('article');
    expect(children.map((child) => within(child).getByRole('heading', { level: 3 }).textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Wanjiku Kamau'), expect.stringContaining('Baraka Kamau')]),
    );
    const wanjiku = children.find((child) => child.textContent?.includes('Wanjiku Kamau'));
    if (!wanjiku) throw new Error('no card for Wanjiku');
    await waitFor(() => expect(within(wanjiku).getAllByRole('progressbar').length).toBeGreaterThan(0));
    expect(within(wanjiku).getByText('Still due')).toBeTruthy();
    const documents = within(wanjiku).getByRole('link', { name: 'Documents of Wanjiku Kamau' });
    expect(documents.getAttribute('href')).toMatch(/^\/dashboard\/records\/documents\?owner=\d+$/);
  });

  it('tells a parent with no linked children what to do', async () => {
    server.use(http.get(`${TEST_API}/accounts/dashboard/my-children/`, () => HttpResponse.json([])));
    renderHome('parent');
    expect(await screen.findByRole('heading', { name: 'No children linked yet' })).toBeTruthy();
  });

  it('shows empty states when there is nothing to show', async () => {
    server.use(
      http.get(`${TEST_API}/courses/student-enrollments/my_courses/`, () => HttpResponse.json(page([]))),
      http.get(`${TEST_API}/payments/installments/overdue/`, () => HttpResponse.json([])),
      http.get(`${TEST_API}/courses/certificates/my-certificates/`, () => HttpResponse.json(page([]))),
    );
    renderHome('student');
    expect(await screen.findByRole('region', { name: 'Start learning' })).toBeTruthy();
    expect(await within(card('Overdue installments')).findByText('Nothing overdue')).toBeTruthy();
    expect(await within(card('My certificates')).findByText('No certificates yet')).toBeTruthy();
    expect(await within(card('My progress')).findByText('No courses yet')).toBeTruthy();
  });

  it('shows an error with Try again when a card cannot load, and recovers', async () => {
    setMockFaults({ statuses: { listOverdueInstallments: 500 } });
    const { user } = renderHome('accountant');
    const overdue = await screen.findByRole('region', { name: 'Overdue installments' });
    expect(await within(overdue).findByText('Server error. Please try again later.')).toBeTruthy();
    resetMockFaults();
    await user.click(within(overdue).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(overdue).queryByRole('alert')).toBeNull());
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { must } from '../../test/must';
import { FORM_MESSAGES } from '../infra/kit/forms';
import { AlumniPage } from './directory';
import { AlumniEventPage } from './event';
import { AlumniEventsPage } from './events';
import { AlumnusPage } from './profile';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const alumni = () => getMockDatabase().alumni.alumni;
const hidden = () =>
  must(
    alumni().find((row) => row.is_public === false),
    'a hidden alumnus',
  );
const employed = () =>
  must(
    alumni().find((row) => Boolean(row.is_public && row.current_employer)),
    'a listed, employed alumnus',
  );

const renderDirectory = (role: 'admin' | 'student', query = '') =>
  renderInApp(<AlumniPage />, { path: `/dashboard/alumni${query}`, session: signedInSession(role) });

describe('the alumni directory', () => {
  it('finds a graduate by employer for a student, opening their profile; hidden records and management stay out', async () => {
    const alumnus = employed();
    const employer = must(alumnus.current_employer, 'the employer');
    const { user } = renderDirectory('student');
    await user.type(await screen.findByRole('searchbox', { name: 'Search alumni' }, LOADED), employer);
    const link = await screen.findByRole('link', { name: alumnus.full_name }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/alumni/${alumnus.id}`);
    expect(screen.queryByRole('link', { name: hidden().full_name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New alumni record' })).toBeNull();
  }, 30_000);

  it('filters by employer from the URL, as a removable chip', async () => {
    const alumnus = employed();
    renderDirectory('student', `?current_employer=${encodeURIComponent(must(alumnus.current_employer, 'employer'))}`);
    expect(await screen.findByRole('link', { name: alumnus.full_name }, LOADED)).toBeTruthy();
    const others = alumni().filter((row) => row.is_public === true && row.current_employer !== alumnus.current_employer);
    expect(screen.queryByRole('link', { name: must(others[0], 'another alumnus').full_name })).toBeNull();
  }, 30_000);

  it('lets an admin create a record; a bad e-mail is refused on its field, nothing typed lost', async () => {
    const { user } = renderDirectory('admin');
    await user.click((await screen.findAllByRole('button', { name: 'New alumni record' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New alumni record' }));
    await user.type(await dialog.findByRole('textbox', { name: /^First name/ }, LOADED), 'Wanjiru');
    await user.type(dialog.getByRole('textbox', { name: /^Last name/ }), 'Kamau');
    await user.type(dialog.getByRole('textbox', { name: /^E-mail/ }), 'wanjiru@');
    await user.type(dialog.getByRole('textbox', { name: /^Employer/ }), 'Twiga Foods');
    await user.click(dialog.getByRole('button', { name: 'Create record' }));
    expect(await dialog.findByText(FORM_MESSAGES.email, undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Employer/ }) as HTMLInputElement).value).toBe('Twiga Foods');
    await user.type(dialog.getByRole('textbox', { name: /^E-mail/ }), 'example.co.ke');
    await user.click(dialog.getByRole('button', { name: 'Create record' }));
    await waitFor(
      () => expect(alumni().find((row) => row.email === 'wanjiru@example.co.ke')?.current_employer).toBe('Twiga Foods'),
      LOADED,
    );
    expect(await screen.findByRole('link', { name: 'Wanjiru Kamau' }, LOADED)).toBeTruthy();
  }, 40_000);

  it('says when nothing is listed, offering an admin the first record', async () => {
    alumni().removeWhere(() => true);
    renderDirectory('admin');
    expect(await screen.findByRole('heading', { name: 'No alumni in the directory yet' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New alumni record' }).length).toBeGreaterThan(0);
  }, 30_000);

  it('says when the directory cannot be loaded, with Try again', async () => {
    setMockFaults({ statuses: { listAlumni: 500 } });
    renderDirectory('student');
    expect(await screen.findAllByRole('button', { name: 'Try again' }, LOADED)).not.toHaveLength(0);
  }, 30_000);
});

describe("an alumnus's profile", () => {
  const first = () => must(alumni().get(1), 'the first alumnus');
  const renderProfile = (role: 'admin' | 'student', id = first().id) =>
    renderInApp(<AlumnusPage />, {
      path: `/dashboard/alumni/${id}`,
      routePath: '/dashboard/alumni/:id',
      session: signedInSession(role),
    });

  it("shows an admin the cohort, employer and the account's student record, and deletes after a confirmation", async () => {
    const alumnus = first();
    const { user } = renderProfile('admin');
    expect(await screen.findByRole('heading', { level: 1, name: alumnus.full_name }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Student record' }).getAttribute('href')).toBe(`/dashboard/students/${alumnus.user}`);
    expect(screen.getByRole('link', { name: String(alumnus.graduation_year) }).getAttribute('href')).toBe(
      `/dashboard/alumni?graduation_year=${alumnus.graduation_year}`,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${alumnus.full_name}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alumni().some((row) => row.id === alumnus.id)).toBe(false), LOADED);
  }, 30_000);

  it('shows a student the profile without the account, Edit or Delete; a hidden record is not found', async () => {
    const alumnus = employed();
    const { unmount } = renderProfile('student', alumnus.id);
    expect(await screen.findByRole('link', { name: must(alumnus.current_employer, 'employer') }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Student record' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    unmount();
    renderProfile('student', hidden().id);
    expect(await screen.findByRole('link', { name: 'Back to the alumni directory' }, LOADED)).toBeTruthy();
  }, 30_000);
});

describe('alumni events', () => {
  it('lets an admin create an event; a student finds it in the list and opens it', async () => {
    const { user, unmount } = renderInApp(<AlumniEventsPage />, {
      path: '/dashboard/alumni/events',
      session: signedInSession('admin'),
    });
    await user.click((await screen.findAllByRole('button', { name: 'New alumni event' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New alumni event' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Title/ }, LOADED), 'Class of 2024 reunion');
    fireEvent.change(dialog.getByLabelText(/^Starts/), { target: { value: '2027-02-13T15:00' } });
    fireEvent.change(dialog.getByLabelText(/^Ends/), { target: { value: '2027-02-13T14:00' } });
    await user.type(dialog.getByRole('textbox', { name: /^Venue/ }), 'Ujuzi campus, Ngong Road');
    await user.click(dialog.getByRole('button', { name: 'Create event' }));
    expect(await dialog.findByText('The event must end after it starts.', undefined, LOADED)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/^Ends/), { target: { value: '2027-02-13T19:00' } });
    await user.click(dialog.getByRole('button', { name: 'Create event' }));
    await waitFor(
      () => expect(getMockDatabase().alumni.events.some((row) => row.title === 'Class of 2024 reunion')).toBe(true),
      LOADED,
    );
    unmount();
    const event = must(
      getMockDatabase().alumni.events.find((row) => row.title === 'Class of 2024 reunion'),
      'the event',
    );
    renderInApp(<AlumniEventsPage />, { path: '/dashboard/alumni/events?search=reunion', session: signedInSession('student') });
    const link = await screen.findByRole('link', { name: 'Class of 2024 reunion' }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/alumni/events/${event.id}`);
    expect(screen.queryByRole('button', { name: 'New alumni event' })).toBeNull();
  }, 40_000);

  it('shows a student an event without Edit or Delete; an admin deletes it after a confirmation naming it', async () => {
    const event = must(getMockDatabase().alumni.events.get(1), 'an event');
    const page = (role: 'admin' | 'student') =>
      renderInApp(<AlumniEventPage />, {
        path: `/dashboard/alumni/events/${event.id}`,
        routePath: '/dashboard/alumni/events/:id',
        session: signedInSession(role),
      });
    const { unmount } = page('student');
    expect(await screen.findByRole('heading', { level: 1, name: event.title }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    unmount();
    const { user } = page('admin');
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOADED));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete “${event.title}”?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getMockDatabase().alumni.events.some((row) => row.id === event.id)).toBe(false), LOADED);
  }, 30_000);

  it('says when there are no events, and when they cannot be loaded', async () => {
    getMockDatabase().alumni.events.removeWhere(() => true);
    const { unmount } = renderInApp(<AlumniEventsPage />, {
      path: '/dashboard/alumni/events',
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { name: 'No alumni events yet' }, LOADED)).toBeTruthy();
    unmount();
    setMockFaults({ statuses: { listAlumniEvents: 500 } });
    renderInApp(<AlumniEventsPage />, { path: '/dashboard/alumni/events', session: signedInSession('student') });
    expect(await screen.findAllByRole('button', { name: 'Try again' }, LOADED)).not.toHaveLength(0);
  }, 30_000);
});

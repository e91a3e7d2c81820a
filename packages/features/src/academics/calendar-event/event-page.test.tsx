import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { CalendarEventPage } from './event-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const eventTitled = (title: string) =>
  must(
    getMockDatabase().academics.calendar.find((row) => row.title === title),
    `the seeded event “${title}”`,
  );
const renderEvent = (role: 'admin' | 'student', id: number) =>
  renderInApp(<CalendarEventPage />, {
    path: `/dashboard/academics/calendar/${id}`,
    routePath: '/dashboard/academics/calendar/:id',
    session: signedInSession(role),
  });

describe('a calendar event', () => {
  it('shows a student when, what, for whom and where, with Add to my calendar and no staff actions', async () => {
    const event = eventTitled('End of term examinations');
    renderEvent('student', event.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'End of term examinations' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Exam')).toBeTruthy();
    expect(screen.getByText('Students')).toBeTruthy();
    expect(screen.getByText('Computer labs')).toBeTruthy();
    expect(screen.getByRole('link', { name: '10 Nov 2026 – 17 Nov 2026' }).getAttribute('href')).toBe(
      '/dashboard/academics/calendar?month=2026-11',
    );
    expect(screen.getByRole('button', { name: 'Add to my calendar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  }, 30_000);

  it('lets staff delete an event after a confirmation that names it', async () => {
    const event = eventTitled('Parents and guardians meeting');
    const { user } = renderEvent('admin', event.id);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this event?' });
    expect(dialog.textContent).toContain('“Parents and guardians meeting” leaves the school calendar.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(getMockDatabase().academics.calendar.get(event.id)).toBeUndefined());
    expect(await screen.findByText('Event deleted')).toBeTruthy();
  }, 30_000);

  it('says an event that is not there, or not meant for the viewer, does not exist', async () => {
    renderEvent('student', eventTitled('Staff training: teaching with AI tools').id);
    expect(await screen.findByRole('heading', { name: 'This event does not exist' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the calendar' })).toBeTruthy();
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { getCalendarEvent: 500 } });
    renderEvent('admin', eventTitled('End of term examinations').id);
    expect(await screen.findByRole('heading', { name: 'Could not load this event' }, LOADED)).toBeTruthy();
  }, 30_000);
});

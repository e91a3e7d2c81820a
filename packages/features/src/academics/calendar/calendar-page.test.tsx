import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CalendarPage } from './calendar-page';

startMockBackend();
const originalCreate = URL.createObjectURL;
afterEach(() => {
  resetMockFaults();
  URL.createObjectURL = originalCreate;
  vi.restoreAllMocks();
});

const LOADED = { timeout: 15_000 };
const NOVEMBER = '/dashboard/academics/calendar?month=2026-11';
const renderCalendar = (role: 'admin' | 'teacher' | 'student' | 'parent', path = NOVEMBER) =>
  renderInApp(<CalendarPage />, { path, session: signedInSession(role) });

describe('the school calendar', () => {
  it('shows a student the month’s events meant for students, each linking to its page, without staff actions', async () => {
    renderCalendar('student');
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' }, LOADED)).toBeTruthy();
    const exams = await screen.findByRole('link', { name: 'End of term examinations' }, LOADED);
    const event = getMockDatabase().academics.calendar.find((row) => row.title === 'End of term examinations');
    expect(exams.getAttribute('href')).toBe(`/dashboard/academics/calendar/${event?.id}`);
    expect(screen.queryByText('Staff training: teaching with AI tools')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();
    expect(await screen.findByText(/Current term:/, undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next month, December 2026' }).getAttribute('href')).toBe(
      '/dashboard/academics/calendar?month=2026-12',
    );
  }, 30_000);

  it('lets a teacher create an event; one that ends before it starts is refused on its field, nothing lost', async () => {
    const { user } = renderCalendar('teacher');
    await user.click((await screen.findAllByRole('button', { name: 'New event' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New event' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Title/ }, LOADED), 'Cloud careers talk');
    fireEvent.change(dialog.getByLabelText(/^Starts/), { target: { value: '2026-11-18T10:00' } });
    fireEvent.change(dialog.getByLabelText(/^Ends/), { target: { value: '2026-11-18T09:00' } });
    await user.click(dialog.getByRole('button', { name: 'Create event' }));
    expect(await dialog.findByText('End date must be after start date.', undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Cloud careers talk');
    fireEvent.change(dialog.getByLabelText(/^Ends/), { target: { value: '2026-11-18T12:00' } });
    await user.click(dialog.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByRole('link', { name: 'Cloud careers talk' }, LOADED)).toBeTruthy();
    await waitFor(() =>
      expect(getMockDatabase().academics.calendar.find((row) => row.title === 'Cloud careers talk')?.audience).toBe('all'),
    );
  }, 30_000);

  it('downloads the events the viewer may read as one iCalendar file', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:calendar'));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderCalendar('student');
    await user.click(await screen.findByRole('button', { name: 'Download .ics' }, LOADED));
    await screen.findByText('Calendar downloaded', undefined, LOADED);
    const text = await (blobs[0] as Blob).text();
    const visible = getMockDatabase().academics.calendar.filter((row) => ['all', 'students'].includes(row.audience));
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(visible.length);
  }, 30_000);

  it('says when a month has no events, with the way on', async () => {
    renderCalendar('student', '/dashboard/academics/calendar?month=2030-01');
    expect(await screen.findByRole('heading', { name: 'No events in January 2030' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next month' }).getAttribute('href')).toBe(
      '/dashboard/academics/calendar?month=2030-02',
    );
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listCalendarEvents: 500 } });
    renderCalendar('admin');
    expect(await screen.findByRole('heading', { name: 'Could not load events' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 30_000);
});

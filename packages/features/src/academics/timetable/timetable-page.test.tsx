import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { todayWeekday, WEEKDAY_LABELS } from '../shared';
import { TimetablePage } from './timetable-page';

startMockBackend();
const originalCreate = URL.createObjectURL;
afterEach(() => {
  resetMockFaults();
  URL.createObjectURL = originalCreate;
  vi.restoreAllMocks();
});

const LOADED = { timeout: 15_000 };
/** A day button's name: 'Mon' shown and 'day' visually hidden (jsdom may read a space between). */
const day = (label: string) => new RegExp(`^${label.slice(0, 3)}\\s?${label.slice(3)}$`);
const renderTimetable = (role: 'admin' | 'teacher' | 'student' | 'parent', path = '/dashboard/academics/timetable') =>
  renderInApp(<TimetablePage />, { path, session: signedInSession(role) });

describe('the timetable screen', () => {
  it('downloads a learner’s week as weekly lessons within the current term (.ics)', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:timetable'));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderTimetable('student');
    expect(await screen.findByText(/Current term:/, undefined, LOADED)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Download as ICS' }, LOADED));
    const section = getMockDatabase().academics.classSections.find((row) => (row.display_name ?? '').startsWith('DSE1 Morning'));
    const lessons = getMockDatabase().academics.timetables.filter((row) => row.class_section === section?.id && row.is_active);
    const text = await (blobs[0] as Blob).text();
    expect(names[0]).toMatch(/^timetable-dse1-morning-.*\.ics$/);
    expect(text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(lessons.length);
    expect(text).toContain('RRULE:FREQ=WEEKLY;UNTIL=20261120T205959Z');
  }, 30_000);

  it('shows a learner their own class, today first, a day at a time on a phone', async () => {
    const { user } = renderTimetable('student');
    expect(await screen.findByText(/^DSE1 Morning/, undefined, LOADED)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Class' })).toBeNull();
    const today = todayWeekday();
    expect(await screen.findByRole('button', { name: day(WEEKDAY_LABELS[today]), pressed: true }, LOADED)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: day('Monday') }));
    const monday = within(await screen.findByRole('list', { name: 'Lessons on Monday' }, LOADED));
    expect(monday.getAllByText('08:00–10:00').length).toBe(1);
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  }, 30_000);

  it('lets staff pick a class from the URL', async () => {
    const section = getMockDatabase().academics.classSections.find((row) => (row.display_name ?? '').startsWith('PCCD Evening'));
    if (!section) throw new Error('the seed has PCCD Evening');
    const { user } = renderTimetable('teacher', `/dashboard/academics/timetable?class_section=${section.id}`);
    const picker = (await screen.findByRole('combobox', { name: 'Class' }, LOADED)) as HTMLSelectElement;
    expect(picker.value).toBe(String(section.id));
    // Any weekday, whatever day the test runs on.
    await user.click(await screen.findByRole('button', { name: day('Monday') }, LOADED));
    expect(await screen.findAllByText('17:30–19:30', undefined, LOADED)).toHaveLength(1);
  }, 30_000);

  it('lets an admin add a lesson; a clash is refused with its reason', async () => {
    const section = getMockDatabase().academics.classSections.find((row) => (row.display_name ?? '').startsWith('DSE1 Morning'));
    if (!section) throw new Error('the seed has DSE1 Morning');
    const { user } = renderTimetable('admin', `/dashboard/academics/timetable?class_section=${section.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add lesson' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: 'New lesson' }));
    const subject = getMockDatabase().academics.subjects.find((row) => row.code === 'DP101');
    if (!subject) throw new Error('the seed has UI/UX');
    await dialog.findByRole('option', { name: `${subject.name} (${subject.code})` }, LOADED);
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Subject/ }), String(subject.id));
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Day/ }), 'monday');
    await user.type(dialog.getByRole('textbox', { name: /^Starts/ }), '09:00');
    await user.type(dialog.getByRole('textbox', { name: /^Ends/ }), '10:00');
    await user.click(dialog.getByRole('button', { name: 'Add lesson' }));
    expect(await dialog.findByText(/This class already has .* from 08:00 to 10:00 on monday\./, undefined, LOADED)).toBeTruthy();
    const start = dialog.getByRole('textbox', { name: /^Starts/ });
    await user.clear(start);
    await user.type(start, '14:00');
    const end = dialog.getByRole('textbox', { name: /^Ends/ });
    await user.clear(end);
    await user.type(end, '15:30');
    await user.click(dialog.getByRole('button', { name: 'Add lesson' }));
    await waitFor(
      () =>
        expect(
          getMockDatabase().academics.timetables.find(
            (row) => row.class_section === section.id && row.subject.id === subject.id && row.start_time.startsWith('14:00'),
          ),
        ).toBeTruthy(),
      LOADED,
    );
  }, 30_000);

  it('says what failed with Retry', async () => {
    setMockFaults({ statuses: { listTimetables: 500 } });
    renderTimetable('student');
    expect(await screen.findByRole('button', { name: 'Try again' }, LOADED)).toBeTruthy();
  }, 30_000);
});

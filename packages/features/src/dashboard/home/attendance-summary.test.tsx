import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { AttendanceSummaryCard } from './attendance-summary';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderCard = () => renderInApp(<AttendanceSummaryCard />, { path: '/dashboard', session: signedInSession('teacher') });

describe('the attendance card of the staff homes', () => {
  it('shows the rate and today’s marks, each linked to the records it counts', async () => {
    renderCard();
    const card = within(must((await screen.findByText('Attendance rate', undefined, LOADED)).closest('section'), 'the card'));
    expect(card.getByRole('link', { name: 'Today’s registers' }).getAttribute('href')).toBe('/dashboard/attendance');
    expect(card.getByRole('link', { name: /^Absent, 30 days/ }).getAttribute('href')).toMatch(
      /^\/dashboard\/attendance\/records\?status=absent&date_from=\d{4}-\d{2}-\d{2}&date_to=\d{4}-\d{2}-\d{2}$/,
    );
  }, 30_000);

  it('marks one student for today from the quick mark', async () => {
    const student = must(
      getMockDatabase().accounts.users.find((user) => user.user_type === 'student' && user.is_active),
      'a student',
    );
    const name = `${student.first_name} ${student.last_name}`;
    const { user } = renderCard();
    const box = await screen.findByRole('combobox', { name: /^Student/ }, LOADED);
    await waitFor(() => expect(box.querySelector(`option[value="${student.id}"]`)).toBeTruthy(), LOADED);
    await user.selectOptions(box, String(student.id));
    expect((box as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(name);
    await user.click(screen.getByRole('button', { name: 'Mark for today' }));
    expect(await screen.findByText('Attendance marked', undefined, LOADED)).toBeTruthy();
    await waitFor(() =>
      expect(
        getMockDatabase().accounts.attendance.some(
          (row) => row.student === student.id && row.status === 'present' && row.marked_by === 3,
        ),
      ).toBe(true),
    );
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { getAttendanceSummary: 500 } });
    renderCard();
    expect((await screen.findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  }, 30_000);
});

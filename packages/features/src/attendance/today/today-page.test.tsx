import { screen, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { TodayPage } from './today-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderToday = (role: 'admin' | 'teacher') =>
  renderInApp(<TodayPage />, { path: '/dashboard/attendance', session: signedInSession(role) });

describe('today’s registers', () => {
  it('shows a teacher only the sections they keep, each not taken yet and opening its register', async () => {
    const own = getMockDatabase().academics.classSections.filter((section) => section.class_teacher?.id === 3);
    renderToday('teacher');
    const list = await screen.findByRole('list', { name: 'Sections' }, LOADED);
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(own.length);
    const first = must(own[0], 'a section');
    const link = within(list).getByRole('link', { name: first.display_name ?? '' });
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/dashboard/attendance/register/${first.id}\\?date=\\d{4}-\\d{2}-\\d{2}$`),
    );
    expect(within(list).getAllByText('Not taken').length).toBe(own.length);
  }, 30_000);

  it('shows management every active section', async () => {
    const active = getMockDatabase().academics.classSections.filter((section) => section.is_active);
    renderToday('admin');
    const list = await screen.findByRole('list', { name: 'Sections' }, LOADED);
    expect(within(list).getAllByRole('listitem')).toHaveLength(active.length);
  }, 30_000);

  it('says when the teacher keeps no register, with the way to the records', async () => {
    const db = getMockDatabase();
    for (const section of db.academics.classSections.filter((row) => row.class_teacher?.id === 3))
      db.academics.classSections.update(section.id, { class_teacher: null });
    renderToday('teacher');
    expect(await screen.findByRole('heading', { name: 'No registers to take' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open attendance records' }).getAttribute('href')).toBe(
      '/dashboard/attendance/records',
    );
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { getTodayAttendance: 500 } });
    renderToday('admin');
    expect(await screen.findByRole('heading', { name: 'Could not load today’s registers' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});

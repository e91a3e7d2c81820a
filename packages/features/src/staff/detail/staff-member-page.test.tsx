import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { StaffMemberPage } from './staff-member-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const renderMember = (slug: string, role: 'admin' | 'super_admin' = 'admin') =>
  renderInApp(<StaffMemberPage />, {
    path: `/dashboard/staff/${slug}`,
    routePath: '/dashboard/staff/:slug',
    session: signedInSession(role),
  });

describe('a staff member’s page', () => {
  it('shows their profile and contact, and links the courses they teach', async () => {
    renderMember('teacher');
    expect(await screen.findByRole('heading', { level: 1, name: 'Faith Chebet' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'teacher@ujuzi.ac.ke' }).getAttribute('href')).toBe('mailto:teacher@ujuzi.ac.ke');
    const db = getMockDatabase();
    const teacher = db.accounts.users.find((user) => user.username === 'teacher');
    const taught = db.courses.courses.find((course) => course.instructor?.id === teacher?.id);
    if (!taught) throw new Error('the seed gives the demo teacher a course');
    const list = await screen.findByRole('list', { name: 'Courses taught' }, LOADED);
    expect(within(list).getByRole('link', { name: taught.title }).getAttribute('href')).toBe(`/dashboard/courses/${taught.slug}`);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/dashboard/staff/edit/teacher');
  }, 30_000);

  it('deactivates them after a confirmation naming them', async () => {
    const { user } = renderMember('teacher');
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Faith Chebet?' }, LOADED);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Reactivate' }, LOADED)).toBeTruthy();
    const teacher = getMockDatabase().accounts.users.find((row) => row.username === 'teacher');
    expect(teacher?.is_active).toBe(false);
  }, 30_000);

  it('offers no edit or deactivation of someone of a higher role', async () => {
    renderMember('superadmin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Odhiambo' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  }, 30_000);

  it('says when no staff member has that address, and a student is none', async () => {
    renderMember('student');
    expect(await screen.findByRole('heading', { name: 'This staff member does not exist' }, LOADED)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to staff' }).getAttribute('href')).toBe('/dashboard/staff'),
    );
  }, 30_000);
});

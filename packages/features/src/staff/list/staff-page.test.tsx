import { screen, waitFor } from '@testing-library/react';
import { getMockDatabase, setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { StaffPage } from './staff-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const renderStaff = (path = '/dashboard/staff?page_size=100') =>
  renderInApp(<StaffPage />, { path, session: signedInSession('admin') });

describe('the staff screen', () => {
  it('lists staff only, each opening their page, never a student', async () => {
    renderStaff();
    const link = await screen.findByRole('link', { name: 'Faith Chebet' }, LOADED);
    expect(link.getAttribute('href')).toBe('/dashboard/staff/teacher');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Peter Otieno' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Wanjiku Kamau' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add staff/ }).getAttribute('href')).toBe('/dashboard/staff/new');
  }, 30_000);

  it('filters by role from the URL: only teachers', async () => {
    renderStaff('/dashboard/staff?user_type=teacher&page_size=100');
    await screen.findByRole('link', { name: 'Faith Chebet' }, LOADED);
    expect(screen.queryByRole('link', { name: 'David Mwangi' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Peter Otieno' })).toBeNull();
  }, 30_000);

  it('shows deactivated members under the status filter', async () => {
    const db = getMockDatabase();
    const teacher = db.accounts.users.find((user) => user.username === 'teacher');
    db.accounts.users.update(teacher?.id ?? 0, { is_active: false });
    renderStaff('/dashboard/staff?is_active=false&page_size=100');
    await screen.findByRole('link', { name: 'Faith Chebet' }, LOADED);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'David Mwangi' })).toBeNull());
  }, 30_000);

  it('offers Retry when the list fails', async () => {
    setMockFaults({ statuses: { listUsers: 500 } });
    renderStaff();
    expect(await screen.findByRole('button', { name: 'Try again' }, LOADED)).toBeTruthy();
  }, 30_000);
});

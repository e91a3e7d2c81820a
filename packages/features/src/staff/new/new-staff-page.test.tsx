import { screen, waitFor } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { EditStaffPage } from '../edit';
import { NewStaffPage } from './new-staff-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const field = (name: RegExp) => screen.findByRole('textbox', { name }, LOADED);

describe('adding and editing a staff member', () => {
  it('checks the spec’s rules, keeps what was typed, then adds them and opens their page', async () => {
    const { user } = renderInApp(<NewStaffPage />, { path: '/dashboard/staff/new', session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add staff member' }, LOADED)).toBeTruthy();
    await user.type(await field(/^Username/), 'otieno.ochieng');
    await user.type(await field(/^E-mail/), 'otieno.ochieng@ujuzi.ac.ke');
    await user.type(await field(/^Experience/), '60');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByText('First name is required', undefined, LOADED)).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Experience years must be between 0 and 50')).toBeTruthy();
    expect(((await field(/^Username/)) as HTMLInputElement).value).toBe('otieno.ochieng');
    await user.type(await field(/^First name/), 'Otieno');
    await user.type(await field(/^Last name/), 'Ochieng');
    const experience = await field(/^Experience/);
    await user.clear(experience);
    await user.type(experience, '9');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/dashboard/staff/otieno.ochieng'), LOADED);
    const created = getMockDatabase().accounts.users.find((row) => row.username === 'otieno.ochieng');
    expect(created).toMatchObject({ first_name: 'Otieno', user_type: 'teacher', experience_years: 9 });
  }, 30_000);

  it('puts the server’s answer on the field: a username already taken', async () => {
    const { user } = renderInApp(<NewStaffPage />, { path: '/dashboard/staff/new', session: signedInSession('admin') });
    await user.type(await field(/^First name/), 'Faith');
    await user.type(await field(/^Last name/), 'Another');
    await user.type(await field(/^Username/), 'teacher');
    await user.type(await field(/^E-mail/), 'faith.another@ujuzi.ac.ke');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByText('A user with that username already exists.', undefined, LOADED)).toBeTruthy();
    expect(((await field(/^E-mail/)) as HTMLInputElement).value).toBe('faith.another@ujuzi.ac.ke');
  }, 30_000);

  it('says an e-mail address is taken as it is typed, before anything is sent', async () => {
    const { user } = renderInApp(<NewStaffPage />, { path: '/dashboard/staff/new', session: signedInSession('admin') });
    const teacher = getMockDatabase().accounts.users.find((row) => row.username === 'teacher');
    await user.type(await field(/^E-mail/), teacher?.email ?? '');
    expect(await screen.findByText('A user with that email already exists.', undefined, LOADED)).toBeTruthy();
  }, 30_000);

  it('edits a member with their details filled in, then opens their page', async () => {
    const { user } = renderInApp(<EditStaffPage />, {
      path: '/dashboard/staff/edit/teacher',
      routePath: '/dashboard/staff/edit/:slug',
      session: signedInSession('admin'),
    });
    const phone = await screen.findByRole('textbox', { name: /^Phone/ }, LOADED);
    expect(((await field(/^First name/)) as HTMLInputElement).value).toBe('Faith');
    await user.clear(phone);
    await user.type(phone, '+254 711 222 333');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/staff/teacher'), LOADED);
    expect(getMockDatabase().accounts.users.find((row) => row.username === 'teacher')?.phone_number).toBe('+254 711 222 333');
  }, 30_000);

  it('offers no form for someone of a higher role than the viewer', async () => {
    renderInApp(<EditStaffPage />, {
      path: '/dashboard/staff/edit/superadmin',
      routePath: '/dashboard/staff/edit/:slug',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { name: 'You cannot edit this staff member' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Amina Odhiambo' }).getAttribute('href')).toBe('/dashboard/staff/superadmin');
  }, 30_000);
});

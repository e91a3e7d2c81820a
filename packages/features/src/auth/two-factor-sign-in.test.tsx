import { screen, waitFor, within } from '@testing-library/react';
import { getStoredToken } from '@ujuzi/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TWO_FACTOR_CODE, getMockDatabase } from '@ujuzi/mocks';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInApp, startMockBackend } from '../../test/app-harness';
import { must } from '../../test/must';
import { LoginPage } from './login-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const BACKUP_CODE = '48213977';

/** The demo teacher with two-factor sign-in on, as after a confirmed setup. */
function turnOnTwoFactor() {
  const db = getMockDatabase();
  const teacher = must(
    db.accounts.users.find((row) => row.username === 'teacher'),
    'the demo teacher',
  );
  db.accounts.twoFactor.remove(teacher.id);
  db.accounts.twoFactor.insert({ id: teacher.id, secret: 'JBSWY3DPEHPK3PXP', backup_codes: [BACKUP_CODE], enabled: true });
  db.accounts.users.update(teacher.id, { two_factor_enabled: true });
}

async function signInAsTeacher() {
  turnOnTwoFactor();
  const rendered = renderInApp(<LoginPage />, {
    path: '/login',
    routePath: '/login',
    demoAccounts: { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD, twoFactorCode: DEMO_TWO_FACTOR_CODE },
    routes: <Route path="*" element={<p>elsewhere</p>} />,
  });
  await rendered.user.type(screen.getByLabelText(/^Username/), 'teacher');
  await rendered.user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
  await rendered.user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' }, LOADED);
  return rendered;
}

const codeField = () => screen.findByRole('textbox', { name: /^Code from your authenticator app/ }, LOADED);
const location = () => screen.getByTestId('location').textContent;

describe('signing in with two-factor sign-in on', () => {
  it('asks for the code after the right password, stores nothing, and a wrong code says so on the field', async () => {
    const { user } = await signInAsTeacher();
    expect(getStoredToken()).toBeNull();
    const field = await codeField();
    expect(screen.getByText(`Demo: the mock backend's authenticator code is always ${DEMO_TWO_FACTOR_CODE}.`)).toBeTruthy();
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Invalid two-factor code.', undefined, LOADED)).toBeTruthy();
    expect(getStoredToken()).toBeNull();
    expect(location()).toBe('/login');
  }, 30_000);

  it('signs in with the right code, greets, and opens the dashboard', async () => {
    const { user } = await signInAsTeacher();
    await user.type(await codeField(), DEMO_TWO_FACTOR_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Welcome back, Faith Chebet!', undefined, LOADED)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(getStoredToken()).toBeTruthy();
  }, 30_000);

  it('takes a backup code once', async () => {
    const { user } = await signInAsTeacher();
    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    await user.type(await screen.findByRole('textbox', { name: /^Backup code/ }), BACKUP_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(location()).toBe('/dashboard'), LOADED);
    const teacher = must(
      getMockDatabase().accounts.users.find((row) => row.username === 'teacher'),
      'the demo teacher',
    );
    expect(getMockDatabase().accounts.twoFactor.get(teacher.id)?.backup_codes).toEqual([]);
  }, 30_000);

  it('after the fifth wrong code, counts down the wait on the button', async () => {
    const { user } = await signInAsTeacher();
    const field = await codeField();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.clear(field);
      await user.type(field, '000000');
      await user.click(screen.getByRole('button', { name: /^(Verify and sign in|Try again in)/ }));
      if (attempt < 5) await screen.findByText('Invalid two-factor code.', undefined, LOADED);
    }
    const alert = await screen.findByRole('alert', undefined, LOADED);
    expect(within(alert).getByText('Too many wrong codes. Please try again in 60 seconds.')).toBeTruthy();
    // The wait starts at its full length, however long the page was open before.
    const wait = screen.getByRole('button', { name: /^Try again in (1:00|0:5\d)$/ });
    expect((wait as HTMLButtonElement).disabled).toBe(true);
  }, 40_000);

  it('goes back to the password with "Back to sign in"', async () => {
    const { user } = await signInAsTeacher();
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }, LOADED));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Username/).value).toBe('teacher');
  }, 30_000);
});

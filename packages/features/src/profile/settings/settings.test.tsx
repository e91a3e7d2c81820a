import { screen, waitFor, within } from '@testing-library/react';
import { getStoredToken, removeStoredTokenAndUser, SESSION_MESSAGES } from '@ujuzi/api';
import { PASSWORD_MESSAGES } from '@ujuzi/domain';
import { getMockDatabase, setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ProfileSettingsPage } from './settings-page';
import { must } from '../../../test/must';

startMockBackend();

const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/profile/settings';

const studentRow = () => getMockDatabase().accounts.users.find((user) => user.username === 'student');

async function openSettings() {
  const rendered = renderInApp(<ProfileSettingsPage />, { path: PATH, session: signedInSession('student') });
  const firstName = (await screen.findByRole('textbox', { name: 'First name' }, LOADED)) as HTMLInputElement;
  return { ...rendered, firstName };
}

describe('profile settings', { timeout: 40_000 }, () => {
  it('saves a new name: the server keeps it and the session (the header) shows it at once', async () => {
    const { user, session, firstName } = await openSettings();
    await user.clear(firstName);
    await user.type(firstName, 'Wanjiru');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated successfully', undefined, LOADED)).toBeTruthy();
    expect(studentRow()?.first_name).toBe('Wanjiru');
    await waitFor(() => expect(session.getState().user?.first_name).toBe('Wanjiru'), LOADED);
  });

  it('checks the spec’s rules before sending, and puts the server’s field errors at their fields keeping what was typed', async () => {
    const { user, firstName } = await openSettings();
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('First name is required', undefined, LOADED)).toBeTruthy();
    await user.type(firstName, 'Wanjiru');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'admin@ujuzi.ac.ke');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const form = screen.getByRole('form', { name: 'Personal details' });
    expect(await within(form).findByText('A user with that email already exists.', undefined, LOADED)).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toContain(SESSION_MESSAGES.profileFailed);
    expect(firstName.value).toBe('Wanjiru');
    expect((email as HTMLInputElement).value).toBe('admin@ujuzi.ac.ke');
    expect(studentRow()?.first_name).toBe('Wanjiku');
  });

  it('says to try again when the server fails', async () => {
    const { user, firstName } = await openSettings();
    setMockFaults({ statuses: { updateProfile: 500 } });
    await user.type(firstName, 'a');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const form = screen.getByRole('form', { name: 'Personal details' });
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toContain(SESSION_MESSAGES.profileRetry), LOADED);
    expect(firstName.value).toBe('Wanjikua');
  });

  it('sends a signed-out user to /login with the spec’s message', async () => {
    const { user, firstName } = await openSettings();
    removeStoredTokenAndUser();
    await user.type(firstName, 'a');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(SESSION_MESSAGES.authRequired, undefined, LOADED)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'), LOADED);
  });

  it('changes the password: a wrong current one is refused at its field; the right one keeps this device signed in', async () => {
    const { user } = await openSettings();
    const form = await screen.findByRole('form', { name: 'Change password' }, LOADED);
    const current = within(form).getByLabelText(/^Current password/);
    const next = within(form).getByLabelText(/^New password/);
    const confirm = within(form).getByLabelText(/^Confirm new password/);
    await user.type(current, 'not-it');
    await user.type(next, 'Karura-Forest-2027');
    await user.type(confirm, 'Karura-Forest-2028');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(PASSWORD_MESSAGES.mismatch, undefined, LOADED)).toBeTruthy();
    await user.clear(confirm);
    await user.type(confirm, 'Karura-Forest-2027');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('Your old password was entered incorrectly. Please enter it again.', undefined, LOADED),
    ).toBeTruthy();
    const before = getStoredToken();
    await user.clear(current);
    await user.type(current, 'ujuzi-demo');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(SESSION_MESSAGES.passwordChanged, undefined, LOADED)).toBeTruthy();
    expect(getMockDatabase().accounts.credentials.get(studentRow()?.id ?? 0)?.password).toBe('Karura-Forest-2027');
    expect(getStoredToken()).not.toBe(before);
    expect((current as HTMLInputElement).value).toBe('');
  });

  it('refuses a picture over 5 MB before sending, and removes the stored one after a confirmation', async () => {
    const id = studentRow()?.id ?? 0;
    getMockDatabase().accounts.users.update(id, { profile_picture: 'data:image/png;base64,iVBORw0KGgo=' });
    const { user, session } = await openSettings();
    const card = screen.getByRole('region', { name: 'Profile picture' });
    const input = card.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await within(card).findByText(/"big.png" is .*The maximum size is 5 MB\./, undefined, LOADED)).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Save picture' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(await within(card).findByRole('button', { name: 'Remove picture' }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove your profile picture?' }, LOADED);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Profile picture removed', undefined, LOADED)).toBeTruthy();
    expect(studentRow()?.profile_picture).toBeNull();
    await waitFor(() => expect(session.getState().user?.profile_picture).toBeFalsy(), LOADED);
    expect(within(card).getByText('No picture yet: your initials show instead.')).toBeTruthy();
  });

  it('disconnects a linked account after a confirmation', async () => {
    const { user } = await openSettings();
    const card = await screen.findByRole('region', { name: 'Connected accounts' }, LOADED);
    await user.click(await within(card).findByRole('button', { name: 'Disconnect Google' }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect your Google account?' }, LOADED);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(card).findByText('No accounts connected', undefined, LOADED)).toBeTruthy();
  });

  it('turns two-factor sign-in on only with a correct code', async () => {
    const { user } = await openSettings();
    const card = screen.getByRole('region', { name: 'Two-factor sign-in' });
    await user.click(within(card).getByRole('button', { name: 'Set up two-factor sign-in' }));
    const code = await within(card).findByRole('textbox', { name: 'Code from the app' }, LOADED);
    // The backup codes, shown once, can be kept as a file.
    const saved: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:backup-codes';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(card).getByRole('button', { name: 'Download backup codes' }));
    const listed = within(within(card).getByRole('list', { name: 'Backup codes' })).getAllByRole('listitem');
    const file = await must(saved[0], 'the downloaded file').text();
    for (const item of listed) expect(file).toContain(item.textContent ?? '');
    createObjectURL.mockRestore();
    clicked.mockRestore();
    await user.type(code, '000000');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByText('Invalid two-factor code.', undefined, LOADED)).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByRole('textbox', { name: 'Current code' }, LOADED)).toBeTruthy();
    expect(studentRow()?.two_factor_enabled).toBe(true);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { HTTP_MESSAGES } from '@ujuzi/domain';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { QrCodeProfilePage } from '../qr-code-profile';
import { QrCodeSettingsPage } from '../qr-code-settings';
import { QrCodePage } from './qr-code-page';

startMockBackend();

const LOADED = { timeout: 15_000 };

/** The demo student's QR code row in the mock backend. */
function studentCode() {
  const db = getMockDatabase();
  const student = db.accounts.users.find((user) => user.username === 'student');
  const row = db.progress.qrCodes.find((code) => code.user === student?.id);
  if (!row) throw new Error('the demo student has no QR code');
  return row;
}

describe('my QR code', { timeout: 30_000 }, () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
  });

  it('shows the code with the public profile link it encodes, and the way to the other QR pages', async () => {
    const hash = studentCode().qr_hash;
    renderInApp(<QrCodePage />, { path: '/dashboard/qr-code', session: signedInSession('student') });
    expect(await screen.findByRole('img', { name: 'Scan to open my public profile' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My QR code' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Profile link' }) as HTMLInputElement).value).toMatch(
      new RegExp(`/profile/${hash}$`),
    );
    expect(screen.getByRole('link', { name: /Open my public profile/ }).getAttribute('href')).toBe(`/profile/${hash}`);
    for (const name of ['Download PNG', 'Download SVG', 'Print', 'Copy link'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'QR code' });
    expect(within(sections).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard/qr-code/settings');
    expect(within(sections).getByRole('link', { name: 'Public profile' }).getAttribute('href')).toBe(
      '/dashboard/qr-code/profile',
    );
  });

  it('regenerates the code only after a confirm that says the old one stops working', async () => {
    const before = studentCode().qr_hash;
    const { user } = renderInApp(<QrCodePage />, { path: '/dashboard/qr-code', session: signedInSession('student') });
    await user.click(await screen.findByRole('button', { name: 'Regenerate QR code' }, LOADED));
    const confirm = await screen.findByRole('alertdialog', { name: 'Regenerate your QR code?' }, LOADED);
    expect(within(confirm).getByText(/stop working at once/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(studentCode().qr_hash).not.toBe(before), LOADED);
    const after = studentCode().qr_hash;
    await waitFor(
      () => expect((screen.getByRole('textbox', { name: 'Profile link' }) as HTMLInputElement).value).toMatch(after),
      LOADED,
    );
    expect(await screen.findByText('New QR code ready: the old one no longer works', undefined, LOADED)).toBeTruthy();
  });

  it('saves the code as SVG under a name that says whose it is, and prints the code alone', async () => {
    const saved: { name: string; type: string }[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', type: blob.type });
      return 'blob:qr';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    const sheet = document.implementation.createHTMLDocument('');
    const printed = vi.fn();
    vi.spyOn(window, 'open').mockReturnValue({ document: sheet, focus: vi.fn(), print: printed } as unknown as Window);

    const { user } = renderInApp(<QrCodePage />, { path: '/dashboard/qr-code', session: signedInSession('student') });
    await user.click(await screen.findByRole('button', { name: 'Download SVG' }, LOADED));
    await waitFor(() => expect(saved).toEqual([{ name: 'Ujuzi-QR-code-student.svg', type: 'image/svg+xml' }]), LOADED);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(printed).toHaveBeenCalledTimes(1);
    expect(sheet.querySelector('svg path')?.getAttribute('d')).toBeTruthy();
    expect(sheet.body.textContent).toContain(`/profile/${studentCode().qr_hash}`);
  });

  it('says when the profile is private', async () => {
    const row = studentCode();
    getMockDatabase().progress.qrCodes.update(row.id, { settings: { ...row.settings, is_public: false } });
    renderInApp(<QrCodePage />, { path: '/dashboard/qr-code', session: signedInSession('student') });
    expect(await screen.findByRole('heading', { name: 'Your profile is private' }, LOADED)).toBeTruthy();
  });

  it('shows an error with Retry, and recovers', async () => {
    setMockFaults({ statuses: { getMyUserQrCode: 500 } });
    const { user } = renderInApp(<QrCodePage />, { path: '/dashboard/qr-code', session: signedInSession('teacher') });
    expect(await screen.findByText(HTTP_MESSAGES.serverError, undefined, LOADED)).toBeTruthy();
    resetMockFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Scan to open my public profile' }, LOADED)).toBeTruthy();
  });
});

describe('QR code settings', { timeout: 30_000 }, () => {
  it('previews a change at once and saves every setting through the settings operation', async () => {
    const { user } = renderInApp(<QrCodeSettingsPage />, {
      path: '/dashboard/qr-code/settings',
      session: signedInSession('student'),
    });
    const phone = await screen.findByRole('switch', { name: /Show phone number/ }, LOADED);
    const preview = screen.getByRole('region', { name: 'What visitors see' });
    const phoneRow = () => within(preview).getByText('Phone number').closest('li') as HTMLElement;
    expect(within(phoneRow()).getByText('Hidden')).toBeTruthy();
    await user.click(phone);
    expect(within(phoneRow()).getByText('Shown')).toBeTruthy();
    expect(studentCode().settings.show_phone).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(studentCode().settings.show_phone).toBe(true), LOADED);
    expect(studentCode().settings).toMatchObject({ is_public: true, show_certificates: true });
  });

  it('previews a private profile as unavailable', async () => {
    const { user } = renderInApp(<QrCodeSettingsPage />, {
      path: '/dashboard/qr-code/settings',
      session: signedInSession('student'),
    });
    await user.click(await screen.findByRole('switch', { name: /Public profile/ }, LOADED));
    expect(within(screen.getByRole('region', { name: 'What visitors see' })).getByText(/your profile is private/)).toBeTruthy();
  });
});

describe('public profile preview', { timeout: 30_000 }, () => {
  it('shows the public profile as visitors see it, one heading level down', async () => {
    const db = getMockDatabase();
    const student = db.accounts.users.find((user) => user.username === 'student');
    renderInApp(<QrCodeProfilePage />, { path: '/dashboard/qr-code/profile', session: signedInSession('student') });
    const region = await screen.findByRole('region', { name: 'Your public profile' }, LOADED);
    expect(
      await within(region).findByRole('heading', { level: 2, name: `${student?.first_name} ${student?.last_name}` }, LOADED),
    ).toBeTruthy();
    expect(within(region).getByRole('heading', { level: 3, name: 'Certificates' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change what it shows' }).getAttribute('href')).toBe('/dashboard/qr-code/settings');
  });

  it('says visitors see “Profile not available” when the profile is private', async () => {
    const row = studentCode();
    getMockDatabase().progress.qrCodes.update(row.id, { settings: { ...row.settings, is_public: false } });
    renderInApp(<QrCodeProfilePage />, { path: '/dashboard/qr-code/profile', session: signedInSession('student') });
    expect(await screen.findByRole('heading', { name: 'Visitors see “Profile not available”' }, LOADED)).toBeTruthy();
  });
});

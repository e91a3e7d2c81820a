import { screen, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { QrProfilePage } from './qr-profile-page';

startMockBackend();
/** The demo student's QR code (user 4), public with courses and certificates shown. */
const studentQr = () => must(getMockDatabase().progress.qrCodes.find((row) => row.user === 4));

describe.each(['/profile', '/qr'])('a public QR profile at %s/:qrHash', (base) => {
  const renderProfile = (hash: string) =>
    renderInApp(<QrProfilePage />, { path: `${base}/${hash}`, routePath: `${base}/:qrHash` });

  it('shows the learner, their courses with progress and their certificates to verify', async () => {
    renderProfile(studentQr().qr_hash);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wanjiku Kamau' })).toBeTruthy();
    const courses = screen.getByRole('region', { name: 'Courses' });
    expect(within(courses).getAllByRole('progressbar').length).toBeGreaterThan(0);
    const certificates = screen.getByRole('region', { name: 'Certificates' });
    const verify = must(within(certificates).getAllByRole('link', { name: 'Verify' })[0]);
    expect(verify.getAttribute('href')).toMatch(/^\/certificate\/verify\/[0-9a-f]{32}$/);
  });

  it('says the profile is not available for an unknown or private code', async () => {
    getMockDatabase().progress.qrCodes.update(studentQr().id, (row) => ({ settings: { ...row.settings, is_public: false } }));
    renderProfile(studentQr().qr_hash);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not available' })).toBeTruthy();
    expect(screen.getByText(/This profile is not available\./)).toBeTruthy();
  });
});

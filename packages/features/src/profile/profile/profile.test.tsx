import { screen, waitFor, within } from '@testing-library/react';
import { setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ProfilePage } from './profile-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/profile';

describe('my profile', { timeout: 30_000 }, () => {
  it('shows a student who they are, their learning figures linking to the lists, and the way to edit', async () => {
    renderInApp(<ProfilePage />, { path: PATH, session: signedInSession('student') });
    const about = await screen.findByRole('region', { name: 'About me' }, LOADED);
    expect(within(about).getByText('Wanjiku Kamau')).toBeTruthy();
    expect(within(about).getByText('@student')).toBeTruthy();
    expect(within(about).getByText('Student')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('student@ujuzi.ac.ke')).toBeTruthy();
    expect(within(details).getByText('Member since')).toBeTruthy();
    const learning = screen.getByRole('region', { name: 'My learning' });
    await waitFor(() => expect(within(learning).queryByText('…')).toBeNull(), LOADED);
    expect(
      within(learning)
        .getByRole('link', { name: /Certificates/ })
        .getAttribute('href'),
    ).toBe('/dashboard/certificates/my-certificates');
    expect(
      within(learning)
        .getByRole('link', { name: /Courses/ })
        .getAttribute('href'),
    ).toBe('/dashboard/courses/progress');
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/dashboard/profile/settings');
    expect(screen.getByRole('link', { name: 'My QR code and public profile' }).getAttribute('href')).toBe('/dashboard/qr-code');
  });

  it('shows a parent their children with the ways to each one’s progress and certificates', async () => {
    renderInApp(<ProfilePage />, { path: PATH, session: signedInSession('parent') });
    const children = await screen.findByRole('region', { name: 'My children' }, LOADED);
    const progress = await within(children).findAllByRole('link', { name: /’s progress$/ }, LOADED);
    expect(progress.length).toBeGreaterThan(0);
    expect(
      within(children)
        .getAllByRole('link', { name: /’s certificates$/ })[0]
        ?.getAttribute('href'),
    ).toBe('/dashboard/certificates/my-certificates');
    expect(screen.queryByRole('region', { name: 'My learning' })).toBeNull();
  });

  it('offers Try again when the profile cannot be loaded', async () => {
    setMockFaults({ statuses: { getCurrentUser: 500 } });
    renderInApp(<ProfilePage />, { path: PATH, session: signedInSession('teacher') });
    expect(await screen.findByRole('heading', { name: 'Could not load your profile' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

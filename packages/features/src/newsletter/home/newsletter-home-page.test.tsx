import { screen, within } from '@testing-library/react';
import { resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { NewsletterHomePage } from './newsletter-home-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };

describe('the newsletter overview', () => {
  it('shows the subscriber counts, recent campaigns with their rates, and every section an admin may open', async () => {
    renderInApp(<NewsletterHomePage />, { path: '/dashboard/newsletter', session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { name: 'Recent campaigns' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pending confirmation' }).getAttribute('href')).toBe(
      '/dashboard/newsletter/subscribers?status=pending',
    );
    const manage = screen.getByRole('navigation', { name: 'Manage' });
    for (const section of ['Newsletters', 'Subscribers', 'Categories', 'Templates', 'Settings'])
      expect(within(manage).getByRole('link', { name: section })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New newsletter' }).length).toBeGreaterThan(0);
  }, 30_000);

  it('shows a teacher only the sections a teacher may open', async () => {
    renderInApp(<NewsletterHomePage />, { path: '/dashboard/newsletter', session: signedInSession('teacher') });
    await screen.findByRole('heading', { name: 'Recent campaigns' }, LOADED);
    expect(screen.queryByRole('link', { name: 'Templates' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New newsletter' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Subscribers' }).length).toBeGreaterThan(0);
  }, 30_000);

  it('offers Retry when the overview fails', async () => {
    setMockFaults({ statuses: { getNewsletterDashboardStats: 500 } });
    renderInApp(<NewsletterHomePage />, { path: '/dashboard/newsletter', session: signedInSession('admin') });
    expect(await screen.findByRole('button', { name: 'Try again' }, LOADED)).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { NewslettersPage } from './newsletters-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };

describe('the newsletters screen', () => {
  it('lists the campaigns with their state, each opening its preview; an admin may write one and edit drafts', async () => {
    renderInApp(<NewslettersPage />, { path: '/dashboard/newsletter/newsletters', session: signedInSession('admin') });
    const digest = await screen.findByRole('link', { name: 'October 2026 digest' }, LOADED);
    expect(digest.getAttribute('href')).toMatch(/^\/dashboard\/newsletter\/newsletters\/\d+\/preview$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New newsletter' }).getAttribute('href')).toBe(
      '/dashboard/newsletter/newsletters/new',
    );
    expect(screen.getByRole('link', { name: 'Edit November 2026 digest' }).getAttribute('href')).toMatch(/\/edit\/\d+$/);
    expect(screen.getByRole('link', { name: 'Statistics of October 2026 digest' })).toBeTruthy();
    // The section nav shows an admin every section.
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard/newsletter/settings');
  }, 30_000);

  it('shows a teacher the campaigns read-only, and only the sections a teacher may open', async () => {
    renderInApp(<NewslettersPage />, { path: '/dashboard/newsletter/newsletters', session: signedInSession('teacher') });
    await screen.findByRole('link', { name: 'October 2026 digest' }, LOADED);
    expect(screen.queryByRole('link', { name: 'New newsletter' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Subscribers' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  }, 30_000);

  it('filters by status from the URL: only drafts', async () => {
    renderInApp(<NewslettersPage />, {
      path: '/dashboard/newsletter/newsletters?status=draft',
      session: signedInSession('admin'),
    });
    await screen.findByRole('link', { name: 'November 2026 digest' }, LOADED);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'October 2026 digest' })).toBeNull(), LOADED);
  }, 30_000);

  it('lets an admin delete a campaign after a confirmation saying what goes with it; a teacher has no Delete', async () => {
    const { user } = renderInApp(<NewslettersPage />, {
      path: '/dashboard/newsletter/newsletters',
      session: signedInSession('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete “October 2026 digest”' }, LOADED));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this newsletter?' }, LOADED));
    expect(dialog.getByText(/its figures \(who received, opened and clicked it\) are removed/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete newsletter' }));
    expect(await screen.findByText('Newsletter deleted', undefined, LOADED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'October 2026 digest' })).toBeNull(), LOADED);
    expect(getMockDatabase().newsletter.newsletters.find((row) => row.title === 'October 2026 digest')).toBeUndefined();
  }, 30_000);

  it('offers Retry when the list fails', async () => {
    setMockFaults({ statuses: { listNewsletters: 500 } });
    renderInApp(<NewslettersPage />, { path: '/dashboard/newsletter/newsletters', session: signedInSession('admin') });
    expect(await screen.findByRole('button', { name: 'Try again' }, LOADED)).toBeTruthy();
  });
});

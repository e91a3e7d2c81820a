import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { NewsletterPreviewPage } from './newsletter-preview-page';
import { Route } from 'react-router-dom';

startMockBackend();

const LOADED = { timeout: 15_000 };
const campaign = (title: string) => {
  const row = getMockDatabase().newsletter.newsletters.find((candidate) => candidate.title === title);
  if (!row) throw new Error(`the seed has ${title}`);
  return row;
};
const renderPreview = (id: number, role: 'admin' | 'teacher' = 'admin') =>
  renderInApp(<NewsletterPreviewPage />, {
    path: `/dashboard/newsletter/newsletters/${id}/preview`,
    routePath: '/dashboard/newsletter/newsletters/:id/preview',
    session: signedInSession(role),
  });

describe('the newsletter preview', () => {
  it('shows the campaign in its template, sanitised, at phone or desktop width', async () => {
    const row = campaign('November 2026 digest');
    getMockDatabase().newsletter.newsletters.update(row.id, {
      content_html: '<p>Hello readers</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
    });
    const { user } = renderPreview(row.id);
    const frame = await screen.findByRole('region', { name: 'Email preview' }, LOADED);
    expect(await within(frame).findByText('Hello readers', undefined, LOADED)).toBeTruthy();
    expect(frame.querySelector('script')).toBeNull();
    expect(frame.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Preview: November 2026 digest' })).toBeTruthy();
    const phone = screen.getByRole('button', { name: 'Phone' });
    await user.click(phone);
    expect(phone.getAttribute('aria-pressed')).toBe('true');
    expect(frame.querySelector('[data-width="phone"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
  }, 30_000);

  it('lets a teacher look without editing or duplicating; a sent one links its statistics', async () => {
    renderPreview(campaign('October 2026 digest').id, 'teacher');
    await screen.findByRole('region', { name: 'Email preview' }, LOADED);
    expect(screen.getByRole('link', { name: 'Statistics' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  }, 30_000);

  it('duplicates a sent campaign into a new draft and opens its editor', async () => {
    const { user } = renderInApp(<NewsletterPreviewPage />, {
      path: `/dashboard/newsletter/newsletters/${campaign('October 2026 digest').id}/preview`,
      routePath: '/dashboard/newsletter/newsletters/:id/preview',
      session: signedInSession('admin'),
      routes: <Route path="/dashboard/newsletter/newsletters/edit/:id" element={<p>editor</p>} />,
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }, LOADED));
    await user.click(
      within(await screen.findByRole('alertdialog', undefined, LOADED)).getByRole('button', { name: 'Duplicate' }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/\/newsletters\/edit\/\d+/), LOADED);
    const copy = getMockDatabase().newsletter.newsletters.find((row) => row.title === 'Copy of October 2026 digest');
    expect(copy?.status).toBe('draft');
  }, 30_000);
});

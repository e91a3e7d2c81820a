import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { AnnouncementPage } from './announcement-page';

startMockBackend();
const LOADED = { timeout: 15_000 };
const ROUTE = '/dashboard/communications/announcements/:id';

const insert = (fields: { title: string; body: string; is_published: boolean; audience?: 'all' | 'students' }) =>
  getMockDatabase().communication.announcements.insert({
    audience: 'all',
    priority: 'normal',
    author: 2,
    is_pinned: false,
    published_at: fields.is_published ? '2026-11-01T06:00:00Z' : null,
    expires_at: null,
    created_at: '2026-11-01T06:00:00Z',
    updated_at: '2026-11-01T06:00:00Z',
    ...fields,
  });

describe('an announcement', () => {
  it('shows its text sanitised, and opening it marks it read for the viewer', async () => {
    const row = insert({
      title: 'Exam timetable',
      body: '<p>Exams start on <strong>Monday</strong>.</p><img src="x.png" onerror="alert(1)"><script>alert(2)</script>',
      is_published: true,
    });
    renderInApp(<AnnouncementPage />, {
      path: `/dashboard/communications/announcements/${row.id}`,
      routePath: ROUTE,
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam timetable' }, LOADED)).toBeTruthy();
    const article = screen.getByRole('article');
    expect(within(article).getByText('Monday').tagName).toBe('STRONG');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.hasAttribute('onerror') ?? false).toBe(false);
    await waitFor(() =>
      expect(
        getMockDatabase().communication.announcementReads.some((read) => read.announcement === row.id && read.user === 4),
      ).toBe(true),
    );
    // A student may not edit it, and the author's staff page is not theirs to open.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'David Mwangi' })).toBeNull();
  });

  it('lets an admin publish a draft and then delete it', async () => {
    const row = insert({ title: 'Sports day', body: 'Sports day is on Friday.', is_published: false });
    const { user } = renderInApp(<AnnouncementPage />, {
      path: `/dashboard/communications/announcements/${row.id}`,
      routePath: ROUTE,
      session: signedInSession('admin'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Sports day' }, LOADED);
    expect(screen.getAllByRole('link', { name: 'David Mwangi' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(getMockDatabase().communication.announcements.get(row.id)?.is_published).toBe(true));
    expect(await screen.findByRole('button', { name: 'Unpublish' }, LOADED)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete “Sports day”?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getMockDatabase().communication.announcements.get(row.id)).toBeUndefined());
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/dashboard/communications/announcements'),
      LOADED,
    );
  }, 30_000);

  it('says so when the announcement does not exist', async () => {
    renderInApp(<AnnouncementPage />, {
      path: '/dashboard/communications/announcements/99999',
      routePath: ROUTE,
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { name: 'This announcement does not exist' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to announcements' })).toBeTruthy();
  });
});

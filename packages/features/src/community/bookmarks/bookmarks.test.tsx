import { screen, waitFor } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { BookmarksPage } from './bookmarks-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/community/bookmarks';

describe('bookmarks page', { timeout: 30_000 }, () => {
  it('lists the student’s bookmarked topics and articles, each opening its page, and removes one', async () => {
    const db = getMockDatabase();
    const student = db.accounts.users.find((user) => user.username === 'student');
    const saved = db.community.bookmarks.find((row) => row.user === student?.id && row.content_type === 'article');
    const article = saved ? db.community.articles.get(saved.target_id) : undefined;
    if (!article) throw new Error('the student has no bookmarked article');
    const { user } = renderInApp(<BookmarksPage />, { path: PATH, session: signedInSession('student') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookmarks' }, LOADED)).toBeTruthy();
    const link = await screen.findByRole('link', { name: article.title }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/community/articles/${article.slug}`);
    expect(screen.getAllByText('Topic').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: `Remove ${article.title} from bookmarks` }));
    await waitFor(() => expect(screen.queryByRole('link', { name: article.title })).toBeNull(), LOADED);
    expect(
      getMockDatabase().community.bookmarks.some(
        (row) => row.user === student?.id && row.target_id === article.id && row.content_type === 'article',
      ),
    ).toBe(false);
  });

  it('says how to bookmark when there is nothing saved', async () => {
    const db = getMockDatabase();
    const student = db.accounts.users.find((user) => user.username === 'student');
    db.community.bookmarks.removeWhere((row) => row.user === student?.id);
    renderInApp(<BookmarksPage />, { path: PATH, session: signedInSession('student') });
    expect(await screen.findByRole('heading', { name: 'No bookmarks yet' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse articles' })).toBeTruthy();
  });
});

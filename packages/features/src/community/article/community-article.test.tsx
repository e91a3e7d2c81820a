import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CommunityArticlePage } from './community-article-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const ROUTE = '/dashboard/community/articles/:slug';
const userId = (username: string) => getMockDatabase().accounts.users.find((user) => user.username === username)?.id;

/** A published article by someone other than the student. */
function publishedArticle() {
  const row = getMockDatabase().community.articles.find(
    (article) => article.status === 'published' && article.author !== userId('student'),
  );
  if (!row) throw new Error('no published article in the demo data');
  return row;
}

const open = (slug: string, role: 'student' | 'teacher' = 'student') =>
  renderInApp(<CommunityArticlePage />, {
    path: `/dashboard/community/articles/${slug}`,
    routePath: ROUTE,
    session: signedInSession(role),
  });

describe('community article page', { timeout: 30_000 }, () => {
  it('lets a student comment and edit their own comment, with the count kept', async () => {
    const article = publishedArticle();
    const before = getMockDatabase().community.comments.filter((row) => row.article === article.id).length;
    const { user } = open(article.slug);
    expect(await screen.findByRole('heading', { level: 1, name: article.title }, LOADED)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Post comment' }, LOADED));
    expect(await screen.findByText('Please write your comment first.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Your comment/ }), 'Asante! <b>This</b> helped.');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('heading', { name: `Comments (${before + 1})` }, LOADED)).toBeTruthy();
    const mine = await screen.findByText('Asante! <b>This</b> helped.', undefined, LOADED);
    const item = mine.closest('article') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const box = within(item).getByRole('textbox', { name: /Edit your comment/ });
    await user.clear(box);
    await user.type(box, 'Asante sana!');
    await user.click(within(item).getByRole('button', { name: 'Save comment' }));
    expect(await screen.findByText('Asante sana!', undefined, LOADED)).toBeTruthy();
    const saved = getMockDatabase()
      .community.comments.filter((row) => row.article === article.id)
      .at(-1);
    expect(saved?.content).toBe('Asante sana!');
    expect(saved?.is_edited).toBe(true);
  });

  it('keeps the typed comment when posting fails', async () => {
    const article = publishedArticle();
    setMockFaults({ statuses: { createCommunityArticleComment: 500 } });
    const { user } = open(article.slug);
    const box = await screen.findByRole('textbox', { name: /Your comment/ }, LOADED);
    await user.type(box, 'Not to be lost');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Server error. Please try again later.', undefined, LOADED)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Not to be lost');
  });

  it('likes and bookmarks the article', async () => {
    const article = publishedArticle();
    const { user } = open(article.slug);
    const reactions = await screen.findByRole('group', { name: 'Reactions to the article' }, LOADED);
    const bookmark = within(reactions).getByRole('button', { name: /^Bookmark/ });
    const wasBookmarked = bookmark.getAttribute('aria-pressed') === 'true';
    await user.click(bookmark);
    await waitFor(
      () =>
        expect(
          getMockDatabase().community.bookmarks.some(
            (row) => row.user === userId('student') && row.content_type === 'article' && row.target_id === article.id,
          ),
        ).toBe(!wasBookmarked),
      LOADED,
    );
    await user.click(within(reactions).getByRole('button', { name: /^Like/ }));
    expect(await within(reactions).findByRole('button', { name: /^Liked · / }, LOADED)).toBeTruthy();
  });

  it('lets a moderator approve a pending article, which is then published', async () => {
    const pending = getMockDatabase().community.articles.find((row) => row.status === 'pending');
    if (!pending) throw new Error('no pending article in the demo data');
    const { user } = open(pending.slug, 'teacher');
    await user.click(await screen.findByRole('button', { name: 'Approve' }, LOADED));
    const confirm = await screen.findByRole('alertdialog', { name: `Approve ${pending.title}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(getMockDatabase().community.articles.get(pending.id)?.status).toBe('published'), LOADED);
  });

  it('lets a moderator delete an article after a confirmation naming it; a reader has no Delete', async () => {
    const article = publishedArticle();
    const reader = open(article.slug);
    await screen.findByRole('heading', { level: 1, name: article.title }, LOADED);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    reader.unmount();
    const { user } = open(article.slug, 'teacher');
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOADED));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${article.title}?` });
    expect(within(confirm).getByText(/Its comments and likes are deleted too/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Article deleted', undefined, LOADED)).toBeTruthy();
    expect(getMockDatabase().community.articles.get(article.id)).toBeUndefined();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/community/articles');
  });
});

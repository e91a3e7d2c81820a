import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { EditArticlePage } from '../article-edit';
import { NewArticlePage } from '../article-new';
import { CommunityArticlesPage } from './community-articles-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const LIST = '/dashboard/community/articles';
const studentId = () => getMockDatabase().accounts.users.find((user) => user.username === 'student')?.id;

describe('community articles', { timeout: 30_000 }, () => {
  it('lists published articles and the student’s own drafts, with Edit only on their own', async () => {
    renderInApp(<CommunityArticlesPage />, { path: LIST, session: signedInSession('student') });
    const rows = within(await screen.findByRole('list', { name: 'Articles' }, LOADED)).getAllByRole('listitem');
    const draft = getMockDatabase().community.articles.find((row) => row.author === studentId() && row.status === 'draft');
    if (!draft) throw new Error('no draft of the student');
    const own = rows.find((row) => within(row).queryByRole('link', { name: draft.title }));
    if (!own) throw new Error('the student’s draft is not listed');
    expect(within(own).getByText('Draft')).toBeTruthy();
    expect(
      within(own)
        .getByRole('link', { name: `Edit ${draft.title}` })
        .getAttribute('href'),
    ).toBe(`${LIST}/${draft.slug}/edit`);
    const theirs = getMockDatabase().community.articles.find((row) => row.author !== studentId() && row.status === 'published');
    if (!theirs) throw new Error('no published article by someone else');
    const other = rows.find((row) => within(row).queryByRole('link', { name: theirs.title }));
    if (!other) throw new Error('the published article is not listed');
    expect(within(other).getByRole('link', { name: theirs.title }).getAttribute('href')).toBe(`${LIST}/${theirs.slug}`);
    expect(within(other).queryByRole('link', { name: /^Edit / })).toBeNull();
  });

  it('saves a new article as a draft and opens its edit page; submitting sends it for review', async () => {
    const { user } = renderInApp(<NewArticlePage />, {
      path: `${LIST}/new`,
      session: signedInSession('student'),
    });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOADED), 'Lessons from my first API');
    await user.type(screen.getByRole('textbox', { name: /^Article/ }), '# Why\n\nBecause **REST** is everywhere.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe(`${LIST}/lessons-from-my-first-api/edit`),
      LOADED,
    );
    const saved = getMockDatabase().community.articles.find((row) => row.slug === 'lessons-from-my-first-api');
    expect(saved?.status).toBe('draft');
    expect(saved?.content).toContain('<h2>Why</h2>');
  });

  it('brings the body back as Markdown for editing, and submits the draft for review', async () => {
    const draft = getMockDatabase().community.articles.find((row) => row.author === studentId() && row.status === 'draft');
    if (!draft) throw new Error('no draft of the student');
    const { user } = renderInApp(<EditArticlePage />, {
      path: `${LIST}/${draft.slug}/edit`,
      routePath: '/dashboard/community/articles/:slug/edit',
      session: signedInSession('student'),
    });
    const body = (await screen.findByRole('textbox', { name: /^Article/ }, LOADED)) as HTMLTextAreaElement;
    expect(body.value).not.toMatch(/<p>/);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(getMockDatabase().community.articles.get(draft.id)?.status).toBe('pending'), LOADED);
    expect(await screen.findByText('Waiting for review', undefined, LOADED)).toBeTruthy();
  });
});

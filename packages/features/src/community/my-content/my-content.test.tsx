import { screen, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { MyContentPage } from './my-content-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/community/mine';

describe('my community content', { timeout: 30_000 }, () => {
  it('shows the student’s totals, leading to their lists, and their own drafts with their status, each opening its page', async () => {
    const db = getMockDatabase();
    const student = db.accounts.users.find((user) => user.username === 'student');
    const draft = db.community.articles.find((row) => row.author === student?.id && row.status === 'draft');
    if (!student || !draft) throw new Error('no draft of the student in the demo data');
    renderInApp(<MyContentPage />, { path: PATH, session: signedInSession('student') });
    expect(await screen.findByRole('heading', { level: 1, name: 'My content' }, LOADED)).toBeTruthy();
    const articles = await screen.findByRole('list', { name: 'My latest articles' }, LOADED);
    const link = within(articles).getByRole('link', { name: draft.title });
    expect(link.getAttribute('href')).toBe(`/dashboard/community/articles/${draft.slug}`);
    expect(within(link.closest('li') as HTMLElement).getByText('Draft')).toBeTruthy();
    const hrefs = screen.getAllByRole('link', { name: 'Topics' }).map((topics) => topics.getAttribute('href'));
    expect(hrefs).toContain(`/dashboard/community?author=${student.id}`);
  });
});

import { screen, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CommunitySearchPage } from './community-search-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/community/search';

describe('community search', { timeout: 30_000 }, () => {
  it('finds an article by a word of its title and marks the word', async () => {
    const article = getMockDatabase().community.articles.find((row) => row.status === 'published');
    const word = article?.title.split(/\s+/).find((part) => /^[A-Za-z]{5,}$/.test(part));
    if (!article || !word) throw new Error('no published article with a plain word in its title');
    const { user } = renderInApp(<CommunitySearchPage />, { path: PATH, session: signedInSession('student') });
    await user.type(screen.getByRole('searchbox', { name: /Search topics and articles/ }), word);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const articles = await screen.findByRole('list', { name: /^Articles \(/ }, LOADED);
    const link = within(articles).getByRole('link', { name: article.title });
    expect(link.getAttribute('href')).toBe(`/dashboard/community/articles/${article.slug}`);
    expect(link.querySelector('mark')?.textContent?.toLowerCase()).toBe(word.toLowerCase());
    expect(screen.getByRole('status').textContent).toMatch(/match(es)? for/);
  });

  it('asks for two characters, and shows trending and latest before a search', async () => {
    const { user } = renderInApp(<CommunitySearchPage />, { path: PATH, session: signedInSession('student') });
    expect(await screen.findByRole('heading', { name: 'Trending' }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Latest articles' }, LOADED)).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: /Search topics and articles/ }), 'a');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeTruthy();
  });
});

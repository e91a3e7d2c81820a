import { screen, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { TEST_API } from '../../../test/setup';
import { ArticlePage } from './article-page';
import { ArticlesPage } from './articles-page';
import { shareTargets } from './share-links';

const server = startMockBackend();
const published = () => getMockDatabase().community.articles.filter((article) => article.status === 'published');
const renderList = (path: string, routePath: string) => renderInApp(<ArticlesPage />, { path, routePath });
const renderArticle = (slug: string) => renderInApp(<ArticlePage />, { path: `/articles/${slug}`, routePath: '/articles/:slug' });

describe('the articles list', () => {
  it('shows the published articles, newest first, with their categories', async () => {
    renderList('/articles', '/articles');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(Math.min(9, published().length));
    const newest = must([...published()].sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''))[0]);
    expect(within(must(cards[0])).getByRole('link').textContent).toBe(newest.title);
    expect(screen.getByRole('navigation', { name: 'Article categories' })).toBeTruthy();
  });

  it('shows one tag’s articles on its page', async () => {
    renderList('/articles/tag/mpesa', '/articles/tag/:tag');
    expect(screen.getByRole('heading', { level: 1, name: 'Articles tagged “mpesa”' })).toBeTruthy();
    const tagged = published().filter((article) => article.tags.includes('mpesa'));
    expect(await screen.findAllByRole('article')).toHaveLength(tagged.length);
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/articles');
  });

  it('shows one category’s articles on its page', async () => {
    const category = must(
      getMockDatabase()
        .community.categories.all()
        .find((row) => published().some((article) => article.category === row.id)),
    );
    renderList(`/articles/category/${category.slug}`, '/articles/category/:category');
    expect(await screen.findByRole('heading', { level: 1, name: `Articles in ${category.name}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: category.name }).getAttribute('aria-current')).toBe('page');
  });

  it('says when a tag has no articles yet', async () => {
    renderList('/articles/tag/cobol', '/articles/tag/:tag');
    expect(await screen.findByRole('heading', { name: 'No articles here yet' })).toBeTruthy();
  });

  it('shows a failure with Try again', async () => {
    server.use(http.get(`${TEST_API}/community/articles/`, () => HttpResponse.error()));
    renderList('/articles', '/articles');
    expect(
      await screen.findByText('Network error. Please check your internet connection and try again.', undefined, {
        timeout: 5_000,
      }),
    ).toBeTruthy();
  });
});

describe('an article', () => {
  const article = () =>
    must(published().find((row) => row.slug === 'integrating-m-pesa-stk-push-with-django-a-step-by-step-guide'));

  it('shows the sanitised content, author, reading time, tags, comments and share links', async () => {
    server.use(
      http.get(`${TEST_API}/community/articles/`, async ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('slug') !== article().slug) return undefined;
        const { getResponse } = await import('msw');
        const { mockHandlers } = await import('@ujuzi/mocks');
        const answer = await getResponse(mockHandlers(), request);
        const body = (await must(answer).json()) as { results: { content: string }[] };
        must(body.results[0]).content += '<script>window.hacked = true</script><img src="x" onerror="window.hacked = true">';
        return HttpResponse.json(body);
      }),
    );
    renderArticle(article().slug);
    expect(await screen.findByRole('heading', { level: 1, name: article().title })).toBeTruthy();
    expect(screen.getByText(/min read$/)).toBeTruthy();
    expect(document.querySelector('article script')).toBeNull();
    // The injected picture arrived, without its handler.
    expect(document.querySelector('article img[src="x"]')).not.toBeNull();
    expect(document.querySelector('article img[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: '#django' }).getAttribute('href')).toBe('/articles/tag/django');
    expect(await screen.findByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeTruthy();
    const comments = getMockDatabase().community.comments.filter((comment) => comment.article === article().id);
    expect(screen.getAllByRole('article', { name: /^Comment by / })).toHaveLength(comments.length);
    const share = screen.getByRole('navigation', { name: 'Share this article' });
    expect(
      within(share)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toContain(encodeURIComponent(`https://ujuzi.ac.ke/articles/${article().slug}`));
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  });

  it('says an unknown or unpublished article is not found', async () => {
    const draft = must(getMockDatabase().community.articles.find((row) => row.status === 'draft'));
    renderArticle(draft.slug);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeTruthy();
  });

  it('builds share links for every network', () => {
    expect(shareTargets('https://ujuzi.ac.ke/articles/x', 'Hello & bye').map((target) => target.label)).toEqual([
      'WhatsApp',
      'X',
      'Facebook',
      'LinkedIn',
      'E-mail',
    ]);
    expect(shareTargets('https://ujuzi.ac.ke/articles/x', 'Hello & bye')[0]?.href).toBe(
      'https://wa.me/?text=Hello%20%26%20bye%20https%3A%2F%2Fujuzi.ac.ke%2Farticles%2Fx',
    );
  });
});

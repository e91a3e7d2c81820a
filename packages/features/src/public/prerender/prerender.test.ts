import { QueryClient } from '@tanstack/react-query';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { startMockBackend } from '../../../test/app-harness';
import { discoverPublicPages, prefetchRoute, robotsTxt, sitemapXml, STATIC_PUBLIC_PAGES } from './index';

startMockBackend();

describe('the prerender helpers', () => {
  it('find a page for every published course and article, and the categories and tags in use', async () => {
    const paths = (await discoverPublicPages()).map((page) => page.path);
    const courses = getMockDatabase().courses.courses.filter((course) => course.status === 'published');
    const articles = getMockDatabase().community.articles.filter((article) => article.status === 'published');
    for (const course of courses) expect(paths).toContain(`/courses/${course.slug}`);
    for (const article of articles) expect(paths).toContain(`/articles/${article.slug}`);
    expect(paths).toContain('/articles/tag/mpesa');
    expect(paths.filter((path) => path.startsWith('/courses/'))).toHaveLength(courses.length);
    expect(paths.some((path) => path.includes('draft'))).toBe(false);
  });

  it('fill the cache with what a page shows first', async () => {
    const client = new QueryClient();
    await prefetchRoute(client, '/courses/:slug', {
      params: { slug: 'python-for-data-analysis' },
      search: new URLSearchParams(),
    });
    const keys = client
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('"course","python-for-data-analysis"'))).toBe(true);
    expect(keys.some((key) => key.includes('/pricing/'))).toBe(true);
    expect(
      client
        .getQueryCache()
        .getAll()
        .every((query) => query.state.status === 'success'),
    ).toBe(true);
  });

  it('write a sitemap of absolute URLs with their last change, leaving out pages not to be listed', () => {
    const xml = sitemapXml([
      ...STATIC_PUBLIC_PAGES,
      { path: '/courses/a&b', sitemap: { lastmod: '2026-11-01', priority: 0.8, changefreq: 'weekly' } },
    ]);
    expect(xml).toContain('<loc>https://ujuzi.ac.ke/</loc>');
    expect(xml).toContain('<loc>https://ujuzi.ac.ke/courses/a&amp;b</loc>');
    expect(xml).toContain('<lastmod>2026-11-01</lastmod>');
    expect(xml).not.toContain('/unauthorized');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('open the public site to crawlers and close the dashboard and token pages', () => {
    const robots = robotsTxt();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /newsletter');
    expect(robots).not.toMatch(/^Disallow: \/courses$/m);
    expect(robots).toContain('Sitemap: https://ujuzi.ac.ke/sitemap.xml');
  });
});

/**
 * What the build needs to prerender the public site: each public route's data loader (the same query
 * options as its page), the pages worth prerendering (the static ones plus every published course,
 * article, category and tag), and their sitemap entries. Used by apps/web's entry-server only.
 */
import type { QueryClient } from '@tanstack/react-query';
import { listCommunityArticles, listCommunityCategories, listCourses } from '@ujuzi/api/hooks';
import type { RoutePattern } from '@ujuzi/domain';
import { prefetchAbout } from '../about/queries';
import { prefetchArticle, prefetchArticles } from '../articles/queries';
import { prefetchContact } from '../contact/queries';
import { prefetchCatalogue, prefetchCourse } from '../courses/queries';
import { prefetchFaq } from '../faq/queries';
import { prefetchHome } from '../home/queries';
import type { Prefetch, RouteData } from '../shared/prefetch';
import { siteInfoQuery } from '../../infra/shell/site-info';
import { siteUrl } from '../shared/site';

export type { Prefetch, RouteData } from '../shared/prefetch';
export { headTagsHtml, PageHeadCollector, type HeadTag } from '../shared/page-meta';

/** Public routes whose first screen needs data, by route pattern. */
export const PUBLIC_PREFETCH: Partial<Record<RoutePattern, Prefetch>> = {
  '/': prefetchHome,
  '/about': prefetchAbout,
  '/contact': prefetchContact,
  '/courses': prefetchCatalogue,
  '/courses/:slug': prefetchCourse,
  '/articles': prefetchArticles,
  '/articles/:slug': prefetchArticle,
  '/articles/category/:category': prefetchArticles,
  '/articles/tag/:tag': prefetchArticles,
  '/faq': prefetchFaq,
};

/** A page's data, with the school's details every page's footer shows (the not-found page's too: no pattern). */
export async function prefetchRoute(client: QueryClient, pattern: string | undefined, route: RouteData): Promise<void> {
  await Promise.all([
    client.prefetchQuery(siteInfoQuery()),
    pattern ? PUBLIC_PREFETCH[pattern as RoutePattern]?.(client, route) : undefined,
  ]);
}

/** A page to prerender, with what the sitemap says about it (absent: not listed, e.g. error pages). */
export interface PrerenderPage {
  path: string;
  sitemap?: { lastmod?: string; priority: number; changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly' };
}

/** The public pages without parameters (the not-found page is rendered apart, as 404.html). */
export const STATIC_PUBLIC_PAGES: readonly PrerenderPage[] = [
  { path: '/', sitemap: { priority: 1, changefreq: 'daily' } },
  { path: '/courses', sitemap: { priority: 0.9, changefreq: 'daily' } },
  { path: '/articles', sitemap: { priority: 0.8, changefreq: 'daily' } },
  { path: '/about', sitemap: { priority: 0.6, changefreq: 'monthly' } },
  { path: '/admissions', sitemap: { priority: 0.7, changefreq: 'monthly' } },
  { path: '/contact', sitemap: { priority: 0.6, changefreq: 'monthly' } },
  { path: '/faq', sitemap: { priority: 0.6, changefreq: 'weekly' } },
  { path: '/certificate/verify', sitemap: { priority: 0.5, changefreq: 'yearly' } },
  { path: '/terms', sitemap: { priority: 0.3, changefreq: 'yearly' } },
  { path: '/privacy', sitemap: { priority: 0.3, changefreq: 'yearly' } },
  { path: '/cookies', sitemap: { priority: 0.3, changefreq: 'yearly' } },
  { path: '/accessibility', sitemap: { priority: 0.3, changefreq: 'yearly' } },
  { path: '/unauthorized' },
];

const day = (iso: string | null | undefined): string | undefined => iso?.slice(0, 10) || undefined;

/** Every page of a paged list, however the server pages it. */
async function allPages<T>(load: (page: number) => Promise<{ results: T[]; next?: string | null }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const answer = await load(page);
    items.push(...answer.results);
    if (!answer.next || answer.results.length === 0) break;
  }
  return items;
}

/** The published courses and articles (and the categories and tags in use), as pages to prerender. */
export async function discoverPublicPages(): Promise<PrerenderPage[]> {
  const [courses, articles, categories] = await Promise.all([
    allPages((page) => listCourses({ page, page_size: 100, ordering: 'title' })),
    allPages((page) => listCommunityArticles({ page, page_size: 100, ordering: '-published_at' })),
    allPages((page) => listCommunityCategories({ page, page_size: 100, is_active: true })),
  ]);
  const published = articles.filter((article) => article.status === 'published');
  const usedCategories = new Set(published.map((article) => article.category?.slug).filter(Boolean));
  const tags = [...new Set(published.flatMap((article) => article.tags))].sort();
  return [
    ...courses.map((course) => ({
      path: `/courses/${encodeURIComponent(course.slug)}`,
      sitemap: { lastmod: day(course.updated_at), priority: 0.8, changefreq: 'weekly' as const },
    })),
    ...published.map((article) => ({
      path: `/articles/${encodeURIComponent(article.slug)}`,
      sitemap: { lastmod: day(article.updated_at ?? article.published_at), priority: 0.7, changefreq: 'monthly' as const },
    })),
    ...categories
      .filter((category) => usedCategories.has(category.slug))
      .map((category) => ({
        path: `/articles/category/${encodeURIComponent(category.slug)}`,
        sitemap: { priority: 0.5, changefreq: 'weekly' as const },
      })),
    ...tags.map((tag) => ({
      path: `/articles/tag/${encodeURIComponent(tag)}`,
      sitemap: { priority: 0.4, changefreq: 'weekly' as const },
    })),
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml (sitemaps.org 0.9) of the listed pages. */
export function sitemapXml(pages: readonly PrerenderPage[]): string {
  const urls = pages
    .filter((page) => page.sitemap)
    .map(({ path, sitemap }) =>
      [
        '  <url>',
        `    <loc>${escapeXml(siteUrl(path))}</loc>`,
        sitemap?.lastmod ? `    <lastmod>${sitemap.lastmod}</lastmod>` : null,
        `    <changefreq>${sitemap?.changefreq}</changefreq>`,
        `    <priority>${sitemap?.priority.toFixed(1)}</priority>`,
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the public site open to crawlers; the dashboard, sign-in and token pages closed. */
export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /forgot-password',
    'Disallow: /reset-password',
    'Disallow: /payment',
    'Disallow: /auth',
    'Disallow: /newsletter',
    'Disallow: /profile',
    'Disallow: /qr',
    'Disallow: /certificate/verify/',
    '',
    `Sitemap: ${siteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}

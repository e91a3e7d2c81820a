/** The prerendered site as a crawler (or a browser without JavaScript) receives it: HTML, head tags, sitemap, robots. */
import { createMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { APP } from './public-site';

const html = async (path: string) => {
  const answer = await fetch(`${APP}${path}`, { headers: { accept: 'text/html' } });
  expect(answer.status).toBe(200);
  return answer.text();
};
const published = createMockDatabase().courses.courses.filter((course) => course.status === 'published');

describe('the prerendered public site', () => {
  it('serves each public page as complete HTML with its styles, title, description, canonical URL and data', async () => {
    const page = await html('/courses');
    expect(page).toContain('<title>Courses · Ujuzi</title>');
    expect(page).toMatch(/<meta name="description" content="Browse Ujuzi/);
    expect(page).toContain('<link rel="canonical" href="https://ujuzi.ac.ke/courses"/>');
    expect(page).toMatch(/<h1[^>]*>Find your next tech course<\/h1>/);
    // Its styles are static CSS files, the same global sheet on every page and the page's own rules.
    const sheets = [...page.matchAll(/<link rel="stylesheet" href="(\/assets\/style-[\w-]+\.css)"/g)].map((match) => match[1]);
    expect(sheets).toHaveLength(2);
    expect(page).toMatch(/<link rel="stylesheet" href="\/assets\/style-[\w-]+\.css" data-ujuzi-css="[\w ]+">/);
    for (const sheet of sheets) {
      const answer = await fetch(`${APP}${sheet}`);
      expect(answer.headers.get('content-type')).toContain('text/css');
      expect((await answer.text()).length).toBeGreaterThan(1000);
    }
    expect(page).toContain('id="ujuzi-initial-data"');
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it('gives courses and articles Open Graph data, and courses structured data', async () => {
    const course = await html('/courses/python-for-data-analysis');
    expect(course).toContain('<meta property="og:title" content="Python for Data Analysis · Ujuzi"/>');
    expect(course).toContain('<meta property="og:url" content="https://ujuzi.ac.ke/courses/python-for-data-analysis"/>');
    expect(course).toContain('"@type":"Course"');
    const article = await html('/articles/integrating-m-pesa-stk-push-with-django-a-step-by-step-guide');
    expect(article).toContain('<meta property="og:type" content="article"/>');
    expect(article).toMatch(/<meta property="article:published_time" content="\d{4}-/);
  });

  it('lists every published course in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await (await fetch(`${APP}/sitemap.xml`)).text();
    for (const course of published) expect(sitemap).toContain(`<loc>https://ujuzi.ac.ke/courses/${course.slug}</loc>`);
    const robots = await (await fetch(`${APP}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://ujuzi.ac.ke/sitemap.xml');
    expect(robots).toContain('Disallow: /dashboard');
  });

  it('serves the app shell, not the home page, for paths that have no prerendered page', async () => {
    const shell = await html('/dashboard');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('data-prerendered');
  });
});

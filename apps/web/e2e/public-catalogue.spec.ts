/** Journey: a visitor browses and filters the course catalogue, opens a course and is sent to sign in to enroll. */
import { createMockDatabase } from '@ujuzi/mocks';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { APP, open } from './public-site';

// The browser's mock database starts from the same fixed seed.
const published = createMockDatabase().courses.courses.filter((course) => course.status === 'published');
const count = (n: number) => `${n} ${n === 1 ? 'course' : 'courses'}`;

let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => errors.push(error.message));
});
afterAll(async () => {
  await browser?.close();
});

describe('the course catalogue', () => {
  it('filters by level and language, then opens a course with its KES price and plans', async () => {
    await open(page, '/courses?mock-reset=1');
    expect(await page.title()).toBe('Courses · Ujuzi');
    await page.getByText(count(published.length), { exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(20);

    // On a phone the filters fold behind a toggle.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Level').selectOption('beginner');
    await page.waitForURL(`${APP}/courses?level=beginner`);
    const beginners = published.filter((course) => course.level === 'beginner');
    await page.getByText(count(beginners.length), { exact: true }).waitFor();
    await page.getByLabel('Programming language').selectOption('python');
    await page.waitForURL(`${APP}/courses?level=beginner&language=python`);
    const python = beginners.filter((course) => course.programming_languages?.some((language) => language.slug === 'python'));
    await page.getByText(count(python.length), { exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(python.length);
    for (const card of await page.getByRole('article').all()) expect(await card.getByText('Beginner').count()).toBe(1);

    await page.getByRole('article').first().getByRole('link').click();
    await page.waitForURL(/\/courses\/[a-z0-9-]+$/);
    await page.getByRole('region', { name: 'Pricing and plans' }).waitFor();
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    expect(await page.title()).toBe(`${title} · Ujuzi`);

    const enroll = page.getByRole('link', { name: /^Sign in to enroll/ });
    const slug = new URL(page.url()).pathname.split('/').pop();
    expect(await enroll.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/dashboard/courses/enroll/${slug}`)}`);
    await enroll.click();
    await page.waitForURL(`${APP}/login?next=${encodeURIComponent(`/dashboard/courses/enroll/${slug}`)}`);
    expect(errors).toEqual([]);
  });

  it('shows a paid course in Kenya shillings with its instalment plans', async () => {
    await open(page, '/courses/full-stack-web-development-with-django-and-react');
    const pricing = page.getByRole('region', { name: 'Pricing and plans' });
    expect(await pricing.getByText('Ksh 45,000.00').first().isVisible()).toBe(true);
    await pricing.getByText('Ways to pay').waitFor();
    expect(await pricing.getByText(/^3 × Ksh 15,000\.00/).count()).toBe(1);
  });
});

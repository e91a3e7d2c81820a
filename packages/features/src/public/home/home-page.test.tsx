import { screen, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, startMockBackend } from '../../../test/app-harness';
import { TEST_API } from '../../../test/setup';
import { HomePage } from './home-page';

const server = startMockBackend();
const renderHome = () => renderInApp(<HomePage />, { path: '/', routePath: '/' });

describe('the home page', () => {
  it('leads with one clear call to action and the trust line', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: "Learn the tech skills Kenya's employers hire for" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/courses');
    expect(screen.getByRole('link', { name: 'Start learning free' }).getAttribute('href')).toBe('/register');
    expect(await screen.findByText('Trusted by 10,000+ learners')).toBeTruthy();
  });

  it('claims the learners figure the office states in Contact management, or none', async () => {
    const settings = getMockDatabase().contact.settings.all()[0];
    if (settings) getMockDatabase().contact.settings.update(settings.id, { learners_claim: null });
    renderHome();
    await screen.findByRole('heading', { level: 1 });
    await screen.findAllByRole('article');
    expect(screen.queryByText(/^Trusted by/)).toBeNull();
  });

  it('shows the featured courses with their prices', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Featured courses' });
    const featured = getMockDatabase().courses.courses.filter((course) => course.is_featured && course.status === 'published');
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(Math.min(6, featured.length));
    for (const card of cards) expect(within(card).getByText(/^(Free|Ksh [\d,]+\.\d\d)$/)).toBeTruthy();
  });

  it('lists what we teach by language and technology, each leading to its courses', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'What we teach' });
    const python = await within(section).findByRole('link', { name: /^Python \d+ courses?$/ });
    expect(python.getAttribute('href')).toBe('/courses?language=python');
    expect(
      within(section)
        .getByRole('link', { name: /^Django \d+ courses?$/ })
        .getAttribute('href'),
    ).toBe('/courses?technology=django');
  });

  it('gives the catalogue in numbers, the latest articles, the newsletter and the Android app (its store link from the office)', async () => {
    renderHome();
    const numbers = screen.getByRole('region', { name: 'Ujuzi in numbers' });
    expect(await within(numbers).findByText('Courses')).toBeTruthy();
    // No stories written in code: reviews are a signed-in read, and nobody approved invented quotes.
    expect(screen.queryByRole('region', { name: 'Learner stories' })).toBeNull();
    const articles = screen.getByRole('region', { name: 'Latest articles' });
    expect(await within(articles).findAllByRole('article')).toHaveLength(3);
    const loop = screen.getByRole('region', { name: 'Stay in the loop' });
    expect(within(loop).getByRole('button', { name: 'Sign up for the newsletter' })).toBeTruthy();
    expect((await within(loop).findByRole('link', { name: /Get it on Google Play/ })).getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=ke.ac.ujuzi',
    );
  });

  it('keeps the rest of the page when one section fails, with a way to retry it', async () => {
    server.use(
      http.get(`${TEST_API}/courses/courses/featured/`, () =>
        HttpResponse.json({ detail: 'Too many requests.' }, { status: 429 }),
      ),
    );
    renderHome();
    const section = screen.getByRole('region', { name: 'Featured courses' });
    expect(await within(section).findByText('Too many requests.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Latest articles' })).findAllByRole('article')).toHaveLength(3);
  });

  it('titles and describes itself for search engines', async () => {
    renderHome();
    expect(document.head.querySelector('title')?.textContent).toBe('Ujuzi: online tech courses in Kenya');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://ujuzi.ac.ke/');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@ujuzi/domain';
import { getMockDatabase } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { TEST_API } from '../../../test/setup';
import { CoursesPage } from './courses-page';

const server = startMockBackend();

const published = () => getMockDatabase().courses.courses.filter((course) => course.status === 'published');
const location = () => screen.getByTestId('location').textContent;
const cards = () => screen.getAllByRole('article');
const renderCatalogue = (path = '/courses') => renderInApp(<CoursesPage />, { path, routePath: '/courses' });

/** The listCourses requests the page made. */
function listRequests(): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/courses/courses/') seen.push(url);
  });
  return seen;
}

describe('the course catalogue', () => {
  it('shows the first 20 published courses with their KES price or Free, and how many there are', async () => {
    const requests = listRequests();
    renderCatalogue();
    expect(screen.getByText('Loading courses…')).toBeTruthy();
    const total = published().length;
    expect(await screen.findByText(`${total} courses`)).toBeTruthy();
    expect(cards()).toHaveLength(20);
    expect(requests[0]?.searchParams.get('page_size')).toBe('20');
    expect(requests[0]?.searchParams.get('ordering')).toBe('title');
    const firstPage = [...published()].sort((a, b) => a.title.localeCompare(b.title)).slice(0, 20);
    const cardOf = (title: string) => must(cards().find((card) => within(card).queryByRole('link', { name: title })));
    const paid = must(firstPage.find((course) => course.pricing_type === 'paid'));
    expect(within(cardOf(paid.title)).getByText(formatMoney(paid.price))).toBeTruthy();
    expect(formatMoney(paid.price)).toMatch(/^Ksh \d{1,3}(,\d{3})*\.\d\d$/);
    const free = must(firstPage.find((course) => course.pricing_type === 'free'));
    expect(within(cardOf(free.title)).getByText('Free')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Course pages' })).toBeTruthy();
    // Covers carry their size (no layout shift) and only the first row loads at once.
    const covers = cards().map((card) => card.querySelector('img'));
    expect(covers.every((img) => img?.getAttribute('width') === '640' && img.getAttribute('height') === '360')).toBe(true);
    expect(covers.map((img) => img?.getAttribute('loading')).slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it('links each card to the course page', async () => {
    renderCatalogue();
    const first = must((await screen.findAllByRole('article'))[0]);
    const link = within(first).getByRole('link');
    const slug = published().find((course) => course.title === link.textContent)?.slug;
    expect(link.getAttribute('href')).toBe(`/courses/${slug}`);
  });

  it('filters by level, keeping the choice in the URL', async () => {
    const { user } = renderCatalogue();
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByLabelText('Level'), 'beginner');
    await waitFor(() => expect(location()).toBe('/courses?level=beginner'));
    const beginners = published().filter((course) => course.level === 'beginner').length;
    expect(await screen.findByText(`${beginners} courses`)).toBeTruthy();
    for (const card of cards()) expect(within(card).getByText('Beginner')).toBeTruthy();
    expect(screen.getByText('Level: Beginner')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove filter: Level: Beginner' }));
    await waitFor(() => expect(location()).toBe('/courses'));
  });

  it('filters by pricing type, featured and price range', async () => {
    const { user } = renderCatalogue('/courses?pricing=paid&featured=1');
    const featuredPaid = published().filter((course) => course.pricing_type === 'paid' && course.is_featured).length;
    expect(await screen.findByText(`${featuredPaid} courses`)).toBeTruthy();
    const max = screen.getByLabelText('Max price (KES)');
    await user.type(max, '15000{Enter}');
    await waitFor(() => expect(location()).toBe('/courses?featured=1&pricing=paid&max=15000'));
    const cheap = published().filter(
      (course) => course.pricing_type === 'paid' && course.is_featured && Number(course.price) <= 15000,
    ).length;
    expect(await screen.findByText(`${cheap} ${cheap === 1 ? 'course' : 'courses'}`)).toBeTruthy();
  });

  it('filters by programming language and technology from their slugs (the API gets their ids)', async () => {
    const requests = listRequests();
    renderCatalogue('/courses?language=python');
    const python = published().filter((course) => course.programming_languages?.some((language) => language.slug === 'python'));
    expect(await screen.findByText(`${python.length} courses`)).toBeTruthy();
    const pythonId = python[0]?.programming_languages?.find((language) => language.slug === 'python')?.id;
    expect(requests.some((url) => url.searchParams.getAll('programming_languages').includes(String(pythonId)))).toBe(true);
    expect(screen.getByText('Language: Python')).toBeTruthy();
  });

  it('searches after a pause in typing, back on page 1', async () => {
    const { user } = renderCatalogue('/courses?page=2');
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'kotlin');
    await waitFor(() => expect(location()).toBe('/courses?q=kotlin'));
    expect(await screen.findByText(/courses? for “kotlin”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Android Development with Kotlin' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Introduction to Programming with Python' })).toBeNull();
  });

  it('pages through the results', async () => {
    const { user } = renderCatalogue();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/courses?page=2'));
    await waitFor(() => expect(screen.getByText(/Page 2 of/)).toBeTruthy());
  });

  it('says so when nothing matches', async () => {
    renderCatalogue('/courses?q=cobol-for-astronauts');
    expect(await screen.findByRole('heading', { name: 'No courses match your search' })).toBeTruthy();
  });

  it('shows the server error with Try again, and recovers', async () => {
    server.use(
      http.get(`${TEST_API}/courses/courses/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }),
    );
    server.use(
      http.get(`${TEST_API}/courses/courses/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }),
    );
    const { user } = renderCatalogue();
    expect(await screen.findByText('Server error. Please try again later.', undefined, { timeout: 5_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`${published().length} courses`)).toBeTruthy();
  });
});

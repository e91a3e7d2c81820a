import { screen } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { AboutPage } from '../about/about-page';
import { UnauthorizedPage } from '../unauthorized/unauthorized-page';
import { NotFoundPage } from './not-found-page';

startMockBackend();

describe('the not-found page', () => {
  it('says the page does not exist, stays out of search results and offers ways on', () => {
    renderInApp(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/courses');
  });
});

describe('the access-denied page', () => {
  it('says so in the spec words and offers sign-in to a visitor', () => {
    renderInApp(<UnauthorizedPage />, { path: '/unauthorized' });
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText(/^You don't have permission to access this page\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('takes a signed-in user back to their dashboard', async () => {
    renderInApp(<UnauthorizedPage />, { path: '/unauthorized', session: signedInSession('student') });
    expect((await screen.findByRole('link', { name: 'Back to your dashboard' })).getAttribute('href')).toBe('/dashboard');
  });
});

describe('the about page', () => {
  it('tells the story and the figures from data: the founding year, the trust claim, the catalogue', async () => {
    renderInApp(<AboutPage />, { path: '/about', routePath: '/about' });
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(await screen.findByText('10,000+')).toBeTruthy();
    expect(screen.getByText('Courses')).toBeTruthy();
    const school = getMockDatabase().core.school.all()[0];
    expect(
      screen.getByText(new RegExp(`^${school?.name} has taught since ${school?.established_year}, and teaches online`)),
    ).toBeTruthy();
  });

  it("lists the school's places as the office keeps them in Contact management, none written in code", async () => {
    renderInApp(<AboutPage />, { path: '/about', routePath: '/about' });
    const places = getMockDatabase().contact.info.filter((place) => place.is_active && Boolean(place.address || place.city));
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(await screen.findByText(place.title)).toBeTruthy();
    expect(document.body.textContent).not.toContain('Both are open to enrolled learners');
  });
});

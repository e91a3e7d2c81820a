import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CataloguePage } from './catalogue-page';

startMockBackend();

const LOADED = { timeout: 15_000 };

describe('the dashboard catalogue', { timeout: 20_000 }, () => {
  it('puts a learner’s enrolled courses first, with progress and links to each course', async () => {
    renderInApp(<CataloguePage />, { path: '/dashboard/courses', session: signedInSession('student') });
    const mine = await screen.findByRole('region', { name: 'Your courses' }, LOADED);
    const bar = await within(mine).findByRole('progressbar', { name: 'Progress in JavaScript Fundamentals' }, LOADED);
    expect(bar.getAttribute('aria-valuenow')).toBe(String(Math.round((7 / 12) * 10000) / 100));
    expect(within(mine).getByRole('link', { name: 'JavaScript Fundamentals' }).getAttribute('href')).toBe(
      '/dashboard/courses/javascript-fundamentals',
    );
    await screen.findByRole('list', { name: 'Courses' }, LOADED);
    expect(screen.getByRole('link', { name: 'My progress' }).getAttribute('href')).toBe('/dashboard/courses/progress');
  });

  it('gives staff the way to manage courses, and filters that go into the URL', async () => {
    const { user } = renderInApp(<CataloguePage />, { path: '/dashboard/courses', session: signedInSession('admin') });
    await screen.findByRole('list', { name: 'Courses' }, LOADED);
    expect(screen.queryByRole('region', { name: 'Your courses' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage courses' }).getAttribute('href')).toBe('/dashboard/courses/manage');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pricing' }), 'free');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/courses?pricing_type=free'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'JavaScript Fundamentals' })).toBeTruthy(), LOADED);
    expect(screen.queryByRole('link', { name: 'React for Beginners' })).toBeNull();
  });
});

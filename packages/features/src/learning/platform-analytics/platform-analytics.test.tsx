import { screen, within } from '@testing-library/react';
import { resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { PlatformAnalyticsPage } from './platform-analytics-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const open = (query = '') =>
  renderInApp(<PlatformAnalyticsPage />, {
    path: `/dashboard/learning/analytics/platform${query}`,
    routePath: '/dashboard/learning/analytics/platform',
    session: signedInSession('admin'),
  });

describe('platform analytics', { timeout: 40_000 }, () => {
  it('shows admins the platform’s figures, its courses by level linked to the courses, the top courses and the trends', async () => {
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform analytics' })).toBeTruthy();
    const platform = within(await screen.findByRole('list', { name: 'The platform' }, LOADED));
    expect(platform.getByText('Certificates issued')).toBeTruthy();
    expect(platform.getByRole('link', { name: /Courses/ }).getAttribute('href')).toBe('/dashboard/courses/manage');
    expect(await screen.findByRole('figure', { name: /Courses by level/ }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Beginner' }).getAttribute('href')).toBe('/dashboard/courses/manage?level=beginner');
    const courses = within(await screen.findByRole('list', { name: 'The courses' }, LOADED));
    expect(courses.getByRole('link', { name: /Drafts/ }).getAttribute('href')).toBe('/dashboard/courses/manage?status=draft');
    const top = await screen.findByRole('table', { name: 'Top courses' }, LOADED);
    expect(within(top).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/dashboard\/learning\/analytics\/courses\/\d+$/);
    expect(await screen.findByText(/enrollments from \d{4}-\d{2}-\d{2} to/, undefined, LOADED)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'weekly');
    expect(screen.getByTestId('location').textContent).toContain('period=weekly');
  });

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { getCoursePlatformOverview: 500 } });
    open();
    expect(await screen.findByRole('heading', { name: 'Could not load the platform overview' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});

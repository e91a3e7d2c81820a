import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { CommunityMemberPage } from '../member/member-page';
import { CommunityActivityPage } from './activity-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };

describe('community activity and profiles', () => {
  it('shows the feed with each member linking to their community profile', async () => {
    renderInApp(<CommunityActivityPage />, { path: '/dashboard/community/activity', session: signedInSession('student') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    await waitFor(
      () =>
        expect(
          screen.getAllByRole('link').some((link) => link.getAttribute('href')?.startsWith('/dashboard/community/members/')),
        ).toBe(true),
      LOADED,
    );
  }, 30_000);

  it('shows a member’s profile with their latest topics, each opening the topic', async () => {
    const db = getMockDatabase();
    const topic = must(
      db.community.topics.find((row) => row.status === 'approved'),
      'an approved topic',
    );
    renderInApp(<CommunityMemberPage />, {
      path: `/dashboard/community/members/${topic.author}`,
      routePath: '/dashboard/community/members/:id',
      session: signedInSession('student'),
    });
    const figures = await screen.findByRole('region', { name: 'Community figures' }, LOADED);
    expect(within(figures).getByText('Reputation')).toBeTruthy();
    const latest = screen.getByRole('list', { name: 'Latest topics' });
    expect(within(latest).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/dashboard\/community\/topics\//);
    expect(screen.getByRole('link', { name: /^Everything .+ did in the community$/ }).getAttribute('href')).toBe(
      `/dashboard/community/activity?user=${topic.author}`,
    );
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listCommunityActivities: 500 } });
    renderInApp(<CommunityActivityPage />, { path: '/dashboard/community/activity', session: signedInSession('student') });
    expect(await screen.findByRole('heading', { name: 'Could not load activities' }, LOADED)).toBeTruthy();
  }, 30_000);
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CommunityHomePage } from '../home';

startMockBackend();

const LOADED = { timeout: 15_000 };

describe('community figures', { timeout: 30_000 }, () => {
  it('shows moderators the community’s figures, and learners none', async () => {
    const teacher = renderInApp(<CommunityHomePage />, { path: '/dashboard/community', session: signedInSession('teacher') });
    expect(await screen.findByRole('heading', { name: 'Community at a glance' }, LOADED)).toBeTruthy();
    expect(await screen.findByText('Waiting for moderation', undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answered topics' }).getAttribute('href')).toBe(
      '/dashboard/community?is_answered=false',
    );
    teacher.unmount();
    renderInApp(<CommunityHomePage />, { path: '/dashboard/community', session: signedInSession('student') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Community' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Community at a glance' })).toBeNull();
  });
});

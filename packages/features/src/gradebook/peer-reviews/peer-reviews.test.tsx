import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { HTTP_MESSAGES } from '@ujuzi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { MyReviewsPage } from './my-reviews-page';
import { PeerReviewPage } from './peer-review-page';
import { PeerReviewsPage } from './peer-reviews-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const studentId = () => getMockDatabase().accounts.users.find((row) => row.username === 'student')?.id;

describe('peer reviews', () => {
  it('shows staff who has and has not reviewed', async () => {
    renderInApp(<PeerReviewsPage />, { path: '/dashboard/gradebook/peer-reviews', session: signedInSession('teacher') });
    expect((await screen.findAllByText('Not reviewed yet', undefined, LOADED)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Reviewed').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Assign a review' }).length).toBeGreaterThan(0);
  });

  it('lists a learner’s reviews to write and those of their work; the error state offers Retry', async () => {
    setMockFaults({ statuses: { listPendingPeerReviews: 500 } });
    renderInApp(<MyReviewsPage />, { path: '/dashboard/gradebook/my-reviews', session: signedInSession('student') });
    expect(await screen.findByText(HTTP_MESSAGES.serverError, undefined, LOADED)).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: /^By / }, LOADED)).length).toBeGreaterThan(0);
  });

  it('lets the reviewer score every criterion within its points and submit', async () => {
    const review = getMockDatabase().learning.peerReviews.find(
      (row) => row.reviewer === studentId() && row.status === 'pending' && row.rubric !== null,
    );
    const rubric = getMockDatabase().learning.rubrics.get(review?.rubric ?? 0);
    const { user } = renderInApp(<PeerReviewPage />, {
      path: `/dashboard/gradebook/peer-reviews/${review?.id}`,
      routePath: '/dashboard/gradebook/peer-reviews/:id',
      session: signedInSession('student'),
    });
    const form = within(await screen.findByRole('form', { name: 'Your review' }, LOADED));
    for (const [index, criterion] of (rubric?.criteria ?? []).entries()) {
      const field = await form.findByRole('textbox', { name: new RegExp(`^${criterion.title} \\(out of`) }, LOADED);
      await user.type(field, String(index === 0 ? criterion.points + 1 : criterion.points));
    }
    await user.type(form.getByRole('textbox', { name: /^Overall feedback/ }), 'Clear and complete.');
    await user.click(form.getByRole('button', { name: 'Submit review' }));
    expect(await form.findByText(`At most ${rubric?.criteria[0]?.points} points.`, undefined, LOADED)).toBeTruthy();
    const first = form.getByRole('textbox', { name: new RegExp(`^${rubric?.criteria[0]?.title} \\(out of`) });
    await user.clear(first);
    await user.type(first, String(rubric?.criteria[0]?.points));
    await user.click(form.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(getMockDatabase().learning.peerReviews.get(review?.id ?? 0)?.status).toBe('submitted'), LOADED);
    expect(await screen.findByRole('heading', { level: 2, name: 'The review' }, LOADED)).toBeTruthy();
  }, 40_000);
});

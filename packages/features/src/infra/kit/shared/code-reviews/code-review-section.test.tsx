import { screen, waitFor, within } from '@testing-library/react';
import type { AssessmentResponse } from '@ujuzi/api';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../../../test/app-harness';
import { CodeReviewSection } from './code-review-section';

startMockBackend();

/** The seeded code answer with a teacher's open comment on line 3 and a resolved one on line 1. */
function reviewedAnswer(): AssessmentResponse {
  const db = getMockDatabase();
  const reviewed = db.learning.codeReviews.find(() => true);
  const response = reviewed ? db.learning.responses.get(reviewed.response) : undefined;
  if (!response) throw new Error('a seeded code review');
  return response as unknown as AssessmentResponse;
}

const WAIT = { timeout: 15_000 };

describe('code reviews on a code answer', () => {
  it('a teacher reads the comments in line order and comments on a range of lines', async () => {
    const answer = reviewedAnswer();
    const { user } = renderInApp(<CodeReviewSection response={answer} canComment />, { session: signedInSession('teacher') });
    const list = await screen.findByRole('list', { name: 'Review comments' }, WAIT);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')?.split(':')[0]),
    ).toEqual(['Line 1', 'Line 3']);
    expect(screen.getByRole('heading', { name: 'Review comments (1 open of 2)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Comment on a line' }));
    const form = await screen.findByRole('form', { name: 'Comment on the code' }, WAIT);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Up to line/ }), '2');
    await user.type(within(form).getByRole('textbox', { name: /^Comment/ }), 'Read the input once.');
    await user.click(within(form).getByRole('button', { name: 'Add comment' }));
    const added = await screen.findByRole('listitem', { name: 'Lines 1–2: Read the input once.' }, WAIT);
    expect(within(added).getByText('Open')).toBeTruthy();
    expect(getMockDatabase().learning.codeReviews.find((row) => row.comment === 'Read the input once.')).toMatchObject({
      line_number: 1,
      end_line_number: 2,
    });
  }, 40_000);

  it('refuses a comment without text, naming the field', async () => {
    const { user } = renderInApp(<CodeReviewSection response={reviewedAnswer()} canComment />, {
      session: signedInSession('teacher'),
    });
    await user.click(await screen.findByRole('button', { name: 'Comment on a line' }, WAIT));
    const form = await screen.findByRole('form', { name: 'Comment on the code' }, WAIT);
    await user.click(within(form).getByRole('button', { name: 'Add comment' }));
    expect(await within(form).findByText(/required|may not be blank/i, undefined, WAIT)).toBeTruthy();
  }, 30_000);

  it('resolves an open comment and reopens a resolved one', async () => {
    const { user } = renderInApp(<CodeReviewSection response={reviewedAnswer()} canComment />, {
      session: signedInSession('teacher'),
    });
    await user.click(await screen.findByRole('button', { name: 'Resolve line 3' }, WAIT));
    await screen.findByRole('button', { name: 'Reopen line 3' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Reopen line 1' }));
    await screen.findByRole('button', { name: 'Resolve line 1' }, WAIT);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Review comments (1 open of 2)' })).toBeTruthy(), WAIT);
  }, 30_000);

  it('shows a learner the comments on their answer without a way to add one, and an error with Try again', async () => {
    const answer = reviewedAnswer();
    const owner = getMockDatabase().learning.attempts.get(answer.attempt)?.student;
    const demoStudent = getMockDatabase().accounts.users.find((user) => user.username === 'student')?.id;
    // Another learner's answer is not theirs to read: the list is empty for them.
    renderInApp(<CodeReviewSection response={answer} canComment={false} headingLevel="h4" />, {
      session: signedInSession('student'),
    });
    if (owner === demoStudent) expect(await screen.findByRole('list', { name: 'Review comments' }, WAIT)).toBeTruthy();
    else expect(await screen.findByText('No review comments on this code.', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Comment on a line' })).toBeNull();
  }, 30_000);
});

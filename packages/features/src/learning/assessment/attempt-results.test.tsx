import { screen, within } from '@testing-library/react';
import type { AssessmentAttempt } from '@ujuzi/api';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { AttemptResults } from './attempt-results';

startMockBackend();

describe('an attempt’s results', { timeout: 20_000 }, () => {
  it('shows the learner the points and comment per criterion of the assessment’s rubric', async () => {
    const db = getMockDatabase();
    const row = must(
      db.learning.attempts.find((candidate) => candidate.status === 'graded'),
      'a graded attempt',
    );
    const attempt: AssessmentAttempt = {
      ...row,
      assessment_title: 'Loops checkpoint',
      student: { id: row.student, username: 'student', user_type: 'student' },
      max_score: row.score ?? 0,
      rubric_scores: [{ criterion: 1, criterion_title: 'Clarity', max_points: 50, points: 30, comment: 'Explain the loop.' }],
    };
    renderInApp(<AttemptResults attempt={attempt} questions={[]} passMark={50} />, { session: signedInSession('student') });
    const table = within(await screen.findByRole('table', { name: 'Points per criterion of Loops checkpoint' }));
    expect(table.getByRole('rowheader', { name: 'Clarity' })).toBeTruthy();
    expect(table.getByText('30 / 50')).toBeTruthy();
    expect(table.getByText('Explain the loop.')).toBeTruthy();
  });
});

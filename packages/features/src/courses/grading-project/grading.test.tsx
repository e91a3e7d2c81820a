import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { AttemptPage } from '../grading-attempt/attempt-page';
import { AttemptsPage } from '../grading-attempts/attempts-page';
import { ProjectSubmissionsPage } from '../grading-projects/project-submissions-page';
import { ProjectSubmissionPage } from './project-submission-page';

startMockBackend();

const LOADED = { timeout: 15_000 };

/** A submission waiting for the demo teacher: handed in for a course they teach. */
function waitingForTeacher() {
  const db = getMockDatabase();
  const teacher = db.accounts.users.find((user) => user.username === 'teacher');
  const submission = db.progress.submissions.find((row) => {
    const project = db.courses.projects.get(row.project);
    const course = db.courses.courses.get(project?.course ?? 0);
    return row.status === 'submitted' && course?.instructor?.id === teacher?.id;
  });
  if (!submission) throw new Error('the seed has no submission for the teacher');
  return { submission, project: db.courses.projects.get(submission.project) };
}

describe('project submissions', { timeout: 40_000 }, () => {
  it('lists the ones to grade, each linked to its page', async () => {
    const { submission, project } = waitingForTeacher();
    renderInApp(<ProjectSubmissionsPage />, {
      path: '/dashboard/courses/grading/projects?status=submitted',
      routePath: '/dashboard/courses/grading/projects',
      session: signedInSession('teacher'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project submissions' })).toBeTruthy();
    const links = await screen.findAllByRole('link', { name: new RegExp(`^${project?.title} by`) }, LOADED);
    expect(links.map((link) => link.getAttribute('href'))).toContain(`/dashboard/courses/grading/projects/${submission.id}`);
    expect(screen.queryByText('Graded', { selector: 'span' })).toBeNull();
  });

  it('grades a submission with feedback: the learner’s record shows it', async () => {
    const { submission } = waitingForTeacher();
    const { user } = renderInApp(<ProjectSubmissionPage />, {
      path: `/dashboard/courses/grading/projects/${submission.id}`,
      routePath: '/dashboard/courses/grading/projects/:submissionId',
      session: signedInSession('teacher'),
    });
    const form = within(await screen.findByRole('form', { name: 'Grade this submission' }, LOADED));
    await user.type(form.getByRole('textbox', { name: /^Score/ }), '86');
    await user.type(form.getByRole('textbox', { name: /^Feedback/ }), 'Clean code; add tests for the views.');
    await user.click(form.getByRole('button', { name: 'Save grade' }));
    await waitFor(
      () =>
        expect(getMockDatabase().progress.submissions.get(submission.id)).toMatchObject({
          status: 'graded',
          grade: 86,
          feedback: 'Clean code; add tests for the views.',
          is_completed: true,
        }),
      LOADED,
    );
  });

  it('returns a submission for resubmission, and refuses a score above the project’s maximum', async () => {
    const { submission, project } = waitingForTeacher();
    const { user } = renderInApp(<ProjectSubmissionPage />, {
      path: `/dashboard/courses/grading/projects/${submission.id}`,
      routePath: '/dashboard/courses/grading/projects/:submissionId',
      session: signedInSession('teacher'),
    });
    const form = within(await screen.findByRole('form', { name: 'Grade this submission' }, LOADED));
    await user.type(form.getByRole('textbox', { name: /^Score/ }), String((project?.max_score ?? 100) + 1));
    await user.click(form.getByRole('button', { name: 'Save grade' }));
    expect(
      await form.findByText(`Ensure this value is between 0 and ${project?.max_score ?? 100}.`, undefined, LOADED),
    ).toBeTruthy();
    await user.clear(form.getByRole('textbox', { name: /^Score/ }));
    await user.type(form.getByRole('textbox', { name: /^Score/ }), '40');
    await user.click(form.getByRole('switch', { name: /Return for resubmission/ }));
    await user.click(form.getByRole('button', { name: 'Return for resubmission' }));
    await waitFor(
      () => expect(getMockDatabase().progress.submissions.get(submission.id)?.status).toBe('resubmission_requested'),
      LOADED,
    );
  });

  it('grades against the project’s rubric: points and a comment per criterion, the grade scaled from them', async () => {
    const { submission, project } = waitingForTeacher();
    const db = getMockDatabase();
    const rubric = db.learning.rubrics.find((row) => row.title === 'General project rubric');
    db.courses.projects.update(project?.id ?? 0, { rubric: rubric?.id ?? null, max_score: 100 });
    const { user } = renderInApp(<ProjectSubmissionPage />, {
      path: `/dashboard/courses/grading/projects/${submission.id}`,
      routePath: '/dashboard/courses/grading/projects/:submissionId',
      session: signedInSession('teacher'),
    });
    const form = within(await screen.findByRole('form', { name: 'Grade this submission' }, LOADED));
    expect(form.queryByRole('textbox', { name: /^Score/ })).toBeNull();
    await user.type(form.getByRole('textbox', { name: /^Completeness \(out of 50\)/ }), '60');
    await user.type(form.getByRole('textbox', { name: /^Clarity \(out of 50\)/ }), '35');
    await user.click(form.getByRole('button', { name: 'Save grade' }));
    expect(await form.findByText('At most 50 points.', undefined, LOADED)).toBeTruthy();
    await user.clear(form.getByRole('textbox', { name: /^Completeness/ }));
    await user.type(form.getByRole('textbox', { name: /^Completeness/ }), '45');
    await user.type(form.getByRole('textbox', { name: /^Comment on Clarity/ }), 'Name the charts.');
    expect(form.getByText(/of 100 points, a score of 80 of 100$/)).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Save grade' }));
    await waitFor(
      () =>
        expect(getMockDatabase().progress.submissions.get(submission.id)).toMatchObject({
          status: 'graded',
          grade: 80,
          rubric_scores: [
            { criterion_title: 'Completeness', points: 45, max_points: 50, comment: '' },
            { criterion_title: 'Clarity', points: 35, max_points: 50, comment: 'Name the charts.' },
          ],
        }),
      LOADED,
    );
  });

  it('says a submission id that is not a number does not exist', async () => {
    renderInApp(<ProjectSubmissionPage />, {
      path: '/dashboard/courses/grading/projects/abc',
      routePath: '/dashboard/courses/grading/projects/:submissionId',
      session: signedInSession('teacher'),
    });
    expect(await screen.findByRole('heading', { name: 'This submission does not exist' }, LOADED)).toBeTruthy();
  });
});

describe('assessment attempts', { timeout: 40_000 }, () => {
  it('lists attempts with their score, each linked to its page', async () => {
    const attempt = getMockDatabase().learning.attempts.all()[0];
    renderInApp(<AttemptsPage />, {
      path: '/dashboard/courses/grading/attempts',
      routePath: '/dashboard/courses/grading/attempts',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment attempts' })).toBeTruthy();
    const links = await screen.findAllByRole('link', { name: / by / }, LOADED);
    expect(links.map((link) => link.getAttribute('href'))).toContain(`/dashboard/courses/grading/attempts/${attempt?.id}`);
  });

  it('shows every answer and grades the attempt with feedback', async () => {
    const attempt = getMockDatabase().learning.attempts.find((row) => row.status !== 'in_progress');
    const { user } = renderInApp(<AttemptPage />, {
      path: `/dashboard/courses/grading/attempts/${attempt?.id}`,
      routePath: '/dashboard/courses/grading/attempts/:attemptId',
      session: signedInSession('admin'),
    });
    expect(await screen.findByRole('heading', { name: 'Answers' }, LOADED)).toBeTruthy();
    const form = within(await screen.findByRole('form', { name: 'Grade this attempt' }, LOADED));
    const feedback = form.getByRole('textbox', { name: /^Feedback for the learner/ });
    await user.clear(feedback);
    await user.type(feedback, 'Revise loops.');
    await user.click(form.getByRole('button', { name: 'Grade attempt' }));
    await waitFor(
      () =>
        expect(getMockDatabase().learning.attempts.get(attempt?.id ?? 0)).toMatchObject({
          status: 'graded',
          feedback: 'Revise loops.',
        }),
      LOADED,
    );
  });

  it('grades an attempt against its assessment’s rubric: points and a comment per criterion', async () => {
    const db = getMockDatabase();
    const attempt = db.learning.attempts.find((row) => row.status !== 'in_progress');
    const rubric = db.learning.rubrics.find((row) => row.title === 'General project rubric');
    db.learning.assessments.update(attempt?.assessment ?? 0, { rubric: rubric?.id ?? null });
    const { user } = renderInApp(<AttemptPage />, {
      path: `/dashboard/courses/grading/attempts/${attempt?.id}`,
      routePath: '/dashboard/courses/grading/attempts/:attemptId',
      session: signedInSession('admin'),
    });
    const form = within(await screen.findByRole('form', { name: 'Grade this attempt' }, LOADED));
    await user.type(form.getByRole('textbox', { name: /^Completeness \(out of 50\)/ }), '40');
    await user.click(form.getByRole('button', { name: 'Grade attempt' }));
    expect(await form.findByText('Score Clarity.', undefined, LOADED)).toBeTruthy();
    await user.type(form.getByRole('textbox', { name: /^Clarity \(out of 50\)/ }), '30');
    await user.type(form.getByRole('textbox', { name: /^Comment on Clarity/ }), 'Explain the loop.');
    await user.click(form.getByRole('button', { name: 'Grade attempt' }));
    await waitFor(
      () =>
        expect(getMockDatabase().learning.attempts.get(attempt?.id ?? 0)).toMatchObject({
          status: 'graded',
          rubric_scores: [
            { criterion_title: 'Completeness', points: 40, max_points: 50 },
            { criterion_title: 'Clarity', points: 30, max_points: 50, comment: 'Explain the loop.' },
          ],
        }),
      LOADED,
    );
  });
});

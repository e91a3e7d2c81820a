import { screen, waitFor, within } from '@testing-library/react';
import { PROJECT_MESSAGES, REVIEW_MESSAGES } from '@ujuzi/domain';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CourseDetailsPage } from './course-details-page';

startMockBackend();

const ROUTE = '/dashboard/courses/:slug';
const LOADED = { timeout: 15_000 };

const openCourse = (path: string, type: Parameters<typeof signedInSession>[0] = 'student') =>
  renderInApp(<CourseDetailsPage />, { path, routePath: ROUTE, session: signedInSession(type) });

describe('a course’s projects', { timeout: 30_000 }, () => {
  it('lists the projects with due dates, and a learner hands one in with a link', async () => {
    const { user } = openCourse('/dashboard/courses/javascript-fundamentals?section=projects');
    const sections = await screen.findByRole('navigation', { name: 'JavaScript Fundamentals sections' }, LOADED);
    expect(within(sections).getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page');
    const list = await screen.findByRole('list', { name: 'Projects of JavaScript Fundamentals' }, LOADED);
    const item = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(item).getByText(/^Due /)).toBeTruthy();
    expect(await within(item).findByText(/^(Not handed in|Overdue)$/, undefined, LOADED)).toBeTruthy();
    await user.click(within(item).getByRole('link'));

    expect(await screen.findByRole('heading', { name: 'Requirements and rubric' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe(
      '/dashboard/courses/javascript-fundamentals?section=projects',
    );
    await user.click(await screen.findByRole('button', { name: 'Hand in project' }, LOADED));
    expect(await screen.findByText(PROJECT_MESSAGES.linkOrFile, undefined, LOADED)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Link to your work' }), 'https://github.com/wanjiku/js-capstone');
    await user.type(screen.getByRole('textbox', { name: 'Notes for your instructor' }), 'The quiz app with tests.');
    await user.click(screen.getByRole('button', { name: 'Hand in project' }));
    expect(await screen.findByText('Handed in', undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: /github\.com\/wanjiku\/js-capstone/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hand in again' })).toBeTruthy();
  });

  it('shows the rubric and graded work with its grade, its points per criterion and feedback, and no second hand-in', async () => {
    const db = getMockDatabase();
    const student = db.accounts.users.find((row) => row.username === 'student');
    const course = db.courses.courses.find((row) => row.slug === 'sql-for-data-analysts');
    const graded = db.progress.submissions.find(
      (row) =>
        row.student === student?.id && row.status === 'graded' && db.courses.projects.get(row.project)?.course === course?.id,
    );
    const rubric = db.learning.rubrics.find((row) => row.title === 'General project rubric');
    db.courses.projects.update(graded?.project ?? 0, { rubric: rubric?.id ?? null });
    db.progress.submissions.update(graded?.id ?? 0, {
      rubric_scores: [
        { criterion: 1, criterion_title: 'Completeness', max_points: 50, points: 41, comment: 'Every query runs.' },
      ],
    });
    const { user } = openCourse('/dashboard/courses/sql-for-data-analysts?section=projects');
    const list = await screen.findByRole('list', { name: 'Projects of SQL for Data Analysts' }, LOADED);
    expect(await within(list).findByText('Graded', undefined, LOADED)).toBeTruthy();
    await user.click(within(list).getAllByRole('link')[0] as HTMLElement);
    expect(await screen.findByText(/^Grade: \d+ \/ 100$/, undefined, LOADED)).toBeTruthy();
    const criteria = within(screen.getByRole('table', { name: /^Points per criterion of / }));
    expect(criteria.getByRole('rowheader', { name: 'Completeness' })).toBeTruthy();
    expect(criteria.getByText('41 / 50')).toBeTruthy();
    expect(criteria.getByText('Every query runs.')).toBeTruthy();
    const rubricCriteria = within(await screen.findByRole('table', { name: 'Criteria of General project rubric' }, LOADED));
    expect(rubricCriteria.getByRole('rowheader', { name: 'Clarity' })).toBeTruthy();
    expect(screen.getByText(/Well structured code/)).toBeTruthy();
    expect(screen.getByText('Graded work cannot be handed in again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hand in again' })).toBeNull();
  });

  it('says a project that is not one of the course’s does not exist, with the way back', async () => {
    openCourse('/dashboard/courses/javascript-fundamentals?section=projects&project=abc');
    expect(await screen.findByRole('heading', { name: 'This project does not exist' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the course’s projects' }).getAttribute('href')).toBe(
      '/dashboard/courses/javascript-fundamentals?section=projects',
    );
  });

  it('gives staff New project, the project’s Edit and no hand-in form', async () => {
    const { user } = openCourse('/dashboard/courses/javascript-fundamentals?section=projects', 'admin');
    const list = await screen.findByRole('list', { name: 'Projects of JavaScript Fundamentals' }, LOADED);
    expect(within(list).getByText(/hand-ins$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New project' }).getAttribute('href')).toBe(
      '/dashboard/courses/javascript-fundamentals/projects/new',
    );
    await user.click(within(list).getAllByRole('link')[0] as HTMLElement);
    const edit = await screen.findByRole('link', { name: 'Edit project' }, LOADED);
    expect(edit.getAttribute('href')).toMatch(/^\/dashboard\/courses\/javascript-fundamentals\/projects\/\d+\/edit$/);
    expect(screen.queryByRole('button', { name: 'Hand in project' })).toBeNull();
  });
});

describe('a course’s reviews', { timeout: 30_000 }, () => {
  it('lets an enrolled learner post a review and edit it', async () => {
    const { user } = openCourse('/dashboard/courses/javascript-fundamentals?section=reviews');
    const form = await screen.findByRole('form', { name: 'Review this course' }, LOADED);
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Clear and practical');
    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), 'The DOM exercises helped most.');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    const mine = await screen.findByRole('region', { name: 'Your review' }, LOADED);
    expect(within(mine).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(within(mine).getByText('Clear and practical')).toBeTruthy();

    await user.click(within(mine).getByRole('button', { name: 'Edit your review' }));
    const edit = await screen.findByRole('form', { name: 'Edit your review' }, LOADED);
    await user.click(within(edit).getByRole('radio', { name: '5 stars' }));
    await user.click(within(edit).getByRole('button', { name: 'Save review' }));
    const saved = await screen.findByRole('region', { name: 'Your review' }, LOADED);
    expect(await within(saved).findByRole('img', { name: '5 out of 5 stars' }, LOADED)).toBeTruthy();
  });

  it('lists learners’ reviews and marks one helpful', async () => {
    const { user } = openCourse('/dashboard/courses/deep-learning-with-tensorflow?section=reviews');
    const heading = await screen.findByRole('heading', { name: /^What learners say/ }, LOADED);
    const section = heading.closest('section') as HTMLElement;
    const button = within(section).getAllByRole('button', { name: /^Helpful \(\d+\)$/ })[0] as HTMLElement;
    const before = Number(/\((\d+)\)/.exec(button.textContent ?? '')?.[1]);
    const pressed = button.getAttribute('aria-pressed') === 'true';
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe(String(!pressed)), LOADED);
    expect(button.textContent).toContain(`(${pressed ? before - 1 : before + 1})`);
  });

  it('asks an enrolled learner to complete a lesson before reviewing', async () => {
    const db = getMockDatabase();
    const course = db.courses.courses.find((row) => row.slug === 'javascript-fundamentals');
    const student = db.accounts.users.find((row) => row.username === 'student');
    db.progress.lessonCompletions.removeWhere((row) => row.student === student?.id && row.course === course?.id);
    openCourse('/dashboard/courses/javascript-fundamentals?section=reviews');
    expect(await screen.findByText(REVIEW_MESSAGES.completeLessonFirst, undefined, LOADED)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Review this course' })).toBeNull();
  });

  it('offers no review form to a learner who is not enrolled', async () => {
    openCourse('/dashboard/courses/react-for-beginners?section=reviews');
    await screen.findByRole('navigation', { name: 'React for Beginners sections' }, LOADED);
    await waitFor(() => expect(screen.queryByText(/Loading the reviews/)).toBeNull(), LOADED);
    expect(screen.queryByRole('form', { name: 'Review this course' })).toBeNull();
  });
});

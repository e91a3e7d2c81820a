import { screen, waitFor, within } from '@testing-library/react';
import { isCourseInProgress } from '@ujuzi/domain';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CourseProgressPage, minutesPerWeek } from '../course-progress';
import { ProgressPage } from './progress-page';

startMockBackend();

const LOADED = { timeout: 15_000 };

describe('my progress', { timeout: 25_000 }, () => {
  it('lists the courses in progress with the same count as the sidebar, each with time, activity and next lesson', async () => {
    const { queryClient } = renderInApp(<ProgressPage />, {
      path: '/dashboard/courses/progress',
      session: signedInSession('student'),
    });
    const heading = await screen.findByRole('heading', { name: /^In progress \(\d+\)$/ }, LOADED);
    const cached = queryClient.getQueryData<{ results: { progress: number }[] }>([
      '/courses/student-enrollments/my_courses/',
      { page_size: 100 },
    ]);
    const sidebarCount = (cached?.results ?? []).filter((row) => isCourseInProgress(row.progress)).length;
    expect(heading.textContent).toBe(`In progress (${sidebarCount})`);
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: 'JavaScript Fundamentals' }).getAttribute('href')).toBe(
      '/dashboard/courses/progress/javascript-fundamentals',
    );
    expect(within(section).getAllByText('Time spent').length).toBe(sidebarCount);
    expect((await within(section).findAllByText('Next lesson', undefined, LOADED)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: /^Completed \(\d+\)$/ })).toBeTruthy();
  });

  it('shows one course’s modules, lessons done and time per week', async () => {
    renderInApp(<CourseProgressPage />, {
      path: '/dashboard/courses/progress/javascript-fundamentals',
      routePath: '/dashboard/courses/progress/:courseSlug',
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress in JavaScript Fundamentals' }, LOADED)).toBeTruthy();
    expect(await screen.findByText('7 of 12', undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Modules' })).toBeTruthy();
    // A completed module says when (module-completions).
    expect((await screen.findAllByText(/^Module completed \d{1,2} \w+ \d{4}$/, undefined, LOADED)).length).toBeGreaterThan(0);
    expect(await screen.findByRole('figure', { name: /Time studied per week/ }, LOADED)).toBeTruthy();
    // Each assessment of the course links to its page with the learner's best score (or 'Not taken').
    const scores = screen.getByRole('heading', { name: 'Assessment scores' }).closest('section') as HTMLElement;
    await waitFor(() => expect(within(scores).queryByText('Loading your assessment scores…')).toBeNull(), LOADED);
    const links = within(scores).queryAllByRole('link');
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/dashboard\/courses\/assessments\/\d+$/);
    expect(within(scores).queryByText('Could not load your assessment scores')).toBeNull();
  });

  it('marks the rest of a module done after a confirmation counting its lessons', async () => {
    const { user } = renderInApp(<CourseProgressPage />, {
      path: '/dashboard/courses/progress/javascript-fundamentals',
      routePath: '/dashboard/courses/progress/:courseSlug',
      session: signedInSession('student'),
    });
    await user.click((await screen.findAllByRole('button', { name: 'Mark the module as done' }, LOADED))[0] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog', { name: /^Mark .+ as done\?$/ });
    const count = Number(/Its (\d+) lessons? not yet done/.exec(confirm.textContent ?? '')?.[1]);
    await user.click(within(confirm).getByRole('button', { name: /^Mark \d+ lessons? done$/ }));
    expect(await screen.findByText(`${count} lessons completed, 0 already completed.`, undefined, LOADED)).toBeTruthy();
    expect(await screen.findByText(`${7 + count} of 12`, undefined, LOADED)).toBeTruthy();
  });

  it('tells a learner not enrolled in a course so, with the course to go to', async () => {
    renderInApp(<CourseProgressPage />, {
      path: '/dashboard/courses/progress/react-for-beginners',
      routePath: '/dashboard/courses/progress/:courseSlug',
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { name: 'You are not enrolled in this course' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the course' }).getAttribute('href')).toBe(
      '/dashboard/courses/react-for-beginners',
    );
  });
});

describe('a parent’s view', { timeout: 25_000 }, () => {
  it('shows each child’s courses, each linked to that child’s progress in it', async () => {
    renderInApp(<ProgressPage />, { path: '/dashboard/courses/progress', session: signedInSession('parent') });
    expect(await screen.findByRole('heading', { level: 1, name: 'My children’s progress' }, LOADED)).toBeTruthy();
    const link = (await screen.findAllByRole('link', { name: 'JavaScript Fundamentals' }, LOADED))[0];
    expect(link?.getAttribute('href')).toMatch(/^\/dashboard\/courses\/progress\/javascript-fundamentals\?student=\d+$/);
    const studentId = /student=(\d+)/.exec(link?.getAttribute('href') ?? '')?.[1] ?? '';
    renderInApp(<CourseProgressPage />, {
      path: `/dashboard/courses/progress/javascript-fundamentals?student=${studentId}`,
      routePath: '/dashboard/courses/progress/:courseSlug',
      session: signedInSession('parent'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /in JavaScript Fundamentals$/ }, LOADED)).toBeTruthy();
    expect(await screen.findByText('7 of 12', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark the module as done' })).toBeNull();
  });
});

describe('time per week', () => {
  it('adds the seconds of each week (Monday first) in minutes, oldest week first', () => {
    const weeks = minutesPerWeek([
      { completed_at: '2026-11-18T10:00:00Z', time_spent_seconds: 600 },
      { completed_at: '2026-11-05T10:00:00Z', time_spent_seconds: 1200 },
      { completed_at: '2026-11-16T08:00:00Z', time_spent_seconds: 300 },
    ]);
    expect(weeks.minutes).toEqual([20, 15]);
    expect(weeks.categories).toHaveLength(2);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { LessonsPage } from '../lessons/lessons-page';
import { lessonHtml, LessonPage } from './lesson-page';
import { links } from '../../infra/kit/links';

startMockBackend();

const LOADED = { timeout: 15_000 };
const LESSONS_ROUTE = '/dashboard/courses/:courseSlug/lessons';
const LESSON_ROUTE = '/dashboard/courses/:courseSlug/lessons/:lessonSlug';

/** The demo student's first unfinished lesson of JavaScript Fundamentals (7 of 12 done), in study order. */
function resumeSlug(): string {
  const db = getMockDatabase();
  const student = db.accounts.users.all().find((user) => user.username === 'student');
  const done = new Set(
    db.progress.lessonCompletions.filter((row) => row.student === student?.id && row.course === 2).map((row) => row.lesson),
  );
  const modules = new Map(db.courses.modules.filter((module) => module.course === 2).map((module) => [module.id, module.order]));
  const lessons = db.courses.lessons
    .filter((lesson) => lesson.course === 2 && lesson.is_published)
    .sort((a, b) => (modules.get(a.module ?? 0) ?? 0) - (modules.get(b.module ?? 0) ?? 0) || a.order - b.order);
  return lessons.find((lesson) => !done.has(lesson.id))?.slug ?? '';
}

describe('the lessons outline', { timeout: 25_000 }, () => {
  it('groups the lessons by module, marks them done and current, and continues at the first unfinished one', async () => {
    renderInApp(<LessonsPage />, {
      path: '/dashboard/courses/javascript-fundamentals/lessons',
      routePath: LESSONS_ROUTE,
      session: signedInSession('student'),
    });
    const progress = await screen.findByRole('progressbar', { name: 'Course progress' }, LOADED);
    expect(progress.getAttribute('aria-valuetext')).toContain('7 of 12 lessons');
    expect(screen.getAllByText('Done')).toHaveLength(7);
    expect(screen.getAllByText('Continue here')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    const resume = `/dashboard/courses/javascript-fundamentals/lessons/${resumeSlug()}`;
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(resume);
  });

  it('keeps the outline of a course not paid for, locked, with the way into enrollment', async () => {
    renderInApp(<LessonsPage />, {
      path: '/dashboard/courses/react-for-beginners/lessons',
      routePath: LESSONS_ROUTE,
      session: signedInSession('student'),
    });
    const enroll = await screen.findByRole('link', { name: 'Enroll to unlock the lessons' }, LOADED);
    expect(enroll.getAttribute('href')).toBe('/dashboard/courses/enroll/react-for-beginners');
    expect((await screen.findAllByText('Locked')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('progressbar', { name: 'Course progress' })).toBeNull();
  });

  it('keeps the course for offline after showing its size, and says so from then on', async () => {
    const { user } = renderInApp(<LessonsPage />, {
      path: '/dashboard/courses/javascript-fundamentals/lessons',
      routePath: LESSONS_ROUTE,
      session: signedInSession('student'),
    });
    const keep = await screen.findByRole('button', { name: /^Keep for offline \(\d+(\.\d+)? (KB|MB)\)$/ }, LOADED);
    const size = /\(([^)]+)\)/.exec(keep.textContent ?? '')?.[1];
    await user.click(keep);
    expect(await screen.findByText(`Kept for offline · ${size}`, undefined, LOADED)).toBeTruthy();
    localStorage.removeItem('ujuzi-kept-courses');
  });
});

describe('a lesson', { timeout: 30_000 }, () => {
  it('marks the lesson complete with the visible time, and the progress rises at once', async () => {
    const slug = resumeSlug();
    const { queryClient } = renderInApp(<LessonPage />, {
      path: `/dashboard/courses/javascript-fundamentals/lessons/${slug}`,
      routePath: LESSON_ROUTE,
      session: signedInSession('student'),
    });
    const button = await screen.findByRole('button', { name: 'Mark complete' }, LOADED);
    await act(async () => {
      button.click();
    });
    expect(await screen.findByText('Completed', undefined, LOADED)).toBeTruthy();
    const db = getMockDatabase();
    const lesson = db.courses.lessons.find((row) => row.slug === slug);
    const completion = db.progress.lessonCompletions.find((row) => row.lesson === lesson?.id && row.student === 4);
    // Opened and clicked within seconds: the measured whole seconds, or the default 60 when under half a second.
    expect(completion?.time_spent_seconds).toBeGreaterThan(0);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), LOADED);
    const stale = queryClient.getQueryCache().findAll({ queryKey: ['/courses/courses/2/lessons/'] });
    expect(stale.every((query) => query.state.dataUpdateCount >= 2)).toBe(true);
    expect(screen.getByRole('link', { name: /^Next: / })).toBeTruthy();
  });

  it('offers "Try it" with the code in router state and the language in the address', async () => {
    const codeLesson = getMockDatabase().courses.lessons.find(
      (row) => row.course === 2 && row.is_published && row.lesson_type === 'code',
    );
    const { user } = renderInApp(<LessonPage />, {
      path: `/dashboard/courses/javascript-fundamentals/lessons/${codeLesson?.slug ?? ''}`,
      routePath: LESSON_ROUTE,
      session: signedInSession('student'),
    });
    const first = await screen.findByRole('link', { name: 'Try it: Starter code in the playground' }, LOADED);
    expect(first.getAttribute('href')).toMatch(/^\/dashboard\/courses\/ide-playground\?language=[a-z]+$/);
    await user.click(first);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/ide-playground\?language=/));
    const state = JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null') as { code?: string };
    expect(state.code?.length).toBeGreaterThan(0);
  });

  it('shows a locked lesson of a course not paid for with the way into enrollment, and no content', async () => {
    const db = getMockDatabase();
    const lesson = db.courses.lessons.find((row) => row.course === 8 && row.is_published && !row.is_free_preview);
    renderInApp(<LessonPage />, {
      path: `/dashboard/courses/react-for-beginners/lessons/${lesson?.slug ?? ''}`,
      routePath: LESSON_ROUTE,
      session: signedInSession('student'),
    });
    const enroll = await screen.findByRole('link', { name: 'Enroll to unlock the lessons' }, LOADED);
    expect(enroll.getAttribute('href')).toBe('/dashboard/courses/enroll/react-for-beginners');
    expect(screen.queryByRole('button', { name: 'Mark complete' })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says a lesson that does not exist does not, with the course’s lessons to go to', async () => {
    renderInApp(<LessonPage />, {
      path: '/dashboard/courses/javascript-fundamentals/lessons/no-such-lesson',
      routePath: LESSON_ROUTE,
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { name: 'This lesson does not exist' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lessons of JavaScript Fundamentals' }).getAttribute('href')).toBe(
      '/dashboard/courses/javascript-fundamentals/lessons',
    );
  });
});

describe('lesson content and links', () => {
  it('renders the contract’s HTML as is and converts markdown; SafeHtml sanitises both', () => {
    expect(lessonHtml('<h2>Loops</h2>')).toBe('<h2>Loops</h2>');
    expect(lessonHtml('## Loops')).toMatch(/<h\d>Loops<\/h\d>/);
  });
  it('sends "Try it" to the playground with the language', () =>
    expect(links.playground('javascript')).toBe('/dashboard/courses/ide-playground?language=javascript'));
});

import { screen, within } from '@testing-library/react';
import type { AssessmentAttempt } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { AssessmentsPage, CourseAssessmentsPage } from './assessments-page';
import { assessmentStanding } from './assessment-state';

startMockBackend();

const LOADED = { timeout: 5_000 };

describe('the assessments list', () => {
  it('groups a student’s assessments (open, upcoming, done, closed) with due dates and attempts left, each linking to its page', async () => {
    renderInApp(<AssessmentsPage />, { path: '/dashboard/courses/assessments', session: signedInSession('student') });
    expect(screen.getByRole('heading', { level: 1, name: 'Assessments' })).toBeTruthy();
    const open = await screen.findByRole('region', { name: /^Open now \(\d+\)$/ }, LOADED);
    const titles = within(open).getAllByRole('heading', { level: 3 });
    expect(titles.length).toBeGreaterThan(0);
    const link = within(titles[0] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/dashboard\/courses\/assessments\/\d+$/);
    expect(within(open).getAllByText(/^Due |^No due date$/).length).toBe(titles.length);
    expect(within(open).getAllByText(/attempts? left|Unlimited attempts/).length).toBe(titles.length);
  });

  it('shows one course’s assessments under its title', async () => {
    renderInApp(<CourseAssessmentsPage />, {
      path: '/dashboard/courses/assessments/course/javascript-fundamentals',
      routePath: '/dashboard/courses/assessments/course/:courseSlug',
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessments: JavaScript Fundamentals' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'JavaScript Fundamentals: functions and loops quiz' })).toBeTruthy();
    expect(screen.queryByText('REST API design quiz')).toBeNull();
  });

  it('offers the next step when a course has no assessments', async () => {
    renderInApp(<CourseAssessmentsPage />, {
      path: '/dashboard/courses/assessments/course/no-such-course',
      routePath: '/dashboard/courses/assessments/course/:courseSlug',
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { name: 'This course has no assessments yet' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse your courses' }).getAttribute('href')).toBe('/dashboard/courses');
  });
});

describe('where an assessment stands', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const base = { id: 1, available_from: null, due_date: '2026-12-10T17:00:00Z', max_attempts: 2 };
  const attempt = (status: 'in_progress' | 'graded', is_passed: boolean | null = null): AssessmentAttempt => ({
    id: Math.random(),
    assessment: 1,
    student: { id: 5, username: 'student', user_type: 'student' },
    attempt_number: 1,
    status,
    started_at: '2026-11-20T10:00:00Z',
    percentage: is_passed === null ? null : is_passed ? 80 : 30,
    is_passed,
  });

  it('is open with every attempt left before the first try, upcoming before it opens, closed once past due untried', () => {
    expect(assessmentStanding(base, [], now)).toMatchObject({ group: 'open', attemptsLeft: 2 });
    expect(assessmentStanding({ ...base, available_from: '2026-12-01T00:00:00Z' }, [], now).group).toBe('upcoming');
    expect(assessmentStanding({ ...base, due_date: '2026-11-01T00:00:00Z' }, [], now).group).toBe('closed');
    expect(assessmentStanding({ ...base, max_attempts: null }, [], now).attemptsLeft).toBeNull();
  });

  it('is done once passed or out of attempts; a failed try with attempts left stays open', () => {
    expect(assessmentStanding(base, [attempt('graded', true)], now)).toMatchObject({ group: 'done', attemptsLeft: 1 });
    expect(assessmentStanding(base, [attempt('graded', false)], now).group).toBe('open');
    expect(assessmentStanding(base, [attempt('graded', false), attempt('graded', false)], now)).toMatchObject({
      group: 'done',
      attemptsLeft: 0,
    });
    expect(assessmentStanding(base, [attempt('in_progress')], now).running).toBeTruthy();
  });
});

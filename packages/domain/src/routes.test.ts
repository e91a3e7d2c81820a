import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTRA_ROUTES, ROUTES, canOpen, decideRoute, href, matchRoute } from './routes';

const checklist = readFileSync(new URL('../../../../shared/contract/routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [path = '', who = ''] = line.split(/\s+/);
    return { path, who };
  })
  .filter((route) => route.path !== '*');

const user = (user_type: string) => ({ user_type });

describe('the route table', () => {
  it('has every route of the checklist once, with its access, plus only the documented extras', () => {
    const extras = EXTRA_ROUTES.map((route) => route.path);
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...checklist.map((route) => route.path), ...extras].sort());
    for (const { path, who } of checklist) {
      const route = ROUTES.find((r) => r.path === path);
      const access = route?.access;
      const expected = who.startsWith('redirect:')
        ? { redirect: who.slice(9) }
        : who === 'unknown'
          ? ['super_admin', 'admin', 'teacher']
          : ['public', 'guest', 'any'].includes(who)
            ? who
            : who.split(',');
      expect(access, path).toEqual(expected);
    }
  });

  it('adds a public page per course, apart from the catalogue and the dashboard course pages', () => {
    expect(EXTRA_ROUTES.map((route) => route.path)).toContain('/courses/:slug');
    expect(matchRoute('/courses/python-basics')?.path).toBe('/courses/:slug');
    expect(matchRoute('/courses')?.path).toBe('/courses');
    expect(decideRoute('/courses/python-basics', null)).toEqual({ kind: 'allow' });
    expect(href('/courses/:slug', { slug: 'go 101' })).toBe('/courses/go%20101');
  });

  it('adds the grading screens for staff, apart from the course pages', () => {
    expect(matchRoute('/dashboard/courses/grading/projects')?.path).toBe('/dashboard/courses/grading/projects');
    expect(matchRoute('/dashboard/courses/grading/attempts/7')?.path).toBe('/dashboard/courses/grading/attempts/:attemptId');
    expect(decideRoute('/dashboard/courses/grading/projects/3', user('teacher'))).toEqual({ kind: 'allow' });
    expect(decideRoute('/dashboard/courses/grading/projects', user('student')).kind).not.toBe('allow');
  });

  it('prefers static segments to parameters', () => {
    expect(matchRoute('/dashboard/students/new')?.path).toBe('/dashboard/students/new');
    expect(matchRoute('/dashboard/students/42')?.path).toBe('/dashboard/students/:id');
    expect(matchRoute('/dashboard/courses/manage')?.path).toBe('/dashboard/courses/manage');
    expect(matchRoute('/dashboard/courses/python-basics')?.path).toBe('/dashboard/courses/:slug');
    expect(matchRoute('/dashboard/payments/success')?.path).toBe('/dashboard/payments/success/:enrollmentId?');
    expect(matchRoute('/dashboard/payments/success/9')?.path).toBe('/dashboard/payments/success/:enrollmentId?');
  });

  it('builds typed paths', () => {
    expect(href('/dashboard/courses/:courseSlug/lessons/:lessonSlug', { courseSlug: 'go-101', lessonSlug: 'hello world' })).toBe(
      '/dashboard/courses/go-101/lessons/hello%20world',
    );
    expect(href('/dashboard/payments/success/:enrollmentId?')).toBe('/dashboard/payments/success');
    expect(href('/dashboard')).toBe('/dashboard');
  });
});

describe('what the guards decide', () => {
  it('shows public pages to everyone and unknown public paths as not found', () => {
    expect(decideRoute('/courses', null)).toEqual({ kind: 'allow' });
    expect(decideRoute('/no-such-page', user('admin'))).toEqual({ kind: 'not-found' });
  });
  it('sends unknown dashboard paths to /', () =>
    expect(decideRoute('/dashboard/nowhere/at/all', user('admin'))).toEqual({ kind: 'redirect', to: '/' }));
  it('sends signed-in visitors away from guest pages', () => {
    expect(decideRoute('/login', user('student'))).toEqual({ kind: 'leave-guest' });
    expect(decideRoute('/reset-password/abc/def', null)).toEqual({ kind: 'allow' });
  });
  it('asks anonymous visitors to sign in', () => expect(decideRoute('/payment/success', null)).toEqual({ kind: 'login' }));
  it('redirects the communications index to announcements', () =>
    expect(decideRoute('/dashboard/communications', user('student'))).toEqual({
      kind: 'redirect',
      to: '/dashboard/communications/announcements',
    }));
  it.each([
    ['/dashboard/staff', 'admin', true],
    ['/dashboard/staff', 'teacher', false],
    ['/dashboard/students', 'teacher', true],
    ['/dashboard/students', 'parent', false],
    ['/dashboard/finance/fee-collection', 'accountant', true],
    ['/dashboard/finance/fee-collection', 'teacher', false],
    ['/dashboard/certificates/my-certificates', 'student', true],
    ['/dashboard/certificates/my-certificates', 'parent', true],
    ['/dashboard/certificates/analytics', 'teacher', false],
    ['/dashboard/certificates/analytics', 'super_admin', true],
    ['/dashboard/newsletter', 'teacher', true],
    ['/dashboard/newsletter/templates', 'teacher', false],
    ['/dashboard/courses/new', 'student', false],
    ['/dashboard/courses/ide-playground', 'parent', true],
  ])('%s for %s: %s', (path, type, allowed) => expect(canOpen(path, user(type))).toBe(allowed));
});

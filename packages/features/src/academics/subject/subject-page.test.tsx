import { screen, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { courseKeyword, SubjectPage } from './subject-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const renderSubject = (slug: string, role: 'admin' | 'teacher' = 'admin') =>
  renderInApp(<SubjectPage />, {
    path: `/dashboard/academics/subjects/${slug}`,
    routePath: '/dashboard/academics/subjects/:slug',
    session: signedInSession(role),
  });

describe('the subject details screen', () => {
  it('shows the subject with its teachers, classes and weekly lessons, linked', async () => {
    const subject = getMockDatabase().academics.subjects.find((row) => row.slug === 'javascript-programming');
    const teacher = subject?.teachers?.[0];
    if (!subject || !teacher) throw new Error('the seed has JavaScript with a teacher');
    renderSubject(subject.slug);
    expect(await screen.findByRole('heading', { level: 1, name: subject.name }, LOADED)).toBeTruthy();
    expect(screen.getByText(subject.code)).toBeTruthy();
    const teachers = within(screen.getByRole('region', { name: 'Teachers' }));
    expect(teachers.getByRole('link', { name: teacher.get_full_name ?? '' }).getAttribute('href')).toBe(
      `/dashboard/staff/${teacher.username}`,
    );
    const classes = within(screen.getByRole('region', { name: 'Classes' }));
    const link = await classes.findByRole('link', { name: /^DSE1 Morning/ }, LOADED);
    expect(link.getAttribute('href')).toMatch(/^\/dashboard\/academics\/timetable\?class_section=\d+$/);
    const lessons = within(screen.getByRole('region', { name: 'Weekly lessons' }));
    expect((await lessons.findAllByRole('link', { name: /^DSE/ }, LOADED)).length).toBeGreaterThan(0);
  }, 30_000);

  it('says so when no subject has the address, with the way back', async () => {
    renderSubject('no-such-subject');
    expect(await screen.findByText('This subject does not exist', undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All subjects' }).getAttribute('href')).toBe('/dashboard/academics/subjects');
  }, 30_000);

  it('finds related courses by the subject’s telling word', () => {
    expect(courseKeyword('Databases and SQL')).toBe('SQL');
    expect(courseKeyword('Programming Fundamentals with Python')).toBe('Python');
    expect(courseKeyword('Professional and Communication Skills')).toBe('Communication');
  });
});

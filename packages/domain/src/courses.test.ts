import { describe, expect, it } from 'vitest';
import {
  COURSE_MESSAGES,
  courseMatchesIdentifier,
  managesCourse,
  moveItem,
  movedAnnouncement,
  reorderedPositions,
  validateCourseDraft,
} from './courses';
import { parseCourseIdentifier } from './validation';

describe('course identifiers (service spec §5)', () => {
  const course = { id: 12, slug: 'python-basics' };
  it('match the course asked for by id or by slug', () => {
    expect(courseMatchesIdentifier(parseCourseIdentifier('12'), course)).toBe(true);
    expect(courseMatchesIdentifier(parseCourseIdentifier('python-basics'), course)).toBe(true);
  });
  it('treat a slug or id mismatch as not the course', () => {
    expect(courseMatchesIdentifier(parseCourseIdentifier('13'), course)).toBe(false);
    expect(courseMatchesIdentifier(parseCourseIdentifier('python-advanced'), course)).toBe(false);
  });
});

describe('course drafts and publishing', () => {
  it('let a draft be saved with nothing but its title', () =>
    expect(validateCourseDraft({ status: 'draft', description: '', pricing_type: 'free' }, 0)).toEqual({}));
  it('ask a paid or subscription course for a price above zero', () => {
    expect(validateCourseDraft({ pricing_type: 'paid', price: '0.00' }, 0)).toEqual({ price: COURSE_MESSAGES.paidNeedsPrice });
    expect(validateCourseDraft({ pricing_type: 'subscription', price: null }, 0).price).toBe(
      'A paid course needs a price above 0.00.',
    );
    expect(validateCourseDraft({ pricing_type: 'paid', price: '4500.00' }, 0)).toEqual({});
  });
  it('publish only a course with a description and at least one lesson', () => {
    expect(validateCourseDraft({ status: 'published', description: ' ', pricing_type: 'free' }, 0)).toEqual({
      description: 'Add a description before publishing this course.',
      status: 'Add at least one lesson before publishing this course.',
    });
    expect(validateCourseDraft({ status: 'published', description: 'Learn Go.', pricing_type: 'free' }, 3)).toEqual({});
  });
});

describe('who manages a course', () => {
  const course = { instructor: { id: 3 } };
  it('lets management change any course and a teacher only the ones they teach', () => {
    expect(managesCourse({ id: 2, user_type: 'admin' }, course)).toBe(true);
    expect(managesCourse({ id: 1, user_type: 'super_admin' }, { instructor: null })).toBe(true);
    expect(managesCourse({ id: 3, user_type: 'teacher' }, course)).toBe(true);
    expect(managesCourse({ id: 9, user_type: 'teacher' }, course)).toBe(false);
    expect(managesCourse({ id: 3, user_type: 'student' }, course)).toBe(false);
    expect(managesCourse(null, course)).toBe(false);
  });
});

describe('reordering the curriculum', () => {
  const items = [
    { id: 10, order: 0 },
    { id: 11, order: 1 },
    { id: 12, order: 2 },
  ];
  it('moves an item and clamps the target to the list', () => {
    expect(moveItem(items, 2, 0).map((item) => item.id)).toEqual([12, 10, 11]);
    expect(moveItem(items, 0, 9).map((item) => item.id)).toEqual([11, 12, 10]);
    expect(moveItem(items, 5, 0)).toEqual(items);
  });
  it('sends only the orders that change', () => {
    expect(reorderedPositions(moveItem(items, 1, 0))).toEqual([
      { id: 11, order: 0 },
      { id: 10, order: 1 },
    ]);
    expect(reorderedPositions(items)).toEqual([]);
  });
  it('tells the new position in words', () => {
    expect(movedAnnouncement('Variables', 2, 4, 'Python basics')).toBe('Variables moved to position 2 of 4 in Python basics.');
  });
});

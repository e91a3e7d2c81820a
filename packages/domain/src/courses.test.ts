import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, courseMatchesIdentifier, validateCourseDraft } from './courses';
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

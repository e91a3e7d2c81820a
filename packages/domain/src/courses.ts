/**
 * Course authoring rules: the course identifier's match (service spec §5, §8) and what a course needs
 * before it is published. A draft may be saved with only its title.
 */
import type { CourseIdentifier, FieldMessages } from './validation';

export const COURSE_MESSAGES = {
  publishNeedsLesson: 'Add at least one lesson before publishing this course.',
  publishNeedsDescription: 'Add a description before publishing this course.',
  paidNeedsPrice: 'A paid course needs a price above 0.00.',
} as const;

/**
 * Service spec §5: the course a lookup returned must be the one asked for (the same id, or the same
 * slug); otherwise the lookup counts as not found.
 */
export function courseMatchesIdentifier(identifier: CourseIdentifier, course: { id: number; slug: string }): boolean {
  return identifier.kind === 'id' ? course.id === identifier.id : course.slug === identifier.slug;
}

export interface CourseDraftInput {
  status?: string | null;
  description?: string | null;
  pricing_type?: string | null;
  price?: string | null;
}

/**
 * A course's own rules on top of the contract's: a paid or subscription course has a price above
 * zero; a published one has a description and at least one lesson (`lessonsCount`: the course's lessons,
 * 0 for a course not saved yet).
 */
export function validateCourseDraft(course: CourseDraftInput, lessonsCount: number): FieldMessages {
  const errors: FieldMessages = {};
  const price = Number(course.price ?? 0);
  if (course.pricing_type && course.pricing_type !== 'free' && !(price > 0)) errors.price = COURSE_MESSAGES.paidNeedsPrice;
  if (course.status === 'published') {
    if (!course.description?.trim()) errors.description = COURSE_MESSAGES.publishNeedsDescription;
    if (lessonsCount < 1) errors.status = COURSE_MESSAGES.publishNeedsLesson;
  }
  return errors;
}

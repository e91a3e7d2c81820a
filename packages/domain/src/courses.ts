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

/**
 * Who may change a course's curriculum and setup (the service's rule): management always, a teacher
 * only for the courses they teach (the course's `instructor`).
 */
export function managesCourse(
  user: { id: number; user_type: string } | null | undefined,
  course: { instructor?: { id: number } | null },
): boolean {
  if (!user) return false;
  if (user.user_type === 'super_admin' || user.user_type === 'admin') return true;
  return user.user_type === 'teacher' && course.instructor?.id === user.id;
}

/** Items in their new order after the one at `from` moves to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

/** The `order` each item must get so the list reads as given: only those whose order changes. */
export function reorderedPositions<T extends { id: number; order: number }>(
  items: readonly T[],
): { id: number; order: number }[] {
  return items.flatMap((item, index) => (item.order === index ? [] : [{ id: item.id, order: index }]));
}

/** What a screen reader hears after a move: "Variables moved to position 2 of 4 in Python basics." */
export function movedAnnouncement(title: string, position: number, total: number, within: string): string {
  return `${title} moved to position ${position} of ${total} in ${within}.`;
}

/** What a learner is doing in a course, as the course player's activity heartbeat reports it (courses/update_activity). */
export type CourseActivityKind = 'viewing' | 'watching_video' | 'reading' | 'coding' | 'quiz' | 'idle';

export const COURSE_ACTIVITY_LABELS: Record<CourseActivityKind, string> = {
  viewing: 'Browsing the course',
  watching_video: 'Watching a video',
  reading: 'Reading',
  coding: 'Coding',
  quiz: 'Taking a quiz',
  idle: 'Idle',
};

/** The activity a lesson open on screen stands for, by the lesson's type. */
export function activityOfLesson(lessonType: string): CourseActivityKind {
  if (lessonType === 'video' || lessonType === 'live') return 'watching_video';
  if (lessonType === 'code' || lessonType === 'assignment') return 'coding';
  if (lessonType === 'quiz') return 'quiz';
  return 'reading';
}

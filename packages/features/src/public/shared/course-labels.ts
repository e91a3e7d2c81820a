/** How course fields read on the public site. */
import type { Course, CourseLevel, CoursePricingType } from '@ujuzi/api';

export const LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

export const PRICING_LABELS: Record<CoursePricingType, string> = {
  free: 'Free',
  paid: 'Paid',
  subscription: 'Subscription',
};

export const levelLabel = (level: CourseLevel | undefined): string => (level ? LEVEL_LABELS[level] : '');

/** The public page of a course. */
export const coursePath = (course: Pick<Course, 'slug'>): string => `/courses/${encodeURIComponent(course.slug)}`;

/** '24 hours', '1 hour'. */
export const hoursLabel = (hours: number): string => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** '4.6 out of 5 (12 reviews)', or null when nobody has reviewed it yet. */
export function ratingLabel(rating: number | undefined, count: number | undefined): string | null {
  if (!count) return null;
  return `${(rating ?? 0).toFixed(1)} out of 5 (${count} ${count === 1 ? 'review' : 'reviews'})`;
}

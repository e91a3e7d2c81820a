/** The words for the course contract's enums (CourseLevel, CoursePricingType, CourseStatus). */
import type { BadgeProps } from '@ujuzi/ui';

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const PRICING_TYPES = ['free', 'paid', 'subscription'] as const;
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;

export type CourseLevel = (typeof COURSE_LEVELS)[number];
export type PricingType = (typeof PRICING_TYPES)[number];
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};
export const PRICING_LABELS: Record<PricingType, string> = { free: 'Free', paid: 'Paid', subscription: 'Subscription' };
export const STATUS_LABELS: Record<CourseStatus, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };
export const STATUS_TONES: Record<CourseStatus, NonNullable<BadgeProps['tone']>> = {
  draft: 'neutral',
  published: 'success',
  archived: 'warning',
};

export const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

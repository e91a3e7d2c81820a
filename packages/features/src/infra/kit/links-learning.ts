/** Study groups, learning analytics and learning authoring (issue 32); part of the kit's `links`. */
import type { ListCoursesData, ListLearningAnalyticsData, ListStudyGroupsData, ListTechnologiesData } from '@ujuzi/api';
import { href } from '@ujuzi/domain';
import { withQuery, type ListFilters } from './links-query';

type Id = number | string;

export const learningLinks = {
  studyGroups: (filters: Pick<ListFilters<ListStudyGroupsData>, 'course' | 'is_member' | 'search'> = {}) =>
    withQuery(href('/dashboard/learning/study-groups'), filters),
  studyGroup: (id: Id) => href('/dashboard/learning/study-groups/:id', { id }),
  myLearning: () => href('/dashboard/learning/my-learning'),
  learningAnalytics: (
    filters: Pick<ListFilters<ListLearningAnalyticsData>, 'student' | 'course' | 'date_from' | 'date_to'> = {},
  ) => withQuery(href('/dashboard/learning/analytics'), filters),
  learningDay: (id: Id) => href('/dashboard/learning/analytics/:id', { id }),
  courseAnalytics: (id: Id) => href('/dashboard/learning/analytics/courses/:id', { id }),
  /** The platform overview and enrollment trends (admins). */
  platformAnalytics: () => href('/dashboard/learning/analytics/platform'),
  /** A course's live figures and active learners (its staff). */
  courseLive: (slug: string) => href('/dashboard/courses/:slug/live', { slug }),
  /** Manage courses, filtered (the platform figures link their sets to it). */
  manageCourses: (filters: Pick<ListFilters<ListCoursesData>, 'level' | 'status'> = {}) =>
    withQuery(href('/dashboard/courses/manage'), filters),
  learningPathsAdmin: () => href('/dashboard/learning/paths'),
  programmingLanguages: () => href('/dashboard/learning/languages'),
  technologies: (filters: Pick<ListFilters<ListTechnologiesData>, 'category'> = {}) =>
    withQuery(href('/dashboard/learning/technologies'), filters),
  techStacks: () => href('/dashboard/learning/tech-stacks'),
  codingSessions: () => href('/dashboard/learning/coding-sessions'),
};

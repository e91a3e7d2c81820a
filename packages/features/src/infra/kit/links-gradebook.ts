/** The gradebook's links (issue 32): course grades, rubrics and peer reviews; part of the kit's `links`. */
import type { ListCourseGradesData, ListPeerReviewsData, ListRubricsData } from '@ujuzi/api';
import { href } from '@ujuzi/domain';
import { withQuery, type ListFilters } from './links-query';

type Id = number | string;

export const gradebookLinks = {
  gradebook: (filters: Pick<ListFilters<ListCourseGradesData>, 'course' | 'student' | 'is_final' | 'is_passed'> = {}) =>
    withQuery(href('/dashboard/gradebook'), filters),
  myGrades: (filters: Pick<ListFilters<ListCourseGradesData>, 'course' | 'student'> = {}) =>
    withQuery(href('/dashboard/gradebook/my-grades'), filters),
  courseGrade: (id: Id) => href('/dashboard/gradebook/grades/:id', { id }),
  rubrics: (filters: Pick<ListFilters<ListRubricsData>, 'course' | 'is_active'> = {}) =>
    withQuery(href('/dashboard/gradebook/rubrics'), filters),
  rubric: (id: Id) => href('/dashboard/gradebook/rubrics/:id', { id }),
  peerReviews: (filters: Pick<ListFilters<ListPeerReviewsData>, 'course' | 'status' | 'submission'> = {}) =>
    withQuery(href('/dashboard/gradebook/peer-reviews'), filters),
  myReviews: () => href('/dashboard/gradebook/my-reviews'),
  peerReview: (id: Id) => href('/dashboard/gradebook/peer-reviews/:id', { id }),
};

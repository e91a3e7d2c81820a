/** The courses area's queries: one options object per read, shared by the pages' hooks and the prerender. */
import type { QueryClient } from '@tanstack/react-query';
import {
  type Course,
  type CoursePricingInfo,
  type CourseStructure,
  type PaginatedCourseList,
  type PaginatedCourseReviewList,
} from '@ujuzi/api';
import {
  getGetCoursePricingDetailsQueryOptions,
  getGetCourseStructureQueryOptions,
  getListCourseReviewsQueryOptions,
  getListCoursesQueryOptions,
  getListSimilarCoursesQueryOptions,
  listCoursesByPricing,
} from '@ujuzi/api/hooks';
import { SIMILAR_COURSES_LIMIT } from '@ujuzi/domain';
import { PUBLIC_STALE_MS, retryTransient } from '../../infra/kit/shared/api-error';
import { courseQuery } from '../../infra/kit/shared/course-query';
import type { Prefetch, PublicQuery } from '../shared/prefetch';
import { apiParams, filtersFromSearch, type ListCoursesParams } from './catalogue-filters';
import { facetsOf, type CourseFacets } from './course-facets';

/** Catalogue answers stay fresh for a minute: paging back and forth does not refetch. */
const CATALOGUE_STALE_MS = PUBLIC_STALE_MS;

export const catalogueQuery = (params: ListCoursesParams): PublicQuery<PaginatedCourseList> =>
  getListCoursesQueryOptions(params, {
    query: { retry: retryTransient, staleTime: CATALOGUE_STALE_MS, placeholderData: (previous) => previous },
  });

/**
 * The filter choices (see course-facets.ts): every published course, reduced to its departments,
 * languages and technologies. Cached in that small form, so a prerendered catalogue carries its
 * choices in a few kilobytes instead of the whole list.
 */
export const facetsQuery = (): PublicQuery<CourseFacets> & { queryKey: readonly ['public', 'course-facets'] } => ({
  queryKey: ['public', 'course-facets'] as const,
  queryFn: async ({ signal }) => facetsOf(await listCoursesByPricing(undefined, { signal })),
  retry: retryTransient,
  staleTime: 10 * 60_000,
});

export const pricingQuery = (courseId: number): PublicQuery<CoursePricingInfo> =>
  getGetCoursePricingDetailsQueryOptions(courseId, { query: { retry: retryTransient, staleTime: PUBLIC_STALE_MS } });

export const similarQuery = (courseId: number): PublicQuery<Course[]> =>
  getListSimilarCoursesQueryOptions(
    courseId,
    { limit: SIMILAR_COURSES_LIMIT },
    { query: { retry: retryTransient, staleTime: PUBLIC_STALE_MS } },
  );

/** Signed-in only: the contract gives the outline, projects and reviews to signed-in users. */
export const structureQuery = (courseId: number, enabled: boolean): PublicQuery<CourseStructure> =>
  getGetCourseStructureQueryOptions(courseId, { query: { enabled, retry: retryTransient } });

export const reviewsQuery = (courseId: number, enabled: boolean): PublicQuery<PaginatedCourseReviewList> =>
  getListCourseReviewsQueryOptions(
    { course: courseId, is_approved: true, ordering: '-created_at', page_size: 6 },
    { query: { enabled, retry: retryTransient } },
  );

export const prefetchCatalogue: Prefetch = async (client, { search }) => {
  const params = apiParams(filtersFromSearch(search), undefined);
  await Promise.all([
    client.prefetchQuery(facetsQuery()),
    params.kind === 'ready' ? client.prefetchQuery(catalogueQuery(params.params)) : undefined,
  ]);
};

export const prefetchCourse: Prefetch = async (client: QueryClient, { params }) => {
  const identifier = params.slug ?? '';
  await client.prefetchQuery(courseQuery(identifier));
  const course = client.getQueryData<Course>(courseQuery(identifier).queryKey);
  if (!course) return;
  await Promise.all([client.prefetchQuery(pricingQuery(course.id)), client.prefetchQuery(similarQuery(course.id))]);
};

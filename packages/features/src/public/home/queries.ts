/** The home page's reads, shared by its hooks and the prerender. */
import {
  getGetCourseStatsSummaryQueryOptions,
  getListCommunityArticlesQueryOptions,
  getListCourseTagsQueryOptions,
  getListFeaturedCoursesQueryOptions,
} from '@ujuzi/api/hooks';
import { PUBLIC_STALE_MS, retryTransient } from '../../infra/kit/shared/api-error';
import type { Prefetch, PublicQuery } from '../shared/prefetch';
import type { Course, CourseStatsSummary, CourseTag, PaginatedCommunityArticleList } from '@ujuzi/api';

const FEATURED_COURSES = 6;
const LATEST_ARTICLES = 3;

export const featuredCoursesQuery = (): PublicQuery<Course[]> =>
  getListFeaturedCoursesQueryOptions(
    { limit: FEATURED_COURSES },
    { query: { retry: retryTransient, staleTime: PUBLIC_STALE_MS } },
  );
export const courseTagsQuery = (): PublicQuery<CourseTag[]> =>
  getListCourseTagsQueryOptions(undefined, { query: { retry: retryTransient, staleTime: 10 * 60_000 } });
export const catalogueStatsQuery = (): PublicQuery<CourseStatsSummary> =>
  getGetCourseStatsSummaryQueryOptions({ query: { retry: retryTransient, staleTime: 10 * 60_000 } });
export const latestArticlesQuery = (): PublicQuery<PaginatedCommunityArticleList> =>
  getListCommunityArticlesQueryOptions(
    { page_size: LATEST_ARTICLES, ordering: '-published_at' },
    { query: { retry: retryTransient, staleTime: PUBLIC_STALE_MS } },
  );

export const prefetchHome: Prefetch = async (client) => {
  await Promise.all([
    client.prefetchQuery(featuredCoursesQuery()),
    client.prefetchQuery(courseTagsQuery()),
    client.prefetchQuery(catalogueStatsQuery()),
    client.prefetchQuery(latestArticlesQuery()),
  ]);
};

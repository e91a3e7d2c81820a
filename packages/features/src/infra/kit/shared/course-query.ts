/**
 * The course named by a URL, shared by the public course page (and its prerender) and the dashboard's
 * course screens (kit/shared/course-access): one query key, one cache entry.
 */
import type { UseQueryOptions } from '@tanstack/react-query';
import { ApiError, type Course } from '@ujuzi/api';
import { getCourse, listCourses } from '@ujuzi/api/hooks';
import { courseNotFoundMessage, parseCourseIdentifier } from '@ujuzi/domain';
import { PUBLIC_STALE_MS, retryTransient } from './api-error';

/**
 * A course by the identifier in the URL (service spec §5): a slug through the list's slug filter, an id
 * directly; the answer must be the course asked for, otherwise it is not found (service spec §8).
 */
export const courseQuery = (
  identifier: string,
): UseQueryOptions<Course, unknown, Course, readonly unknown[]> & { queryKey: readonly ['public', 'course', string] } => ({
  queryKey: ['public', 'course', identifier] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<Course> => {
    const parsed = parseCourseIdentifier(identifier);
    const notFound = new ApiError(courseNotFoundMessage(identifier), 404, 'http');
    if (parsed.kind === 'id') {
      const course = await getCourse(parsed.id, { signal });
      if (course.id !== parsed.id) throw notFound;
      return course;
    }
    const page = await listCourses({ slug: parsed.slug, page_size: 1 }, { signal });
    const course = page.results[0];
    if (!course || course.slug !== parsed.slug) throw notFound;
    return course;
  },
  retry: retryTransient,
  staleTime: PUBLIC_STALE_MS,
});

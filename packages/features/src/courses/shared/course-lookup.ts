/**
 * A course by the identifier in the URL (service spec §5): parsed by the domain's rule (a number is an
 * id, anything else a slug), fetched by id or through the list's slug filter, and treated as not found
 * (service spec §8's text) when the answer is another course.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, type Course } from '@ujuzi/api';
import { getCourse, listCourses } from '@ujuzi/api/hooks';
import { courseMatchesIdentifier, courseNotFoundMessage, parseCourseIdentifier } from '@ujuzi/domain';

export async function fetchCourseByIdentifier(identifier: string | undefined, signal?: AbortSignal): Promise<Course> {
  let parsed;
  try {
    parsed = parseCourseIdentifier(identifier);
  } catch (error) {
    // 'Invalid course identifier provided' / 'Empty course identifier': nothing to ask the server for.
    throw new ApiError(error instanceof Error ? error.message : String(error), 404, 'http');
  }
  const notFound = new ApiError(courseNotFoundMessage(String(identifier).trim()), 404, 'http');
  let course: Course | undefined;
  try {
    course =
      parsed.kind === 'id'
        ? await getCourse(parsed.id, { signal })
        : (await listCourses({ slug: parsed.slug, page_size: 1 }, { signal })).results[0];
  } catch (error) {
    throw error instanceof ApiError && error.status === 404 ? notFound : error;
  }
  if (!course || !courseMatchesIdentifier(parsed, course)) throw notFound;
  return course;
}

export const courseLookupKey = (identifier: string | undefined) => ['courses', 'by-identifier', identifier ?? ''] as const;

/** The course the URL names; a 404 when it does not exist or the answer is another course. */
export function useCourseByIdentifier(identifier: string | undefined) {
  return useQuery({
    queryKey: courseLookupKey(identifier),
    queryFn: ({ signal }) => fetchCourseByIdentifier(identifier, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** After a course was saved or deleted: every cached read of courses (lists, lookups, the course itself). */
export function refreshCourses(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return head === 'courses' || (typeof head === 'string' && head.startsWith('/courses/courses/'));
    },
  });
}

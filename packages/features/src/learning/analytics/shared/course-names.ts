/** The catalogue's courses by id: an analytics row names its course by id only. */
import type { Course } from '@ujuzi/api';
import { useListCourses } from '@ujuzi/api/hooks';

export function useCourseNames(): (id: number | null | undefined) => Course | undefined {
  const courses = useListCourses({ page_size: 100, ordering: 'title' });
  const rows = courses.data?.results ?? [];
  return (id) => (id === null || id === undefined ? undefined : rows.find((course) => course.id === id));
}

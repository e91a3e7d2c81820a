/** What the study-group screens share: the catalogue's courses by id (a group names its course by id), the refresh after a change. */
import type { QueryClient } from '@tanstack/react-query';
import type { Course, StudyGroup } from '@ujuzi/api';
import { useListCourses } from '@ujuzi/api/hooks';
import { countOf } from '../../infra/kit';

/** Every course a group may study (the catalogue, title order): the filter's and the form's options. */
export function useGroupCourses(): {
  options: { value: string; label: string }[];
  byId: (id: number | null | undefined) => Course | undefined;
} {
  const courses = useListCourses({ page_size: 100, ordering: 'title' });
  const rows = courses.data?.results ?? [];
  return {
    options: rows.map((course) => ({ value: String(course.id), label: course.title })),
    byId: (id) => (id === null || id === undefined ? undefined : rows.find((course) => course.id === id)),
  };
}

/** '8 of 12 members', '8 members' (no limit). */
export const groupPlaces = (group: Pick<StudyGroup, 'members_count' | 'max_members'>): string =>
  group.max_members
    ? `${group.members_count} of ${group.max_members} members`
    : countOf(group.members_count, 'member', 'members');

/** The contract's rule for joining (joinStudyGroup refuses a full or inactive group). */
export const isGroupFull = (group: Pick<StudyGroup, 'members_count' | 'max_members'>): boolean =>
  !!group.max_members && group.members_count >= group.max_members;

/** Every study-group read (the lists, a group's page and the learner dashboard's count). */
export const refreshStudyGroups = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' &&
      (query.queryKey[0].startsWith('/learning/study-groups') || query.queryKey[0].startsWith('/learning/dashboard')),
  });

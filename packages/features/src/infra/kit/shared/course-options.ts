/** The courses a viewer may pick in a form or filter: the ones a teacher teaches, every course for admins. */
import { useListCourses } from '@ujuzi/api/hooks';
import { isManagement } from '@ujuzi/domain';
import { useSession } from '../../session/session-context';

export function useCourseOptions(): { options: { value: string; label: string }[]; isPending: boolean } {
  const { user } = useSession();
  const mine = user && !isManagement(user.user_type) ? { instructor: user.id } : {};
  const courses = useListCourses({ page_size: 100, ordering: 'title', ...mine });
  return {
    options: (courses.data?.results ?? []).map((course) => ({ value: String(course.id), label: course.title })),
    isPending: courses.isPending,
  };
}

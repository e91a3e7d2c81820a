/** The classes whose timetable the viewer may see, and the one chosen (`?class_section=`, else the first). */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ClassSection } from '@ujuzi/api';
import { useListClassEnrollments, useListClassSections } from '@ujuzi/api/hooks';
import { isStaff } from '@ujuzi/domain';
import { useSession } from '../../infra/session/session-context';
import { personName } from '../shared';
import { useSearchParams } from '../../infra/kit';

export interface ClassChoice {
  id: number;
  label: string;
}

export interface TimetableClasses {
  /** The list the choices come from, loading or failed. */
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  choices: ClassChoice[];
  current: ClassChoice | undefined;
  /** Puts the chosen class in the URL, keeping the rest of the query. */
  choose: (classSection: string) => void;
}

/** The classes a staff member may pick: every class (a teacher's own first). */
function useStaffClasses(enabled: boolean, userId: number | undefined) {
  const query = useListClassSections({ page_size: 100, is_active: true, ordering: 'display_name' }, { query: { enabled } });
  const sections: ClassSection[] = query.data?.results ?? [];
  const own = sections.filter((section) => section.class_teacher?.id === userId);
  const choices: ClassChoice[] = [...own, ...sections.filter((section) => !own.includes(section))].map((section) => ({
    id: section.id,
    label: section.display_name ?? section.name,
  }));
  return { query, choices };
}

/** A learner's own class, a parent's children's classes. */
function useOwnClasses(enabled: boolean, userId: number | undefined) {
  const query = useListClassEnrollments({ status: 'active', page_size: 100 }, { query: { enabled } });
  const enrollments = query.data?.results ?? [];
  const choices: ClassChoice[] = enrollments.map((enrollment) => ({
    id: enrollment.class_section,
    label:
      enrollment.student.id === userId
        ? (enrollment.class_section_name ?? 'Your class')
        : `${enrollment.class_section_name ?? 'Class'} (${personName(enrollment.student)})`,
  }));
  return { query, choices };
}

export function useTimetableClasses(): TimetableClasses {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const [search, setSearch] = useSearchParams();
  const staffClasses = useStaffClasses(staff, user?.id);
  const ownClasses = useOwnClasses(!staff, user?.id);
  const { query, choices } = staff ? staffClasses : ownClasses;
  const asked = Number(search.get('class_section'));
  const current = choices.find((choice) => choice.id === asked) ?? choices[0];
  const choose = (classSection: string) => {
    setSearch((next) => (next.set('class_section', classSection), next), { replace: true });
  };
  return { query, choices, current, choose };
}

/** Choices for the term, class and subject filters and fields, from the academics and core lists. */
import { useListAcademicTerms, useListClassLevels, useListSubjects } from '@ujuzi/api/hooks';
import type { SelectOption } from '@ujuzi/ui';

const ALL = { page_size: 100 } as const;

export function useAcademicChoices() {
  const terms = useListAcademicTerms({ ...ALL, ordering: '-start_date' });
  const levels = useListClassLevels({ ...ALL, ordering: 'level_order' });
  const subjects = useListSubjects({ ...ALL, ordering: 'name' });
  const termOptions: SelectOption[] = (terms.data?.results ?? []).map((term) => ({
    value: String(term.id),
    label: `${term.name} ${term.academic_year_name ?? ''}`.trim(),
  }));
  const levelOptions: SelectOption[] = (levels.data?.results ?? []).map((level) => ({
    value: String(level.id),
    label: level.name,
  }));
  const subjectOptions: SelectOption[] = (subjects.data?.results ?? []).map((subject) => ({
    value: String(subject.id),
    label: `${subject.name} (${subject.code})`,
  }));
  const currentTerm = (terms.data?.results ?? []).find((term) => term.is_current)?.id;
  return { termOptions, levelOptions, subjectOptions, currentTerm };
}

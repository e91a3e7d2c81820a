/** The choices a course is tagged with: departments, programming languages, technologies and tech stacks. */
import type { TechStack } from '@ujuzi/api';
import { useListDepartments, useListProgrammingLanguages, useListTechnologies, useListTechStacks } from '@ujuzi/api/hooks';
import type { SelectOption } from '@ujuzi/ui';

const ALL = { page_size: 200, ordering: 'name' } as const;
const STALE = { query: { staleTime: 5 * 60_000 } } as const;

const toOptions = (rows: readonly { id: number; name: string }[] | undefined): SelectOption[] =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

export interface CourseTaxonomy {
  departments: SelectOption[];
  languages: SelectOption[];
  technologies: SelectOption[];
  stacks: readonly TechStack[];
  isPending: boolean;
}

export function useCourseTaxonomy(): CourseTaxonomy {
  const departments = useListDepartments({ ...ALL, is_active: true }, STALE);
  const languages = useListProgrammingLanguages(ALL, STALE);
  const technologies = useListTechnologies(ALL, STALE);
  const stacks = useListTechStacks(ALL, STALE);
  return {
    departments: toOptions(departments.data?.results),
    languages: toOptions(languages.data?.results),
    technologies: toOptions(technologies.data?.results),
    stacks: stacks.data?.results ?? [],
    isPending: departments.isPending || languages.isPending || technologies.isPending || stacks.isPending,
  };
}

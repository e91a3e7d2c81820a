/** After a year or term changes: its lists and the current ones every academics screen shows. */
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetCurrentAcademicTermQueryKey,
  getGetCurrentAcademicYearQueryKey,
  getListAcademicTermsQueryKey,
  getListAcademicYearsQueryKey,
} from '@ujuzi/api/hooks';

export const refreshYears = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all(
    [
      getListAcademicYearsQueryKey(),
      getListAcademicTermsQueryKey(),
      getGetCurrentAcademicTermQueryKey(),
      getGetCurrentAcademicYearQueryKey(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

/**
 * The running term, as every academics screen shows it to everyone: its name, year and dates, linking to
 * the years and terms. The contract answers 404 when none is marked current: said plainly, not an error.
 */
import type { AcademicTerm } from '@ujuzi/api';
import { useGetCurrentAcademicTerm } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Card, Link, SkeletonText } from '@ujuzi/ui';
import { Text } from '@chakra-ui/react';
import { links } from '../../infra/kit/links';
import { isNotFound, retryTransient } from '../../infra/kit/shared/api-error';

/** The current term (undefined while loading or when none is set), for screens that use its dates. */
export function useCurrentTerm(): { term: AcademicTerm | undefined; isPending: boolean; missing: boolean } {
  const query = useGetCurrentAcademicTerm({ query: { retry: retryTransient, staleTime: 5 * 60_000 } });
  return { term: query.data, isPending: query.isPending, missing: query.isError && isNotFound(query.error) };
}

export const termName = (term: Pick<AcademicTerm, 'name' | 'academic_year_name'>): string =>
  [term.name, term.academic_year_name].filter(Boolean).join(', ');

/** A calendar day ('2026-11-20') as en-KE writes it, the same day wherever the browser is. */
export const formatDay = (day: string): string => formatDate(`${day.slice(0, 10)}T12:00:00`);

export const termDates = (term: Pick<AcademicTerm, 'start_date' | 'end_date'>): string =>
  `${formatDay(term.start_date)} – ${formatDay(term.end_date)}`;

export function CurrentTerm() {
  const { term, isPending, missing } = useCurrentTerm();
  if (isPending) return <SkeletonText lines={1} label="Loading the current term…" />;
  return (
    <Card size="sm" variant="subtle">
      <Text>
        <Text as="span" color="fg.muted">
          Current term:{' '}
        </Text>
        {term ? (
          <>
            <Link href={links.academicYears()}>{termName(term)}</Link>{' '}
            <Text as="span" color="fg.muted">
              ({termDates(term)})
            </Text>
          </>
        ) : (
          <Text as="span">{missing ? 'none is set yet' : 'could not be loaded'}</Text>
        )}
      </Text>
    </Card>
  );
}

/**
 * /dashboard/certificates/analytics (super_admin, admin): issuance over the last twelve months, the
 * ten courses with the most certificates (the operation's default limit), and completion and
 * certification rates by course. Every chart is also a table ("Show as table"); a bar that stands for
 * a set of certificates links to exactly that set in the list.
 */
import { SimpleGrid, Stack } from '@chakra-ui/react';
import {
  useGetCourseCertificateCompletionRates,
  useGetCourseCertificateIssuanceTrends,
  useListPopularCertificateCourses,
} from '@ujuzi/api/hooks';
import { BarChart, Card, EmptyState, ErrorState, LineChart, SkeletonCard, StatCard } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { errorMessage, useChartLinks, links } from '../../infra/kit';
import { CertificatesHeader } from '../shared';

/** The spec's default for popular courses. */
export const POPULAR_LIMIT = 10;
const MONTHS = 12;

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

interface Loadable {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A chart's card with its loading and error (Retry) states. */
function Section({ title, query, children }: { title: string; query: Loadable; children: () => ReactNode }) {
  return (
    <Card title={title} headingLevel={2}>
      {query.isPending ? (
        <SkeletonCard />
      ) : query.isError ? (
        <ErrorState
          headingLevel="h3"
          title={`Could not load ${title.toLowerCase()}`}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children()
      )}
    </Card>
  );
}

export function CertificateAnalyticsPage() {
  const trends = useGetCourseCertificateIssuanceTrends({ months: MONTHS });
  const popular = useListPopularCertificateCourses({ limit: POPULAR_LIMIT });
  const rates = useGetCourseCertificateCompletionRates();
  const popularRows = popular.data?.results ?? [];
  const rateRows = (rates.data?.courses ?? []).filter((row) => row.enrolled > 0);
  const popularLinks = useChartLinks((_, index) => {
    const course = popularRows[index]?.course;
    return course ? links.allCertificates({ course: course.id, status: 'issued' }) : undefined;
  });
  const rateLinks = useChartLinks((_, index) => {
    const course = rateRows[index]?.course;
    return course ? links.course(course.slug) : undefined;
  });

  return (
    <Stack gap="6">
      <CertificatesHeader
        title="Certificate analytics"
        description="How many certificates the school issues, for which courses, and how many learners get there."
      />
      {rates.data ? (
        <SimpleGrid as="section" aria-label="Overall rates" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          <StatCard
            label="Completion rate"
            value={percent(rates.data.overall_completion_rate)}
            help="Learners who completed, of those enrolled"
          />
          <StatCard
            label="Certification rate"
            value={percent(rates.data.overall_certification_rate)}
            help="Certificates issued, of learners enrolled"
          />
          {trends.data ? (
            <StatCard
              label={`Issued in the last ${MONTHS} months`}
              value={trends.data.total_issued}
              href={links.allCertificates({ status: 'issued' })}
            />
          ) : null}
        </SimpleGrid>
      ) : null}
      <Section title="Issuance over time" query={trends}>
        {() =>
          trends.data?.data.length ? (
            <LineChart
              title="Certificates issued and revoked by month"
              showTitle={false}
              categoryLabel="Month"
              categories={trends.data.data.map((point) => point.label)}
              series={[
                { id: 'issued', label: 'Issued', values: trends.data.data.map((point) => point.issued) },
                { id: 'revoked', label: 'Revoked', values: trends.data.data.map((point) => point.revoked) },
              ]}
            />
          ) : (
            <EmptyState size="sm" title="No certificates in this period" />
          )
        }
      </Section>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <Section title="Popular courses" query={popular}>
          {() =>
            popularRows.length ? (
              <BarChart
                title={`The ${POPULAR_LIMIT} courses with the most certificates`}
                showTitle={false}
                horizontal
                categoryLabel="Course"
                categories={popularRows.map((row) => row.course.title)}
                series={[
                  { id: 'issued', label: 'Certificates issued', values: popularRows.map((row) => row.certificates_issued) },
                ]}
                {...popularLinks}
              />
            ) : (
              <EmptyState size="sm" title="No certificate issued yet" />
            )
          }
        </Section>
        <Section title="Completion rates by course" query={rates}>
          {() =>
            rateRows.length ? (
              <BarChart
                title="Completion and certification rates by course"
                showTitle={false}
                horizontal
                categoryLabel="Course"
                formatValue={percent}
                categories={rateRows.map((row) => row.course.title)}
                series={[
                  { id: 'completion', label: 'Completion rate', values: rateRows.map((row) => row.completion_rate) },
                  { id: 'certification', label: 'Certification rate', values: rateRows.map((row) => row.certification_rate) },
                ]}
                {...rateLinks}
              />
            ) : (
              <EmptyState size="sm" title="No enrolments yet" />
            )
          }
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

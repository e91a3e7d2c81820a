/**
 * /dashboard/records/school (management): the school's profile (core/school) — its name, motto, contacts
 * and address, edited in place — beside its logo and the current academic year (core/academic-years/current).
 */
import { Grid, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useGetCurrentAcademicYear, useGetSchoolInfo } from '@ujuzi/api/hooks';
import { formatDate, formatDateTime } from '@ujuzi/domain';
import { Card, Link } from '@ujuzi/ui';
import { QueryState, lazyPart, links } from '../../infra/kit';
import { RecordsHeader } from '../shared';

const SchoolForm = lazyPart(() => import('./school-form').then((module) => module.SchoolForm), '40rem');

function CurrentYear() {
  const year = useGetCurrentAcademicYear({ query: { retry: false } });
  if (year.isPending) return <Text color="fg.muted">Loading the current year…</Text>;
  if (!year.data)
    return (
      <Text>
        No academic year is current. <Link href={links.academicYears()}>Set one in Years and terms</Link>
      </Text>
    );
  return (
    <Text>
      <Link href={links.academicYears()}>{year.data.name}</Link>
      {`: ${formatDate(year.data.start_date)} to ${formatDate(year.data.end_date)}`}
    </Text>
  );
}

export function SchoolProfilePage() {
  const school = useGetSchoolInfo();
  return (
    <Stack gap="6">
      <RecordsHeader
        title="School profile"
        current={links.schoolProfile()}
        description="How the school names itself on receipts, report cards, e-mails and the public site."
      />
      <QueryState query={school} noun="the school profile">
        {(info) => (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap="6" alignItems="start">
            <Card>
              <SchoolForm school={info} />
              <Text textStyle="xs" color="fg.muted" mt="4">{`Last saved ${formatDateTime(info.updated_at)}.`}</Text>
            </Card>
            <Stack gap="4">
              <Card>
                <Stack gap="2" as="section" aria-labelledby="logo">
                  <Heading as="h2" id="logo" textStyle="lg">
                    Logo
                  </Heading>
                  {info.logo ? (
                    <Image src={info.logo} alt={`${info.name} logo`} maxH="8rem" objectFit="contain" />
                  ) : (
                    <Text color="fg.muted">No logo yet.</Text>
                  )}
                </Stack>
              </Card>
              <Card>
                <Stack gap="2" as="section" aria-labelledby="current-year">
                  <Heading as="h2" id="current-year" textStyle="lg">
                    Current academic year
                  </Heading>
                  <CurrentYear />
                </Stack>
              </Card>
            </Stack>
          </Grid>
        )}
      </QueryState>
    </Stack>
  );
}

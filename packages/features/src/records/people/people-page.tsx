/**
 * /dashboard/records/people (management): the school's people in figures (users/stats), the users and
 * academic reports with their CSV exports, the admin data export by dataset, and the administrators
 * (users/admins), each opening their page; the way to create many people at once from a CSV.
 */
import { Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { UserType } from '@ujuzi/api';
import { useGetAcademicReport, useGetUserStats, useGetUsersReport, useListAdminUsers } from '@ujuzi/api/hooks';
import { displayName, formatDate, formatDateTime } from '@ujuzi/domain';
import { ButtonLink, Card, Select, SimpleTable, StatCard } from '@ujuzi/ui';
import { useState } from 'react';
import { EntityLink, ExportButton, QueryState, links } from '../../infra/kit';
import { RecordsHeader } from '../shared';

const TYPE_LABELS: Record<UserType, string> = {
  super_admin: 'Super admins',
  admin: 'Admins',
  teacher: 'Teachers',
  student: 'Students',
  parent: 'Parents',
  accountant: 'Accountants',
  staff: 'Other staff',
};
const DATASETS = [
  { value: 'users', label: 'Users' },
  { value: 'profiles', label: 'Profiles' },
  { value: 'attendance', label: 'Attendance' },
  { value: 'leaves', label: 'Leave applications' },
  { value: 'documents', label: 'Documents' },
  { value: 'academic_records', label: 'Academic records' },
];

function Figures() {
  const stats = useGetUserStats();
  return (
    <QueryState query={stats} noun="the figures" headingLevel="h2">
      {(figures) => (
        <Grid templateColumns="repeat(auto-fill, minmax(10rem, 1fr))" gap="3">
          <StatCard label="People" value={String(figures.total_users)} help={`${figures.active_users} active`} />
          <StatCard label="Inactive" value={String(figures.inactive_users)} />
          <StatCard label="New this month" value={String(figures.new_this_month ?? 0)} />
          {(Object.keys(TYPE_LABELS) as UserType[]).map((type) => (
            <StatCard key={type} label={TYPE_LABELS[type]} value={String(figures.by_type[type])} />
          ))}
        </Grid>
      )}
    </QueryState>
  );
}

function UsersReport() {
  const report = useGetUsersReport();
  return (
    <Card title="Users report" headingLevel={2}>
      <QueryState query={report} noun="the users report" headingLevel="h3">
        {(data) => (
          <Stack gap="3">
            <Text>{`${data.new_users} joined from ${formatDate(data.date_from)} to ${formatDate(data.date_to)}; ${data.active_users} of ${data.total_users} are active.`}</Text>
            <Text textStyle="xs" color="fg.muted">{`Made ${formatDateTime(data.generated_at)}.`}</Text>
            <ExportButton
              label="Export users report (CSV)"
              request={{
                path: '/accounts/reports/users/export/',
                query: { format: 'csv' },
                fallbackFilename: 'users-report.csv',
              }}
            />
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

function AcademicReport() {
  const report = useGetAcademicReport();
  return (
    <Card title="Academic report" headingLevel={2}>
      <QueryState query={report} noun="the academic report" headingLevel="h3">
        {(data) => (
          <Stack gap="3">
            <Text>{`${data.total_records} results; average score ${data.average_score ?? '—'} %.`}</Text>
            <SimpleTable.Root size="sm">
              <SimpleTable.Caption srOnly>Average score by subject</SimpleTable.Caption>
              <SimpleTable.Header>
                <SimpleTable.Row>
                  <SimpleTable.ColumnHeader>Subject</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader textAlign="end">Average</SimpleTable.ColumnHeader>
                </SimpleTable.Row>
              </SimpleTable.Header>
              <SimpleTable.Body>
                {data.subjects.slice(0, 6).map((subject) => (
                  <SimpleTable.Row key={subject.subject}>
                    <SimpleTable.Cell>{subject.subject}</SimpleTable.Cell>
                    <SimpleTable.Cell textAlign="end">{`${subject.average_score} %`}</SimpleTable.Cell>
                  </SimpleTable.Row>
                ))}
              </SimpleTable.Body>
            </SimpleTable.Root>
            <HStack gap="3" wrap="wrap">
              <ExportButton
                label="Export academic report (CSV)"
                request={{
                  path: '/accounts/reports/academic/export/',
                  query: { format: 'csv' },
                  fallbackFilename: 'academic-report.csv',
                }}
              />
              <ButtonLink href={links.academicRecords()} variant="ghost">
                Academic records
              </ButtonLink>
            </HStack>
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

function DataExport() {
  const [dataset, setDataset] = useState('users');
  return (
    <Card title="Export the school’s data" headingLevel={2}>
      <Stack gap="3">
        <Select label="Dataset" options={DATASETS} value={dataset} onChange={setDataset} />
        <ExportButton
          label="Download CSV"
          request={{
            path: '/accounts/admin/export-data/',
            query: { dataset, format: 'csv' },
            fallbackFilename: `ujuzi-export-${dataset}.csv`,
          }}
        />
      </Stack>
    </Card>
  );
}

function Administrators() {
  const admins = useListAdminUsers({ page_size: 50 });
  return (
    <Card title="Administrators" headingLevel={2}>
      <QueryState query={admins} noun="the administrators" headingLevel="h3">
        {(page) => (
          <Stack as="ul" gap="1" listStyleType="none">
            {page.results.map((person) => (
              <li key={person.id}>
                <EntityLink href={links.staffMember(person.username)}>{displayName(person)}</EntityLink>
                <Text as="span" color="fg.muted" textStyle="sm">{` · ${TYPE_LABELS[person.user_type].slice(0, -1)}`}</Text>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

export function PeoplePage() {
  return (
    <Stack gap="6">
      <RecordsHeader
        title="People and reports"
        current={links.people()}
        description="Everyone with an account in figures, the reports and exports, and the administrators."
        actions={<ButtonLink href={links.peopleImport()}>Create people from a CSV</ButtonLink>}
      />
      <Figures />
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
        <UsersReport />
        <AcademicReport />
        <DataExport />
        <Administrators />
      </Grid>
    </Stack>
  );
}

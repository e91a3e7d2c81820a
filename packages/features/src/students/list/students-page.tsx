/**
 * /dashboard/students (teachers and management): every student with contact, status, admission date and
 * last sign-in; searched, filtered by status, ordered and paged, all in the URL; exported as CSV with the
 * same filters (management; the export is theirs). Each student opens their page. Management also activates, deactivates and deletes the
 * selected students at once (the students bulk calls), with a per-row report.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@ujuzi/api';
import { useBulkDeleteStudents, useBulkUpdateStudents, useListStudentUsers } from '@ujuzi/api/hooks';
import { listStudentUsersList } from '@ujuzi/api/list-params';
import { formatDateTime } from '@ujuzi/domain';
import { ButtonLink, Link } from '@ujuzi/ui';
import { UserPlus } from 'lucide-react';
import { ExportButton, ListPage, columnsOf, countOf, links, useList, type BulkAction } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  STATUS_OPTIONS,
  StudentsHeader,
  mayManageStudents,
  refreshStudents,
  reportFromStudentErrors,
  studentName,
} from '../shared';

const column = columnsOf<User>();
const COLUMNS = [
  column.text(
    'last_name',
    'Name',
    (row) => (
      <Stack gap="0" minW="10rem">
        <Link href={links.student(row.id)}>{studentName(row)}</Link>
        <Text color="fg.muted" fontSize="sm">
          @{row.username}
        </Text>
      </Stack>
    ),
    { isRowHeader: true },
  ),
  column.text('email', 'Contact', (row) => (
    <Stack gap="0">
      <Link href={`mailto:${row.email}`} variant="muted">
        {row.email}
      </Link>
      {row.phone_number ? <Text color="fg.muted">{row.phone_number}</Text> : null}
    </Stack>
  )),
  column.flag('is_active', 'Status', 'Active', 'Deactivated'),
  column.date('admission_date', 'Admitted'),
  column.text('last_login', 'Last sign-in', (row) => (row.last_login ? formatDateTime(row.last_login) : 'Never')),
];

const students = (count: number) => countOf(count, 'student', 'students');

export function StudentsPage() {
  const { user } = useSession();
  const manager = mayManageStudents(user);
  const queryClient = useQueryClient();
  const list = useList(listStudentUsersList);
  const query = useListStudentUsers(...list.request);
  const update = useBulkUpdateStudents();
  const remove = useBulkDeleteStudents();

  const setActive = (active: boolean): BulkAction => ({
    id: active ? 'activate' : 'deactivate',
    label: active ? 'Activate' : 'Deactivate',
    confirmTitle: (count) => `${active ? 'Activate' : 'Deactivate'} ${students(count)}?`,
    confirmMessage: () =>
      active ? 'They can sign in and learn again.' : 'They can no longer sign in; their records and progress stay.',
    run: async (rows) =>
      reportFromStudentErrors(
        rows,
        await update.mutateAsync({ data: { students: rows.map((row) => ({ id: Number(row.id), is_active: active })) } }),
      ),
  });
  const bulkActions: BulkAction[] = manager
    ? [
        setActive(true),
        setActive(false),
        {
          id: 'delete',
          label: 'Delete',
          destructive: true,
          confirmTitle: (count) => `Delete ${students(count)}?`,
          confirmMessage: () => 'Their accounts and records are removed. This cannot be undone.',
          run: async (rows) =>
            reportFromStudentErrors(rows, await remove.mutateAsync({ data: { ids: rows.map((row) => Number(row.id)) } })),
        },
      ]
    : [];

  const addStudent = (
    <ButtonLink href={links.newStudent()}>
      <UserPlus aria-hidden="true" /> Add student
    </ButtonLink>
  );
  const { is_active } = list.state.filters;
  return (
    <ListPage
      header={
        <StudentsHeader
          isIndex
          title="Students"
          description="Everyone learning at Ujuzi: their contacts, whether their account is active and when they last signed in."
          actions={
            <>
              {manager ? (
                <ExportButton
                  label="Export CSV"
                  request={{
                    path: '/accounts/export/',
                    query: { user_type: 'student', is_active, search: list.state.search || undefined },
                    fallbackFilename: 'ujuzi-students.csv',
                  }}
                />
              ) : null}
              {addStudent}
            </>
          }
        />
      }
      list={list}
      query={query}
      label="Students"
      noun={{ one: 'student', many: 'students' }}
      columns={COLUMNS}
      getRowLabel={studentName}
      search={{ label: 'Search students', placeholder: 'Name, username, e-mail, phone' }}
      filters={[
        { type: 'select', name: 'is_active', label: 'Status', placeholder: 'Active and deactivated', options: STATUS_OPTIONS },
      ]}
      bulkActions={bulkActions}
      onBulkDone={() => void refreshStudents(queryClient)}
      empty={{
        title: 'No students yet',
        description: 'Add the first learner; they can then enroll in courses.',
        action: addStudent,
      }}
    />
  );
}

/**
 * /dashboard/students/:id (teachers and management): a student's profile — contacts, dates, status — and
 * their course enrollments with progress, each course and certificate linked to its screen. Teachers and
 * management edit the profile; management also activates, deactivates and deletes the account, each
 * after a confirmation.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { StudentEnrollment, User } from '@ujuzi/api';
import {
  getGetUserQueryKey,
  useActivateUser,
  useBulkDeleteStudents,
  useDeactivateUser,
  useListStudentEnrollments,
} from '@ujuzi/api/hooks';
import { getUserPath } from '@ujuzi/api/path-params';
import { formatDate, formatDateTime, isFinance } from '@ujuzi/domain';
import { Badge, ButtonLink, Card, DataTable, Link, ProgressBar } from '@ujuzi/ui';
import { Pencil } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  QueryState,
  columnsOf,
  useEntityAction,
  links,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  ENROLLMENT_STATUS_LABELS,
  ENROLLMENT_STATUS_TONES,
  StudentsHeader,
  mayManageStudents,
  refreshStudents,
  statusLabel,
  statusTone,
  studentName,
  useStudent,
} from '../shared';

const orDash = (value: string | null | undefined) => (value ? value : '—');

function Profile({ student }: { student: User }) {
  return (
    <Card title="Profile" headingLevel={2}>
      <DetailFields>
        <DetailField label="Username">@{student.username}</DetailField>
        <DetailField label="E-mail">
          <Link href={`mailto:${student.email}`}>{student.email}</Link>
        </DetailField>
        <DetailField label="Phone">
          {student.phone_number ? <Link href={`tel:${student.phone_number}`}>{student.phone_number}</Link> : '—'}
        </DetailField>
        <DetailField label="Address">{orDash(student.address)}</DetailField>
        <DetailField label="Date of birth">{student.date_of_birth ? formatDate(student.date_of_birth) : '—'}</DetailField>
        <DetailField label="Admitted">{student.admission_date ? formatDate(student.admission_date) : '—'}</DetailField>
        <DetailField label="Account created">{formatDate(student.date_joined)}</DetailField>
        <DetailField label="Last sign-in">{student.last_login ? formatDateTime(student.last_login) : 'Never'}</DetailField>
      </DetailFields>
    </Card>
  );
}

const column = columnsOf<StudentEnrollment>();
const ENROLLMENT_COLUMNS = [
  column.entity('course', 'Course', ({ course }) => ({ name: course.title, href: links.course(course.slug) }), {
    isRowHeader: true,
  }),
  column.status('status', 'Status', ENROLLMENT_STATUS_LABELS, ENROLLMENT_STATUS_TONES),
  column.text(
    'progress',
    'Progress',
    (enrollment) => (
      <ProgressBar
        label={`Progress in ${enrollment.course.title}`}
        hideLabel
        value={Math.round(enrollment.progress)}
        size="sm"
        tone={enrollment.progress >= 100 ? 'success' : 'brand'}
      />
    ),
    { width: '9rem' },
  ),
  column.date('enrolled_at', 'Enrolled'),
  column.entity('certificate_id', 'Certificate', ({ certificate_id: certificate }) =>
    certificate ? { name: 'Certificate', href: links.certificate(certificate) } : null,
  ),
];

/** The student's enrollments (the courses list filtered by student), each course and certificate linked. */
function Enrollments({ student }: { student: User }) {
  const query = useListStudentEnrollments({ student: student.id, page_size: 100 });
  return (
    <Card title="Courses and progress" headingLevel={2}>
      <QueryState
        query={query}
        noun="the enrollments"
        headingLevel="h3"
        loadingLines={3}
        empty={{
          title: 'No enrollments yet',
          description: `${studentName(student)} has not enrolled in a course.`,
          action: <Link href={links.courses()}>Browse the courses</Link>,
        }}
      >
        {(page) => (
          <DataTable
            label={`Courses of ${studentName(student)}`}
            columns={ENROLLMENT_COLUMNS}
            rows={page.results}
            getRowId={(enrollment) => String(enrollment.id)}
            size="sm"
          />
        )}
      </QueryState>
    </Card>
  );
}

export function StudentPage() {
  const query = useStudent(useRouteParams(getUserPath).id);
  const { id } = query;
  const { user } = useSession();
  const manager = mayManageStudents(user);
  const navigate = useNavigate();
  const activate = useActivateUser();
  const deactivate = useDeactivateUser();
  const remove = useBulkDeleteStudents();
  const setActive = useEntityAction<User, boolean>({
    queryKey: getGetUserQueryKey(id),
    call: (active) => (active ? activate.mutateAsync({ id }) : deactivate.mutateAsync({ id })),
    optimistic: (student, active) => ({ ...student, is_active: active }),
    success: (active) => (active ? 'Student activated' : 'Student deactivated'),
    failure: 'Could not change the account',
    refresh: (client) => Promise.all([client.invalidateQueries({ queryKey: getGetUserQueryKey(id) }), refreshStudents(client)]),
  });

  const removal = useEntityAction<User, User>({
    call: async (student) => {
      const problem = (await remove.mutateAsync({ data: { ids: [student.id] } })).errors[0];
      if (problem) throw new Error(Object.values(problem.errors).flat()[0] ?? 'The student could not be deleted.');
    },
    success: (student) => ({ title: 'Student deleted', description: studentName(student) }),
    failure: 'Could not delete the student',
    refresh: refreshStudents,
  });

  const actions = (student: User) => (
    <>
      {isFinance(user) ? (
        // The invoices list has no learner filter in the contract; its search matches the learner's name.
        <ButtonLink href={links.invoices({ search: studentName(student) })} variant="outline">
          Invoices
        </ButtonLink>
      ) : null}
      <ButtonLink href={links.studentEdit(student.id)} variant="outline">
        <Pencil aria-hidden="true" /> Edit
      </ButtonLink>
      {manager && student.is_active ? (
        <ActionButton
          label="Deactivate"
          confirm={{
            title: `Deactivate ${studentName(student)}?`,
            message: 'They can no longer sign in; their enrollments and progress stay.',
          }}
          onRun={() => setActive.run(false)}
          pending={setActive.pending}
        />
      ) : null}
      {manager && !student.is_active ? (
        <ActionButton
          label="Activate"
          confirm={{ title: `Activate ${studentName(student)}?`, message: 'They can sign in and learn again.' }}
          onRun={() => setActive.run(true)}
          pending={setActive.pending}
        />
      ) : null}
      {manager ? (
        <ActionButton
          label="Delete"
          destructive
          confirm={{
            title: `Delete ${studentName(student)}?`,
            message: 'Their account and records are removed. This cannot be undone.',
          }}
          onRun={async () => (await removal.run(student)) && void navigate(links.students())}
          pending={removal.pending}
        />
      ) : null}
    </>
  );

  return (
    <DetailPage
      query={query}
      noun="student"
      notFoundAction={<Link href={links.students()}>Back to students</Link>}
      header={(student) => (
        <StudentsHeader
          title={student ? studentName(student) : 'Student'}
          description={
            student ? (
              <Stack direction="row" gap="2" align="center" wrap="wrap">
                <Badge tone={statusTone(student.is_active)}>{statusLabel(student.is_active)}</Badge>
                <Text as="span" color="fg.muted">
                  Student
                </Text>
              </Stack>
            ) : undefined
          }
          actions={student ? actions(student) : undefined}
        />
      )}
      summary={(student) => (
        <Stack gap="5">
          <Profile student={student} />
          <Enrollments student={student} />
        </Stack>
      )}
    />
  );
}

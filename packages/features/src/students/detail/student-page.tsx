/**
 * /dashboard/students/:id (teachers and management): a student's profile — contacts, dates, status — and
 * their parents and guardians (management links and unlinks them), and their course enrollments with
 * progress, each course and certificate linked to its screen. Teachers and
 * management edit the profile; management also activates, deactivates and deletes the account, each
 * after a confirmation.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
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
import { Badge, ButtonLink, Card, EmptyState, ErrorState, Link, ProgressBar, SimpleTable, SkeletonText, toast } from '@ujuzi/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  FamilyLinks,
  errorMessage,
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

function EnrollmentRow({ enrollment }: { enrollment: StudentEnrollment }) {
  return (
    <SimpleTable.Row>
      <SimpleTable.ColumnHeader scope="row" fontWeight="normal">
        <EntityLink href={links.course(enrollment.course.slug)}>{enrollment.course.title}</EntityLink>
      </SimpleTable.ColumnHeader>
      <SimpleTable.Cell>
        <Badge tone={ENROLLMENT_STATUS_TONES[enrollment.status]}>{ENROLLMENT_STATUS_LABELS[enrollment.status]}</Badge>
      </SimpleTable.Cell>
      <SimpleTable.Cell minW="9rem">
        <ProgressBar
          label={`Progress in ${enrollment.course.title}`}
          hideLabel
          value={Math.round(enrollment.progress)}
          size="sm"
          tone={enrollment.progress >= 100 ? 'success' : 'brand'}
        />
      </SimpleTable.Cell>
      <SimpleTable.Cell>{formatDate(enrollment.enrolled_at)}</SimpleTable.Cell>
      <SimpleTable.Cell>
        {enrollment.certificate_id ? <Link href={links.certificate(enrollment.certificate_id)}>Certificate</Link> : '—'}
      </SimpleTable.Cell>
    </SimpleTable.Row>
  );
}

/** The student's enrollments (the courses list filtered by student), each course and certificate linked. */
function Enrollments({ student }: { student: User }) {
  const query = useListStudentEnrollments({ student: student.id, page_size: 100 });
  let body;
  if (query.isPending) body = <SkeletonText lines={3} />;
  else if (query.isError)
    body = (
      <ErrorState
        headingLevel="h3"
        title="Could not load the enrollments"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.results.length === 0)
    body = (
      <EmptyState
        headingLevel="h3"
        title="No enrollments yet"
        description={`${studentName(student)} has not enrolled in a course.`}
        action={<Link href={links.courses()}>Browse the courses</Link>}
      />
    );
  else
    body = (
      <Stack overflowX="auto">
        <SimpleTable.Root size="sm">
          <SimpleTable.Caption srOnly>Courses of {studentName(student)}</SimpleTable.Caption>
          <SimpleTable.Header>
            <SimpleTable.Row>
              <SimpleTable.ColumnHeader>Course</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader>Status</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader>Progress</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader>Enrolled</SimpleTable.ColumnHeader>
              <SimpleTable.ColumnHeader>Certificate</SimpleTable.ColumnHeader>
            </SimpleTable.Row>
          </SimpleTable.Header>
          <SimpleTable.Body>
            {query.data.results.map((enrollment) => (
              <EnrollmentRow key={enrollment.id} enrollment={enrollment} />
            ))}
          </SimpleTable.Body>
        </SimpleTable.Root>
      </Stack>
    );
  return (
    <Card title="Courses and progress" headingLevel={2}>
      {body}
    </Card>
  );
}

export function StudentPage() {
  const query = useStudent(useRouteParams(getUserPath).id);
  const { id } = query;
  const { user } = useSession();
  const manager = mayManageStudents(user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const activate = useActivateUser();
  const deactivate = useDeactivateUser();
  const remove = useBulkDeleteStudents();
  const [deleting, setDeleting] = useState(false);
  const setActive = useEntityAction<User, boolean>({
    queryKey: getGetUserQueryKey(id),
    call: (active) => (active ? activate.mutateAsync({ id }) : deactivate.mutateAsync({ id })),
    optimistic: (student, active) => ({ ...student, is_active: active }),
    success: (active) => (active ? 'Student activated' : 'Student deactivated'),
    failure: 'Could not change the account',
    refresh: (client) => Promise.all([client.invalidateQueries({ queryKey: getGetUserQueryKey(id) }), refreshStudents(client)]),
  });

  const deleteStudent = async (student: User) => {
    setDeleting(true);
    try {
      const answer = await remove.mutateAsync({ data: { ids: [student.id] } });
      const problem = answer.errors[0];
      if (problem) throw new Error(Object.values(problem.errors).flat()[0] ?? 'The student could not be deleted.');
      toast.success('Student deleted', studentName(student));
      await refreshStudents(queryClient);
      void navigate(links.students());
    } catch (error) {
      toast.error('Could not delete the student', errorMessage(error));
    } finally {
      setDeleting(false);
    }
  };

  const actions = (student: User) => (
    <>
      {isFinance(user) ? (
        // The invoices list has no learner filter in the contract; its search matches the learner's name.
        <ButtonLink href={links.invoices({ search: studentName(student) })} variant="outline">
          Invoices
        </ButtonLink>
      ) : null}
      <ButtonLink href={links.studentFees({ student: student.id })} variant="outline">
        School fees
      </ButtonLink>
      <ButtonLink href={links.studentAttendance(student.id)} variant="outline">
        Attendance
      </ButtonLink>
      <ButtonLink href={links.gradebook({ student: student.id })} variant="outline">
        Course grades
      </ButtonLink>
      <ButtonLink href={links.academicRecords({ student: student.id })} variant="outline">
        Academic records
      </ButtonLink>
      <ButtonLink href={links.documents({ owner: student.id })} variant="outline">
        Documents
      </ButtonLink>
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
          onRun={() => deleteStudent(student)}
          pending={deleting}
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
          <FamilyLinks person={student} side="student" />
          <Enrollments student={student} />
        </Stack>
      )}
    />
  );
}

/**
 * /dashboard/academics/class-enrollments?class_section= (staff): the students of a class (or of every class),
 * each opening their record; management enrols a student, moves one to another class (Edit), withdraws one
 * after a confirmation, or deletes an enrollment made by mistake.
 */
import { HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ClassEnrollment } from '@ujuzi/api';
import {
  getListClassEnrollmentsQueryKey,
  useDeleteClassEnrollment,
  useGetClassSection,
  useListClassEnrollments,
  usePartialUpdateClassEnrollment,
} from '@ujuzi/api/hooks';
import { listClassEnrollmentsList } from '@ujuzi/api/list-params';
import { can, displayName } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { useState } from 'react';
import {
  ActionButton,
  CrudDelete,
  ListPage,
  columnsOf,
  errorMessage,
  lazyFormDialog,
  links,
  useCrud,
  useList,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AcademicsHeader, refreshClasses } from '../shared';
import type { EnrollmentFormProps } from './enrollment-form';
import { ENROLLMENT_STATUS_LABELS, ENROLLMENT_STATUS_TONES } from './labels';

const EnrollmentDialog = lazyFormDialog<ClassEnrollment, EnrollmentFormProps>(
  () => import('./enrollment-form').then((module) => module.EnrollmentForm),
  {
    noun: 'enrollment',
    title: (item) => (item ? `Edit ${displayName(item.student)}’s enrollment` : 'Enrol a student'),
    height: '26rem',
  },
);
const column = columnsOf<ClassEnrollment>();

function WithdrawButton({ enrollment }: { enrollment: ClassEnrollment }) {
  const queryClient = useQueryClient();
  const patch = usePartialUpdateClassEnrollment();
  const [pending, setPending] = useState(false);
  const name = displayName(enrollment.student);
  const run = async () => {
    setPending(true);
    try {
      await patch.mutateAsync({ id: enrollment.id, data: { status: 'withdrawn' } });
      toast.success('Student withdrawn', `${name} from ${enrollment.class_section_name ?? 'the class'}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListClassEnrollmentsQueryKey() }),
        refreshClasses(queryClient),
      ]);
    } catch (error) {
      toast.error('Could not withdraw the student', errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <ActionButton
      label="Withdraw"
      variant="ghost"
      pending={pending}
      confirm={{
        title: `Withdraw ${name}?`,
        message: `${name} leaves ${enrollment.class_section_name ?? 'the class'}: off its register and timetable; the record stays.`,
        confirmLabel: 'Withdraw student',
      }}
      onRun={run}
    />
  );
}

export function ClassEnrollmentsPage() {
  const { user } = useSession();
  const manage = can(user, 'class.manage');
  const list = useList(listClassEnrollmentsList);
  const query = useListClassEnrollments(...list.request);
  const sectionId = list.params.class_section;
  const section = useGetClassSection(sectionId ?? 0, { query: { enabled: Boolean(sectionId) } });
  const remove = useDeleteClassEnrollment();
  const crud = useCrud<ClassEnrollment>({
    noun: 'enrollment',
    name: (row) => `${displayName(row.student)} in ${row.class_section_name ?? 'the class'}`,
    form: EnrollmentDialog,
    remove: { call: (row) => remove.mutateAsync({ id: row.id }), invalidate: [getListClassEnrollmentsQueryKey()] },
  });
  const columns = [
    column.person('student', 'Student', ({ student }) => ({
      name: displayName(student),
      avatar: student.profile_picture,
      href: links.student(student.id),
    })),
    column.entity('class_section_name', 'Class', (row) => ({
      name: row.class_section_name ?? `Class ${row.class_section}`,
      href: links.classEnrollments({ class_section: row.class_section }),
    })),
    column.text('roll_number', 'Roll number'),
    column.status('status', 'Status', ENROLLMENT_STATUS_LABELS, ENROLLMENT_STATUS_TONES),
    column.date('enrollment_date', 'Enrolled'),
    ...(manage
      ? [
          column.actions((row) => (
            <HStack gap="1" justify="flex-end">
              {row.status === 'active' ? <WithdrawButton enrollment={row} /> : null}
              {crud.rowActions(row)}
            </HStack>
          )),
        ]
      : []),
  ];
  const name = section.data ? (section.data.display_name ?? section.data.name) : null;
  const create = manage ? crud.createButton('Enrol a student') : null;
  return (
    <>
      <ListPage
        header={
          <AcademicsHeader
            title={name ? `Students of ${name}` : 'Class enrollments'}
            trail={[{ label: 'Classes', href: links.classes() }]}
            current={links.classes()}
            description="Who is in each class this year; moving a student changes their register and timetable."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Class enrollments"
        noun={{ one: 'enrollment', many: 'enrollments' }}
        columns={columns}
        search={{ label: 'Search enrollments', placeholder: 'Student, class or roll number' }}
        filters={[{ type: 'enum', name: 'status', label: 'Status', labels: ENROLLMENT_STATUS_LABELS }]}
        scope={['class_section']}
        empty={{
          title: sectionId ? 'No students in this class yet' : 'No students enrolled yet',
          description: manage
            ? 'Enrol a student: they join this class’s register and timetable.'
            : 'Management enrols the students of each class.',
          action: create,
        }}
      />
      <EnrollmentDialog {...crud.dialog} section={sectionId ?? null} />
      <CrudDelete crud={crud} />
    </>
  );
}

/**
 * /dashboard/academics/subjects (staff): the subjects the school teaches with their code, department,
 * teachers, weekly hours and whether they are core, filtered by department and searched, in the URL.
 * Each opens its details. Management adds and edits subjects in a dialog and deletes one without exam
 * results (after a confirmation naming it); teachers read.
 */
import { Text } from '@chakra-ui/react';
import type { Subject } from '@ujuzi/api';
import { getListSubjectsQueryKey, useDeleteSubject, useListDepartments, useListSubjects } from '@ujuzi/api/hooks';
import { listSubjectsList } from '@ujuzi/api/list-params';
import { isManagement } from '@ujuzi/domain';
import { Badge } from '@ujuzi/ui';
import { Fragment } from 'react';
import { CrudDelete, EntityLink, ListPage, columnsOf, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AcademicsHeader, personName } from '../shared';
import { SubjectDialog } from './subject-form-dialog';

const column = columnsOf<Subject>();

export function SubjectsPage() {
  const { user } = useSession();
  const manages = isManagement(user?.user_type);
  const list = useList(listSubjectsList);
  const query = useListSubjects(...list.request);
  const departments = useListDepartments({ page_size: 100 });
  const remove = useDeleteSubject();
  const crud = useCrud<Subject>({
    noun: 'subject',
    name: (subject) => subject.name,
    form: SubjectDialog,
    labels: { edit: (subject) => `Edit ${subject.name}` },
    // The server keeps a subject with exam results and says why (400), shown in the failure's toast.
    remove: { call: (subject) => remove.mutateAsync({ id: subject.id }), invalidate: [getListSubjectsQueryKey()] },
  });
  const columns = [
    column.link('name', 'Subject', (row) => links.subject(row.slug), undefined, { sub: (row) => row.code }),
    column.text('department', 'Department', (row) => row.department_name ?? '—'),
    column.text('teachers', 'Teachers', (row) =>
      row.teachers?.length ? (
        <Text>
          {row.teachers.map((teacher, index) => (
            <Fragment key={teacher.id}>
              {index > 0 ? ', ' : null}
              <EntityLink href={links.staffMember(teacher.username)}>{personName(teacher)}</EntityLink>
            </Fragment>
          ))}
        </Text>
      ) : (
        <Text color="fg.muted">None yet</Text>
      ),
    ),
    column.text('credit_hours', 'Hours a week', (row) => row.credit_hours ?? 0, { align: 'end' }),
    column.text('type', 'Type', (row) => (
      <Badge tone={row.is_core ? 'info' : 'neutral'}>{row.is_core ? 'Core' : 'Elective'}</Badge>
    )),
    ...(manages ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manages ? crud.createButton('Add subject') : undefined;
  const departmentOptions = (departments.data?.results ?? []).map((department) => ({
    value: String(department.id),
    label: department.name,
  }));
  return (
    <>
      <ListPage
        header={
          <AcademicsHeader
            title="Subjects"
            current={links.subjects()}
            description="What the school teaches: each subject's teachers, weekly hours and the levels that take it."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Subjects"
        noun={{ one: 'subject', many: 'subjects' }}
        columns={columns}
        search={{ label: 'Search subjects', placeholder: 'Name, code, department' }}
        filters={[{ type: 'select', name: 'department', label: 'Department', options: departmentOptions }]}
        empty={{
          title: 'No subjects yet',
          description: manages
            ? 'Add the subjects the school teaches, with a unique code each.'
            : 'An admin adds the subjects the school teaches.',
          action: create,
        }}
      />
      {manages ? <SubjectDialog {...crud.dialog} /> : null}
      <CrudDelete crud={crud} />
    </>
  );
}

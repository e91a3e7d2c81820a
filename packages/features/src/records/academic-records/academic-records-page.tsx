/**
 * /dashboard/records/academic-records: students' results by year, term and subject (previous schools'
 * included), `?student=` one student's; a student sees their own, a parent their children's. Each names
 * its student (linking to their record); management adds, edits and deletes them.
 */
import type { AcademicRecord } from '@ujuzi/api';
import { getListAcademicRecordsQueryKey, useDeleteAcademicRecord, useListAcademicRecords } from '@ujuzi/api/hooks';
import { listAcademicRecordsList } from '@ujuzi/api/list-params';
import { can, displayName } from '@ujuzi/domain';
import { CrudDelete, ListPage, columnsOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { RecordsHeader } from '../shared';
import type { AcademicRecordFormProps } from './academic-record-form';

const RecordDialog = lazyFormDialog<AcademicRecord, AcademicRecordFormProps>(
  () => import('./academic-record-form').then((module) => module.AcademicRecordForm),
  { noun: 'academic record', height: '34rem' },
);
const column = columnsOf<AcademicRecord>();

export function AcademicRecordsPage() {
  const { user } = useSession();
  const manage = can(user, 'academic-record.manage');
  const list = useList(listAcademicRecordsList);
  const query = useListAcademicRecords(...list.request);
  const remove = useDeleteAcademicRecord();
  const crud = useCrud<AcademicRecord>({
    noun: 'academic record',
    name: (record) => `${record.subject}, ${record.term} ${record.academic_year}`,
    form: RecordDialog,
    remove: { call: (record) => remove.mutateAsync({ id: record.id }), invalidate: [getListAcademicRecordsQueryKey()] },
  });
  const studentId = list.params.student;
  const first = query.data?.results[0]?.student;
  const student = studentId && first?.id === studentId ? { id: studentId, name: displayName(first) } : null;
  const columns = [
    column.link('subject', 'Subject', () => null, undefined, { sub: (row) => row.remarks }),
    column.person('student', 'Student', ({ student: who }) => ({
      name: displayName(who),
      avatar: who.profile_picture,
      href: links.person(who),
    })),
    column.text('academic_year', 'Year'),
    column.text('term', 'Term'),
    column.text('score', 'Score', (row) => `${Number(row.score)} %`, { align: 'end' }),
    column.text('grade', 'Grade'),
    column.person('recorded_by', 'Recorded by', ({ recorded_by: by }) =>
      by ? { name: displayName(by), avatar: by.profile_picture, href: links.person(by) } : null,
    ),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('Add a record') : null;
  return (
    <>
      <ListPage
        header={
          <RecordsHeader
            title={student ? `Academic records of ${student.name}` : 'Academic records'}
            current={links.academicRecords()}
            description="Results by year, term and subject, previous schools’ included."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Academic records"
        noun={{ one: 'academic record', many: 'academic records' }}
        columns={columns}
        search={{ label: 'Search academic records', placeholder: 'Subject, remarks or student' }}
        empty={{
          title: 'No academic records yet',
          description: manage
            ? 'Add a student’s results, previous schools’ included.'
            : 'The school office records results here.',
          action: create,
        }}
      />
      <RecordDialog {...crud.dialog} student={student} />
      <CrudDelete crud={crud} />
    </>
  );
}

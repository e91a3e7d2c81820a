/**
 * /dashboard/academics/classes (staff): the class sections (cohorts) of the school with their level,
 * class teacher, room and active students, filtered by level and searched, in the URL. Management
 * creates and edits classes in a dialog (the contract leaves class writes to them); teachers read.
 */
import { HStack, Text } from '@chakra-ui/react';
import type { ClassSection } from '@ujuzi/api';
import { getListClassSectionsQueryKey, useDeleteClassSection, useListClassLevels, useListClassSections } from '@ujuzi/api/hooks';
import { listClassSectionsList } from '@ujuzi/api/list-params';
import { isManagement } from '@ujuzi/domain';
import { Button, Link } from '@ujuzi/ui';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { CrudDelete, ListPage, columnsOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AcademicsHeader, personName } from '../shared';
import { ClassStudentsDialog } from './class-students-dialog';

const ClassDialog = lazyFormDialog(() => import('./class-form').then((module) => module.ClassForm), {
  noun: 'class',
  height: '30rem',
});
const column = columnsOf<ClassSection>();
const nameOf = (section: ClassSection) => section.display_name ?? section.name;

export function ClassesPage() {
  const { user } = useSession();
  const manages = isManagement(user?.user_type);
  const list = useList(listClassSectionsList);
  const query = useListClassSections(...list.request);
  const levels = useListClassLevels({ page_size: 100 });
  const remove = useDeleteClassSection();
  const crud = useCrud<ClassSection>({
    noun: 'class',
    name: nameOf,
    form: ClassDialog,
    labels: { edit: (section) => `Edit ${nameOf(section)}` },
    remove: { call: (section) => remove.mutateAsync({ id: section.id }), invalidate: [getListClassSectionsQueryKey()] },
  });
  const [viewing, setViewing] = useState<ClassSection | null>(null);
  const columns = [
    column.link('display_name', 'Class', () => null, nameOf, { sub: (row) => row.class_level_name }),
    column.entity('class_teacher', 'Class teacher', (row) =>
      row.class_teacher
        ? { name: personName(row.class_teacher), href: links.staffMember(row.class_teacher.username) }
        : { name: <Text color="fg.muted">Not assigned</Text>, href: null },
    ),
    column.text(
      'students_count',
      'Students',
      (row) => (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setViewing(row)}
          aria-label={`${row.students_count ?? 0} of ${row.capacity} students in ${nameOf(row)}`}
        >
          {row.students_count ?? 0} of {row.capacity}
        </Button>
      ),
      { align: 'end' },
    ),
    column.text('room', 'Room'),
    column.flag('is_active', 'Status', 'Active', 'Inactive'),
    column.actions((row) => (
      <HStack gap="1" justify="flex-end">
        <Link href={links.classEnrollments({ class_section: row.id })} aria-label={`Students of ${nameOf(row)}`}>
          Students
        </Link>
        <Link href={links.timetable({ class_section: row.id })} aria-label={`Timetable of ${nameOf(row)}`}>
          <CalendarDays aria-hidden="true" size="1em" /> Timetable
        </Link>
        {manages ? crud.rowActions(row) : null}
      </HStack>
    )),
  ];
  const create = manages ? crud.createButton('New class') : undefined;
  const levelOptions = (levels.data?.results ?? []).map((level) => ({ value: String(level.id), label: level.name }));
  return (
    <>
      <ListPage
        header={
          <AcademicsHeader
            title="Classes"
            current={links.classes()}
            description="The school's classes this year: each level's cohorts, their class teacher, room and students."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Classes"
        noun={{ one: 'class', many: 'classes' }}
        columns={columns}
        getRowLabel={nameOf}
        search={{ label: 'Search classes', placeholder: 'Class, level, room' }}
        filters={[{ type: 'select', name: 'class_level', label: 'Level', options: levelOptions }]}
        empty={{
          title: 'No classes yet',
          description: manages
            ? 'Create a class for each cohort of a level, with its class teacher and room.'
            : 'An admin creates the classes of each level.',
          action: create,
        }}
      />
      <ClassStudentsDialog section={viewing} onClose={() => setViewing(null)} />
      {manages ? <ClassDialog {...crud.dialog} /> : null}
      <CrudDelete crud={crud} />
    </>
  );
}

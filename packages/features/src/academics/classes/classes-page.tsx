/**
 * /dashboard/academics/classes (staff): the class sections (cohorts) of the school with their level,
 * class teacher, room and active students, filtered by level and searched, in the URL. Management
 * creates and edits classes in a dialog (the contract leaves class writes to them); teachers read.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { ClassSection } from '@ujuzi/api';
import { useListClassLevels, useListClassSections } from '@ujuzi/api/hooks';
import { isManagement } from '@ujuzi/domain';
import { Badge, Button, IconButton, Link, type DataTableColumn } from '@ujuzi/ui';
import { CalendarDays, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { EntityLink, ListPage, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AcademicsHeader, personName } from '../shared';
import { ClassFormDialog, preloadClassForm } from './class-form-dialog';
import { ClassStudentsDialog } from './class-students-dialog';

export const CLASS_LIST_SPEC = {
  filters: { class_level: { kind: 'int' } },
  orderings: ['display_name'],
  defaultOrdering: 'display_name',
  defaultPageSize: 20,
} as const satisfies ListSpec;

export function ClassesPage() {
  const { user } = useSession();
  const manages = isManagement(user?.user_type);
  const list = useListState(CLASS_LIST_SPEC);
  const query = useListClassSections(list.params, { query: { placeholderData: keepPreviousData } });
  const levels = useListClassLevels({ page_size: 100 });
  const [editing, setEditing] = useState<{ section: ClassSection | null } | null>(null);
  const [viewing, setViewing] = useState<ClassSection | null>(null);

  const filters: readonly ListFilter<typeof CLASS_LIST_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'class_level',
      label: 'Level',
      placeholder: 'Any level',
      options: (levels.data?.results ?? []).map((level) => ({ value: String(level.id), label: level.name })),
    },
  ];

  const columns: readonly DataTableColumn<ClassSection>[] = [
    {
      id: 'display_name',
      header: 'Class',
      isRowHeader: true,
      sortable: true,
      cell: (row) => (
        <Stack gap="0" minW="10rem" maxW="16rem">
          <Text fontWeight="medium">{row.display_name ?? row.name}</Text>
          <Text textStyle="sm" color="fg.muted">
            {row.class_level_name}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'class_teacher',
      header: 'Class teacher',
      cell: (row) =>
        row.class_teacher ? (
          <EntityLink href={links.staffMember(row.class_teacher.username)}>{personName(row.class_teacher)}</EntityLink>
        ) : (
          <Text color="fg.muted">Not assigned</Text>
        ),
    },
    {
      id: 'students_count',
      header: 'Students',
      align: 'end',
      cell: (row) => (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setViewing(row)}
          aria-label={`${row.students_count ?? 0} of ${row.capacity} students in ${row.display_name ?? row.name}`}
        >
          {row.students_count ?? 0} of {row.capacity}
        </Button>
      ),
    },
    { id: 'room', header: 'Room', cell: (row) => row.room ?? '—' },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <Badge tone={row.is_active ? 'success' : 'neutral'}>{row.is_active ? 'Active' : 'Inactive'}</Badge>,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (row) => (
        <HStack gap="1" justify="flex-end">
          <Link href={links.timetable({ class_section: row.id })} aria-label={`Timetable of ${row.display_name ?? row.name}`}>
            <CalendarDays aria-hidden="true" size="1em" /> Timetable
          </Link>
          {manages ? (
            <IconButton
              aria-label={`Edit ${row.display_name ?? row.name}`}
              size="sm"
              variant="ghost"
              onClick={() => setEditing({ section: row })}
              onPointerEnter={preloadClassForm}
              icon={<Pencil />}
            />
          ) : null}
        </HStack>
      ),
    },
  ];

  const create = manages ? (
    <Button onClick={() => setEditing({ section: null })} onPointerEnter={preloadClassForm} onFocus={preloadClassForm}>
      <Plus aria-hidden="true" /> New class
    </Button>
  ) : undefined;

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
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.display_name ?? row.name}
        search={{ label: 'Search classes', placeholder: 'Class, level, room' }}
        filters={filters}
        empty={{
          title: 'No classes yet',
          description: manages
            ? 'Create a class for each cohort of a level, with its class teacher and room.'
            : 'An admin creates the classes of each level.',
          action: create,
        }}
      />
      <ClassStudentsDialog section={viewing} onClose={() => setViewing(null)} />
      {manages ? (
        <ClassFormDialog
          section={editing?.section ?? null}
          open={editing !== null}
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
    </>
  );
}

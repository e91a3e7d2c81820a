/**
 * /dashboard/academics/subjects (staff): the subjects the school teaches with their code, department,
 * teachers, weekly hours and whether they are core, filtered by department and searched, in the URL.
 * Each opens its details. Management adds and edits subjects in a dialog; teachers read.
 */
import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { Subject } from '@ujuzi/api';
import { useListDepartments, useListSubjects } from '@ujuzi/api/hooks';
import { isManagement } from '@ujuzi/domain';
import { Badge, Button, IconButton, Link, type DataTableColumn } from '@ujuzi/ui';
import { Pencil, Plus } from 'lucide-react';
import { Fragment, useState } from 'react';
import { EntityLink, ListPage, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AcademicsHeader, personName } from '../shared';
import { SubjectFormDialog, preloadSubjectForm } from './subject-form-dialog';

export const SUBJECT_LIST_SPEC = {
  filters: { department: { kind: 'int' } },
  orderings: ['name', 'code', 'credit_hours'],
  defaultOrdering: 'name',
  defaultPageSize: 20,
} as const satisfies ListSpec;

export function SubjectsPage() {
  const { user } = useSession();
  const manages = isManagement(user?.user_type);
  const list = useListState(SUBJECT_LIST_SPEC);
  const query = useListSubjects(list.params, { query: { placeholderData: keepPreviousData } });
  const departments = useListDepartments({ page_size: 100 });
  const [editing, setEditing] = useState<{ subject: Subject | null } | null>(null);

  const filters: readonly ListFilter<typeof SUBJECT_LIST_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'department',
      label: 'Department',
      placeholder: 'Any department',
      options: (departments.data?.results ?? []).map((department) => ({
        value: String(department.id),
        label: department.name,
      })),
    },
  ];

  const columns: readonly DataTableColumn<Subject>[] = [
    {
      id: 'name',
      header: 'Subject',
      isRowHeader: true,
      sortable: true,
      cell: (row) => (
        <Stack gap="0" minW="10rem" maxW="16rem">
          <Link href={links.subject(row.slug)}>{row.name}</Link>
          <Text textStyle="sm" color="fg.muted">
            {row.code}
          </Text>
        </Stack>
      ),
    },
    { id: 'department', header: 'Department', cell: (row) => row.department_name ?? '—' },
    {
      id: 'teachers',
      header: 'Teachers',
      cell: (row) =>
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
    },
    { id: 'credit_hours', header: 'Hours a week', align: 'end', sortable: true, cell: (row) => row.credit_hours ?? 0 },
    {
      id: 'type',
      header: 'Type',
      cell: (row) => <Badge tone={row.is_core ? 'info' : 'neutral'}>{row.is_core ? 'Core' : 'Elective'}</Badge>,
    },
    ...(manages
      ? [
          {
            id: 'actions',
            header: 'Actions',
            align: 'end',
            cell: (row) => (
              <IconButton
                aria-label={`Edit ${row.name}`}
                size="sm"
                variant="ghost"
                onClick={() => setEditing({ subject: row })}
                onPointerEnter={preloadSubjectForm}
                icon={<Pencil />}
              />
            ),
          } satisfies DataTableColumn<Subject>,
        ]
      : []),
  ];

  const create = manages ? (
    <Button onClick={() => setEditing({ subject: null })} onPointerEnter={preloadSubjectForm} onFocus={preloadSubjectForm}>
      <Plus aria-hidden="true" /> Add subject
    </Button>
  ) : undefined;

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
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        search={{ label: 'Search subjects', placeholder: 'Name, code, department' }}
        filters={filters}
        empty={{
          title: 'No subjects yet',
          description: manages
            ? 'Add the subjects the school teaches, with a unique code each.'
            : 'An admin adds the subjects the school teaches.',
          action: create,
        }}
      />
      {manages ? (
        <SubjectFormDialog
          subject={editing?.subject ?? null}
          open={editing !== null}
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
    </>
  );
}

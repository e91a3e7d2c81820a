/**
 * /dashboard/alumni: the alumni directory — graduates with their cohort, course, employer and role, searched
 * (name, employer, role, programme, location) and filtered by graduation year, course, employer and mentors.
 * Students see listed records only (the contract); admins create, edit and delete records.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { Alumnus } from '@ujuzi/api';
import { getListAlumniQueryKey, useDeleteAlumnus, useListAlumni, useListCourses } from '@ujuzi/api/hooks';
import { listAlumniList } from '@ujuzi/api/list-params';
import { CrudDelete, EntityLink, ListPage, columnsOf, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AlumniHeader, AlumnusDialog, FIRST_GRADUATION_YEAR, mayManageAlumni } from '../shared';

const column = columnsOf<Alumnus>();
const YEARS = Array.from({ length: new Date().getFullYear() - FIRST_GRADUATION_YEAR + 1 }, (_, index) => {
  const year = String(new Date().getFullYear() - index);
  return { value: year, label: year };
});

export function AlumniPage() {
  const { user } = useSession();
  const manage = mayManageAlumni(user);
  const list = useList(listAlumniList);
  const query = useListAlumni(...list.request);
  const courses = useListCourses({ page_size: 100, ordering: 'title' });
  const remove = useDeleteAlumnus();
  const crud = useCrud<Alumnus>({
    noun: 'alumni record',
    name: (alumnus) => alumnus.full_name ?? `${alumnus.first_name} ${alumnus.last_name}`,
    form: AlumnusDialog,
    remove: { call: (alumnus) => remove.mutateAsync({ id: alumnus.id }), invalidate: [getListAlumniQueryKey()] },
  });
  const columns = [
    column.link(
      'last_name',
      'Name',
      (row) => links.alumnus(row.id),
      (row) => row.full_name ?? row.last_name,
      {
        sub: (row) => row.programme,
      },
    ),
    column.text('graduation_year', 'Class of'),
    column.text('current_employer', 'Employer and role', (row) => (
      <Stack gap="0">
        {row.current_employer ? (
          <EntityLink href={links.alumni({ current_employer: row.current_employer })}>{row.current_employer}</EntityLink>
        ) : (
          <Text as="span">Not stated</Text>
        )}
        {row.job_title ? (
          <Text as="span" textStyle="sm" color="fg.muted">
            {row.job_title}
          </Text>
        ) : null}
      </Stack>
    )),
    column.entity(
      'course',
      'Course',
      (row) => (row.course ? { name: row.course.title, href: links.course(row.course.slug) } : null),
      { defaultHidden: true },
    ),
    column.text('location', 'Location'),
    column.flag('is_mentor', 'Mentor', 'Mentor', 'No'),
    ...(manage ? [column.flag('is_public', 'Directory', 'Listed', 'Hidden'), column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New alumni record') : null;
  return (
    <>
      <ListPage
        header={
          <AlumniHeader
            title="Alumni directory"
            current={links.alumni()}
            description="Ujuzi graduates: where they work now, and who mentors current students."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Alumni"
        noun={{ one: 'alumnus', many: 'alumni' }}
        columns={columns}
        getRowLabel={(row) => row.full_name ?? row.last_name}
        search={{ label: 'Search alumni', placeholder: 'Name, employer, role or location' }}
        filters={[
          { type: 'select', name: 'graduation_year', label: 'Class of', placeholder: 'Any year', options: YEARS },
          {
            type: 'select',
            name: 'course',
            label: 'Course',
            options: (courses.data?.results ?? []).map((course) => ({ value: String(course.id), label: course.title })),
          },
          {
            type: 'boolean',
            name: 'is_mentor',
            label: 'Mentors',
            placeholder: 'Mentors or not',
            yes: 'Mentors',
            no: 'Not mentoring',
          },
        ]}
        empty={{
          title: 'No alumni in the directory yet',
          description: manage
            ? 'Add a graduate’s record: their cohort, course and where they work now.'
            : 'Graduates appear here once the school lists them.',
          action: create,
        }}
      />
      <AlumnusDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}

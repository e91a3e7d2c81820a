/**
 * /dashboard/academics/years (anyone signed in): the academic years, newest first, and their terms, with
 * the current term on top, so everyone sees which term is running. Management creates, edits and deletes
 * years and terms and marks one of each current (the server unmarks the others); a year or term that
 * still has terms, classes, exams or fees attached is refused with the server's reason.
 */
import { Stack } from '@chakra-ui/react';
import type { AcademicYear } from '@ujuzi/api';
import { useDeleteAcademicYear, useListAcademicYears, usePartialUpdateAcademicYear } from '@ujuzi/api/hooks';
import { listAcademicYearsList } from '@ujuzi/api/list-params';
import { can } from '@ujuzi/domain';
import { Badge, Button } from '@ujuzi/ui';
import { CrudDelete, ListPage, columnsOf, lazyFormDialog, links, useCrud, useEntityAction, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AcademicsHeader, CurrentTerm } from '../shared';
import { refreshYears } from './refresh';
import { TermsSection } from './terms-section';

const YearDialog = lazyFormDialog(() => import('./year-form').then((module) => module.YearForm), {
  noun: 'academic year',
  title: (year: AcademicYear | null) => (year ? `Edit ${year.name}` : 'New academic year'),
  height: '28rem',
});
const column = columnsOf<AcademicYear>();

/** 'Current' for the running year; management marks another one current. */
function MarkCurrent({ year, manage }: { year: AcademicYear; manage: boolean }) {
  const update = usePartialUpdateAcademicYear();
  const mark = useEntityAction<AcademicYear>({
    call: () => update.mutateAsync({ id: year.id, data: { is_current: true } }),
    success: () => ({ title: 'Current year changed', description: `${year.name} is now the current academic year.` }),
    failure: 'Could not change the current year',
    refresh: refreshYears,
  });
  if (year.is_current) return <Badge tone="success">Current</Badge>;
  return manage ? (
    <Button
      size="sm"
      variant="outline"
      loading={mark.pending}
      onClick={() => void mark.run()}
      aria-label={`Mark current: ${year.name}`}
    >
      Mark current
    </Button>
  ) : null;
}

export function AcademicYearsPage() {
  const { user } = useSession();
  const manage = can(user, 'academicYear.manage');
  const list = useList(listAcademicYearsList);
  const query = useListAcademicYears(...list.request);
  const remove = useDeleteAcademicYear();
  const crud = useCrud<AcademicYear>({
    noun: 'academic year',
    name: (year) => year.name,
    form: YearDialog,
    remove: { call: (year) => remove.mutateAsync({ id: year.id }), refresh: refreshYears },
  });
  const columns = [
    column.link('name', 'Year', () => null, undefined, { sub: (row) => row.description }),
    column.date('start_date', 'Starts'),
    column.date('end_date', 'Ends'),
    column.count('terms_count', 'Terms'),
    column.text('is_current', 'Status', (row) => <MarkCurrent year={row} manage={manage} />),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New year') : null;
  return (
    <Stack gap="8">
      <ListPage
        header={
          <Stack gap="4">
            <AcademicsHeader
              title="Academic years and terms"
              current={links.academicYears()}
              description="The school’s years and their terms, and which ones are running."
              actions={create}
            />
            <CurrentTerm />
          </Stack>
        }
        list={list}
        query={query}
        label="Academic years"
        noun={{ one: 'academic year', many: 'academic years' }}
        columns={columns}
        search={{ label: 'Search academic years', placeholder: 'Name' }}
        filters={[
          { type: 'boolean', name: 'is_current', label: 'Current', placeholder: 'All years', yes: 'Current', no: 'Not current' },
        ]}
        empty={{
          title: 'No academic years yet',
          description: manage ? 'Add the school year, then its terms.' : 'Management adds the academic years.',
          action: create,
        }}
      />
      <TermsSection manage={manage} />
      <YearDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </Stack>
  );
}

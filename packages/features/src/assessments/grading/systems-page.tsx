/**
 * /dashboard/assessments/grading-systems (staff): the grading systems exams grade by — each with its bands
 * (a letter for a range of percentages, and its points), which one is the default, and whether it is active.
 * Management creates, edits and deletes them (not the default one); each opens its page to edit its bands.
 */
import { Text } from '@chakra-ui/react';
import type { GradingSystem } from '@ujuzi/api';
import { getListGradingSystemsQueryKey, useDeleteGradingSystem, useListGradingSystems } from '@ujuzi/api/hooks';
import { listGradingSystemsList } from '@ujuzi/api/list-params';
import { can } from '@ujuzi/domain';
import { useNavigate } from 'react-router-dom';
import { CrudDelete, ListPage, columnsOf, countOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AssessmentsHeader } from '../shared';
import { bandsSummary } from './bands';

const SystemDialog = lazyFormDialog(() => import('./system-form').then((module) => module.GradingSystemForm), {
  noun: 'grading system',
  description: (item) => (item ? null : 'Name the system, then add its grade bands on its page.'),
  height: '24rem',
});
const column = columnsOf<GradingSystem>();

export function GradingSystemsPage() {
  const { user } = useSession();
  const manage = can(user, 'gradingSystem.manage');
  const navigate = useNavigate();
  const list = useList(listGradingSystemsList);
  const query = useListGradingSystems(...list.request);
  const remove = useDeleteGradingSystem();
  const crud = useCrud<GradingSystem>({
    noun: 'grading system',
    name: (system) => system.name,
    form: SystemDialog,
    canDelete: (system) => !system.is_default,
    remove: {
      call: (system) => remove.mutateAsync({ id: system.id }),
      message: (system) => `“${system.name}” and its ${countOf(system.bands.length, 'grade band', 'grade bands')} are deleted.`,
      invalidate: [getListGradingSystemsQueryKey()],
    },
  });
  const columns = [
    column.link('name', 'Grading system', (row) => links.gradingSystem(row.id), undefined, {
      sub: (row) => row.description,
    }),
    column.text('bands', 'Grades', (row) => (
      <Text fontSize="sm" minW="12rem">
        {row.bands.length > 0 ? bandsSummary(row.bands) : 'No grade bands yet'}
      </Text>
    )),
    column.flag('is_default', 'Default', 'Default', 'No'),
    column.flag('is_active', 'Status', 'Active', 'Inactive'),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New grading system') : null;
  return (
    <>
      <ListPage
        header={
          <AssessmentsHeader
            title="Grading systems"
            current={links.gradingSystems()}
            description="How exam percentages become grades and points; an exam uses one, else the default."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Grading systems"
        noun={{ one: 'grading system', many: 'grading systems' }}
        columns={columns}
        search={{ label: 'Search grading systems', placeholder: 'Name or description' }}
        filters={[
          {
            type: 'boolean',
            name: 'is_active',
            label: 'Status',
            placeholder: 'Active and inactive',
            yes: 'Active',
            no: 'Inactive',
          },
        ]}
        empty={{
          title: 'No grading systems yet',
          description: manage
            ? 'Create a grading system, then give it bands from 0 to 100.'
            : 'Management sets up the grading systems.',
          action: create,
        }}
      />
      <SystemDialog
        {...crud.dialog}
        onSaved={(saved) => (crud.dialog.item ? undefined : void navigate(links.gradingSystem(saved.id)))}
      />
      <CrudDelete crud={crud} />
    </>
  );
}

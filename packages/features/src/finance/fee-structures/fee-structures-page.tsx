/**
 * /dashboard/finance/fee-structures (finance staff): the fees of each class level for a term — items,
 * total in KES, due date, how many learners are billed — created, edited and deleted here; each opens
 * its page, where learners are billed from it.
 */
import type { FeeStructure } from '@ujuzi/api';
import { getListFeeStructuresQueryKey, useDeleteFeeStructure, useListClassLevels, useListFeeStructures } from '@ujuzi/api/hooks';
import { listFeeStructuresList } from '@ujuzi/api/list-params';
import { can } from '@ujuzi/domain';
import { CrudDelete, ListPage, columnsOf, countOf, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { FinanceHeader } from '../shared';
import { FeeStructureDialog } from './fee-structure-dialog';

const column = columnsOf<FeeStructure>();

export function FeeStructuresPage() {
  const { user } = useSession();
  const manage = can(user, 'feeStructure.manage');
  const list = useList(listFeeStructuresList);
  const query = useListFeeStructures(...list.request);
  const levels = useListClassLevels({ page_size: 100 });
  const remove = useDeleteFeeStructure();
  const crud = useCrud<FeeStructure>({
    noun: 'fee structure',
    name: (structure) => structure.name,
    form: FeeStructureDialog,
    remove: { call: (structure) => remove.mutateAsync({ id: structure.id }), invalidate: [getListFeeStructuresQueryKey()] },
  });
  const columns = [
    column.link('name', 'Fee structure', (row) => links.feeStructure(row.id), undefined, {
      sub: (row) => [row.class_level_name, row.academic_term_name].filter(Boolean).join(' · '),
    }),
    column.money('total_amount', 'Total', { currency: (row) => row.currency }),
    column.date('due_date', 'Due'),
    column.entity('students_billed', 'Billed', (row) => ({
      name: countOf(row.students_billed ?? 0, 'learner', 'learners'),
      href: links.studentFees({ fee_structure: row.id }),
    })),
    column.flag('is_active', 'Status', 'Active', 'Inactive'),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New fee structure') : null;
  return (
    <>
      <ListPage
        header={
          <FinanceHeader
            title="Fee structures"
            current={links.feeStructures()}
            description="What each class level pays for a term, item by item, and when it is due."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Fee structures"
        noun={{ one: 'fee structure', many: 'fee structures' }}
        columns={columns}
        search={{ label: 'Search fee structures', placeholder: 'Name or class level' }}
        filters={[
          {
            type: 'select',
            name: 'class_level',
            label: 'Class level',
            placeholder: 'Every class level',
            options: (levels.data?.results ?? []).map((level) => ({ value: String(level.id), label: level.name })),
          },
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
          title: 'No fee structures yet',
          description: 'Set out each class level’s fees for the term, then bill its learners from it.',
          action: create,
        }}
      />
      <FeeStructureDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}

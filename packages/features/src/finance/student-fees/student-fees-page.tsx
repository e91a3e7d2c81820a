/**
 * /dashboard/finance/student-fees: the fees billed to each learner with what is paid and what is due
 * (finance staff and teachers see every learner's, a learner their own, a parent their children's). A
 * student's page opens it filtered to that student, a fee structure to the learners billed from it.
 */
import type { StudentFee } from '@ujuzi/api';
import { useListStudentFees } from '@ujuzi/api/hooks';
import { listStudentFeesList } from '@ujuzi/api/list-params';
import { canOpen, formatMoney, isStaff } from '@ujuzi/domain';
import { ButtonLink } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { FEE_STATUS_LABELS, FEE_STATUS_TONES, FinanceHeader, learnerOf } from '../shared';

const column = columnsOf<StudentFee>();

export function StudentFeesPage() {
  const { user } = useSession();
  const list = useList(listStudentFeesList);
  const query = useListStudentFees(...list.request);
  const studentPages = canOpen(links.student(1), user);
  const columns = [
    column.link(
      'fee_structure_name',
      'Fee',
      (row) => links.studentFee(row.id),
      (row) => row.fee_structure_name ?? `Fee ${row.id}`,
      {
        sub: (row) => row.academic_term_name,
      },
    ),
    column.entity('student', 'Learner', (row) => ({
      name: learnerOf(row),
      href: studentPages ? links.student(row.student.id) : null,
    })),
    column.text('billed', 'Billed', (row) => formatMoney(Number(row.total_amount) - Number(row.discount_amount), row.currency), {
      align: 'end',
    }),
    column.money('amount_paid', 'Paid', { currency: (row) => row.currency }),
    column.money('balance', 'Balance', { currency: (row) => row.currency }),
    column.date('due_date', 'Due'),
    column.status('status', 'Status', FEE_STATUS_LABELS, FEE_STATUS_TONES),
  ];
  return (
    <ListPage
      header={
        <FinanceHeader
          title="School fees"
          current={links.studentFees()}
          description={
            isStaff(user?.user_type) || user?.user_type === 'accountant'
              ? 'What each learner is billed, has paid and still owes.'
              : 'Your school fees: what is billed, paid and still due. Open a fee to pay it by M-Pesa.'
          }
        />
      }
      list={list}
      query={query}
      label="School fees"
      noun={{ one: 'fee', many: 'fees' }}
      columns={columns}
      getRowLabel={(row) => `${row.fee_structure_name ?? 'Fee'} for ${learnerOf(row)}`}
      search={{ label: 'Search fees', placeholder: 'Learner or fee' }}
      filters={[{ type: 'enum', name: 'status', label: 'Status', labels: FEE_STATUS_LABELS }]}
      empty={{
        title: 'No fees billed',
        description: canOpen(links.feeStructures(), user)
          ? 'Bill learners from a fee structure; their fees show here.'
          : 'When the school bills a term’s fees, they show here.',
        action: canOpen(links.feeStructures(), user) ? (
          <ButtonLink href={links.feeStructures()}>Fee structures</ButtonLink>
        ) : undefined,
      }}
    />
  );
}

/**
 * /dashboard/finance/receipts: the receipts of fee payments (finance staff see all, a learner their own,
 * a parent their children's), each opening the receipt to print or download.
 */
import type { FinanceReceipt } from '@ujuzi/api';
import { useListFinanceReceipts } from '@ujuzi/api/hooks';
import { listFinanceReceiptsList } from '@ujuzi/api/list-params';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
import { FinanceHeader, PAYMENT_METHOD_LABELS, RECEIPT_STATUS_LABELS, RECEIPT_STATUS_TONES, learnerOf } from '../shared';

const column = columnsOf<FinanceReceipt>();
const COLUMNS = [
  column.link('receipt_number', 'Receipt', (row) => links.financeReceipt(row.id), undefined, { sub: (row) => row.description }),
  column.entity('student', 'Learner', (row) => ({
    name: learnerOf(row),
    href: row.student_fee ? links.studentFee(row.student_fee) : null,
  })),
  column.money('amount', 'Amount', { currency: (row) => row.currency }),
  column.text('payment_method', 'Paid with', (row) =>
    row.mpesa_receipt_number ? `M-Pesa ${row.mpesa_receipt_number}` : PAYMENT_METHOD_LABELS[row.payment_method],
  ),
  column.date('issued_at', 'Issued', { time: true }),
  column.status('status', 'Status', RECEIPT_STATUS_LABELS, RECEIPT_STATUS_TONES),
];

export function ReceiptsPage() {
  const list = useList(listFinanceReceiptsList);
  const query = useListFinanceReceipts(...list.request);
  return (
    <ListPage
      header={
        <FinanceHeader title="Receipts" current={links.financeReceipts()} description="The receipt of every fee payment." />
      }
      list={list}
      query={query}
      label="Receipts"
      noun={{ one: 'receipt', many: 'receipts' }}
      columns={COLUMNS}
      search={{ label: 'Search receipts', placeholder: 'Receipt number, M-Pesa code or learner' }}
      filters={[
        { type: 'enum', name: 'payment_method', label: 'Paid with', labels: PAYMENT_METHOD_LABELS },
        { type: 'enum', name: 'status', label: 'Status', labels: RECEIPT_STATUS_LABELS },
      ]}
      empty={{ title: 'No receipts yet', description: 'Each fee payment gets a receipt, which shows here.' }}
    />
  );
}

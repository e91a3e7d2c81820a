/**
 * /dashboard/finance/fee-payments (finance staff): every fee payment, taken at the office (cash, bank
 * deposit, M-Pesa Paybill with its code) or paid online by M-Pesa, each with its learner's fee and its
 * receipt. A payment is recorded on the learner's fee (from fee collection or the fee's page).
 */
import type { FeePayment } from '@ujuzi/api';
import { useListFeePayments } from '@ujuzi/api/hooks';
import { listFeePaymentsList } from '@ujuzi/api/list-params';
import { ButtonLink } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
import { FEE_PAYMENT_STATUS_LABELS, FEE_PAYMENT_STATUS_TONES, FinanceHeader, PAYMENT_METHOD_LABELS, learnerOf } from '../shared';

const column = columnsOf<FeePayment>();
const COLUMNS = [
  column.link('student', 'Learner', (row) => links.studentFee(row.student_fee), learnerOf, {
    sub: (row) => (row.payer_name && row.payer_name !== learnerOf(row) ? `Paid by ${row.payer_name}` : null),
  }),
  column.money('amount', 'Amount', { currency: (row) => row.currency }),
  column.text('payment_method', 'Paid with', (row) => PAYMENT_METHOD_LABELS[row.payment_method]),
  column.text('reference', 'Code or reference', (row) => row.mpesa_receipt_number ?? row.reference ?? '—'),
  column.date('payment_date', 'Paid', { time: true }),
  column.entity('receipt', 'Receipt', (row) =>
    row.receipt ? { name: row.receipt_number ?? `Receipt ${row.receipt}`, href: links.financeReceipt(row.receipt) } : null,
  ),
  column.status('status', 'Status', FEE_PAYMENT_STATUS_LABELS, FEE_PAYMENT_STATUS_TONES),
];

export function FeePaymentsPage() {
  const list = useList(listFeePaymentsList);
  const query = useListFeePayments(...list.request);
  const record = <ButtonLink href={links.feeCollection()}>Record a payment</ButtonLink>;
  return (
    <ListPage
      header={
        <FinanceHeader
          title="Fee payments"
          current={links.feePayments()}
          description="Fees paid at the office or online, with their M-Pesa codes and receipts."
          actions={record}
        />
      }
      list={list}
      query={query}
      label="Fee payments"
      noun={{ one: 'payment', many: 'payments' }}
      columns={COLUMNS}
      getRowLabel={(row) => `${learnerOf(row)}, ${row.amount}`}
      search={{ label: 'Search payments', placeholder: 'Learner, M-Pesa code, reference or receipt' }}
      filters={[
        { type: 'enum', name: 'payment_method', label: 'Paid with', labels: PAYMENT_METHOD_LABELS },
        { type: 'enum', name: 'status', label: 'Status', labels: FEE_PAYMENT_STATUS_LABELS },
      ]}
      empty={{
        title: 'No fee payments yet',
        description: 'Record a payment on a learner’s fee in fee collection; it shows here with its receipt.',
        action: record,
      }}
    />
  );
}

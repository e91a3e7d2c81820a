/**
 * "Export CSV" of the payment history, with the list's filters. Admins get the contract's report file
 * (export report, payments, the gateway and date window; saved under the server's filename). Nobody
 * else has a file operation in the contract, so a learner's, parent's or accountant's export is the
 * rows they can see, read through the list operation (pages of 100) and saved as CSV.
 */
import type { Payment } from '@ujuzi/api';
import { listPayments } from '@ujuzi/api/hooks';
import { saveFile } from '@ujuzi/api';
import { isManagement, GATEWAY_LABELS } from '@ujuzi/domain';
import { Button, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { ExportButton, errorMessage } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { PAYMENT_STATUS_LABELS } from './payment-status';

type ListPaymentsParams = NonNullable<Parameters<typeof listPayments>[0]>;

const MAX_PAGES = 20;
const cell = (value: unknown): string => `"${String(value ?? '').replace(/"/g, '""')}"`;

/** The visible history as CSV: one line a payment, the columns a bookkeeper needs. */
export function paymentsCsv(rows: readonly Payment[]): string {
  const head = ['Reference', 'Date', 'Learner', 'Course', 'Method', 'M-Pesa code', 'Status', 'Amount', 'Currency'];
  const lines = rows.map((row) =>
    [
      row.reference,
      row.created_at,
      row.user.get_full_name,
      row.course?.title,
      GATEWAY_LABELS[row.gateway],
      row.mpesa_receipt_number,
      PAYMENT_STATUS_LABELS[row.status],
      row.amount,
      row.currency,
    ]
      .map(cell)
      .join(','),
  );
  return [head.map(cell).join(','), ...lines].join('\r\n');
}

async function allPayments(params: ListPaymentsParams): Promise<Payment[]> {
  const rows: Payment[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await listPayments({ ...params, page, page_size: 100 });
    rows.push(...answer.results);
    if (!answer.next) break;
  }
  return rows;
}

export function HistoryExport({ params }: { params: ListPaymentsParams }) {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  if (isManagement(user?.user_type))
    return (
      <ExportButton
        label="Export CSV"
        request={{
          path: '/payments/admin/reports/export/',
          query: {
            report_type: 'payments',
            format: 'csv',
            gateway: params.gateway,
            start_date: params.date_from,
            end_date: params.date_to,
          },
          fallbackFilename: 'payments-report.csv',
        }}
      />
    );
  const run = async () => {
    setBusy(true);
    try {
      const rows = await allPayments(params);
      const filename = `ujuzi-payments-${new Date().toISOString().slice(0, 10)}.csv`;
      saveFile({ blob: new Blob([paymentsCsv(rows)], { type: 'text/csv;charset=utf-8' }), filename });
      toast.success(`Downloaded ${filename}`);
    } catch (error) {
      toast.error('Export failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" loading={busy} onClick={() => void run()}>
      Export CSV
    </Button>
  );
}

/** The receipt as a file to keep: a small self-contained HTML page (prints as the school's receipt). */
import type { FinanceReceipt } from '@ujuzi/api';
import { formatDateTime, formatMoney } from '@ujuzi/domain';
import { PAYMENT_METHOD_LABELS, learnerOf } from '../shared/labels';

const escape = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The school as the office keeps it in Contact management (name and one-line address). */
export interface SchoolLetterhead {
  name?: string;
  address?: string;
}

export function receiptHtml(receipt: FinanceReceipt, school: SchoolLetterhead = {}): string {
  const rows: [string, string][] = [
    ['Receipt number', receipt.receipt_number],
    ['Received from', learnerOf(receipt)],
    ['For', receipt.description ?? 'School fees'],
    ['Amount', formatMoney(receipt.amount, receipt.currency)],
    ['Paid with', PAYMENT_METHOD_LABELS[receipt.payment_method]],
    ...(receipt.mpesa_receipt_number ? [['M-Pesa code', receipt.mpesa_receipt_number] as [string, string]] : []),
    ...(receipt.reference && receipt.reference !== receipt.mpesa_receipt_number
      ? [['Reference', receipt.reference] as [string, string]]
      : []),
    ['Balance after this payment', formatMoney(receipt.balance_after ?? '0', receipt.currency)],
    ['Issued', formatDateTime(receipt.issued_at)],
    ...(receipt.status === 'cancelled' ? [['Status', 'Cancelled'] as [string, string]] : []),
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Receipt ${escape(receipt.receipt_number)}</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:2rem auto"><h1>${escape(school.name ?? 'Ujuzi')}</h1><p>Official fee receipt</p>
<table>${rows.map(([label, value]) => `<tr><th style="text-align:left;padding-right:1rem">${escape(label)}</th><td>${escape(value)}</td></tr>`).join('')}</table>
${school.address ? `<p>${escape(school.address)}</p>` : ''}</body></html>`;
}

/** Saves the receipt as `RCT-….html`. */
export function downloadReceipt(receipt: FinanceReceipt, school: SchoolLetterhead = {}): void {
  const url = URL.createObjectURL(new Blob([receiptHtml(receipt, school)], { type: 'text/html' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `${receipt.receipt_number}.html`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

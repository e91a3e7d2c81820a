/**
 * Exports the certificates a list's filters select as CSV. The contract has no export operation for
 * certificates, so the rows come from the list operation itself, page by page (100 a page), with the
 * same filters, search and ordering the screen shows, and are saved through the HTTP core's saveFile.
 */
import { saveFile, type CourseCertificate, type ListCourseCertificatesData } from '@ujuzi/api';
import { listCourseCertificates } from '@ujuzi/api/hooks';
import { CERTIFICATE_STATUS_LABELS, holderName, verificationUrlOf } from '../shared';

type Filters = Omit<NonNullable<ListCourseCertificatesData['query']>, 'page' | 'page_size'>;

const COLUMNS: readonly [string, (row: CourseCertificate) => string][] = [
  ['Certificate number', (row) => row.certificate_number],
  ['Status', (row) => CERTIFICATE_STATUS_LABELS[row.status]],
  ['Holder', (row) => holderName(row.student)],
  ['Course', (row) => row.course.title],
  ['Grade', (row) => row.grade ?? ''],
  ['Completed', (row) => row.completion_date ?? ''],
  ['Issued', (row) => row.issued_at?.slice(0, 10) ?? ''],
  ['Revoked', (row) => row.revoked_at?.slice(0, 10) ?? ''],
  ['Revocation reason', (row) => row.revocation_reason ?? ''],
  ['Verification link', (row) => verificationUrlOf(row)],
];

/** One CSV field, quoted when it holds a comma, quote or line break (RFC 4180); formulas neutralised. */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function certificatesCsv(rows: readonly CourseCertificate[]): string {
  const lines = [COLUMNS.map(([name]) => name), ...rows.map((row) => COLUMNS.map(([, value]) => value(row)))];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Fetches every matching certificate and saves them as `certificates-<date>.csv`; returns how many. */
export async function exportCertificates(filters: Filters): Promise<number> {
  const rows: CourseCertificate[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listCourseCertificates({ ...filters, page, page_size: 100 });
    rows.push(...answer.results);
    if (!answer.next || answer.results.length === 0) break;
  }
  const blob = new Blob([`\uFEFF${certificatesCsv(rows)}`], { type: 'text/csv;charset=utf-8' });
  saveFile({ blob, filename: `certificates-${new Date().toISOString().slice(0, 10)}.csv` });
  return rows.length;
}

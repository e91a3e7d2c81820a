/**
 * Reading a subscribers CSV in the browser before it is imported: the rows with their problems
 * (a missing or invalid address, an address twice in the file, an unknown frequency), and the file of
 * the rows worth sending. Pure, so what the preview says is unit-tested.
 */
import type { NewsletterFrequency } from '@ujuzi/api';
import { isEmail, parseCsv } from '@ujuzi/domain';

export const IMPORT_COLUMNS = ['email', 'first_name', 'last_name', 'frequency'] as const;
const FREQUENCIES: readonly string[] = ['daily', 'weekly', 'monthly'] satisfies NewsletterFrequency[];

export interface ImportRow {
  /** 1-based data row number (the header is not counted), as the server numbers them. */
  row: number;
  email: string;
  first_name: string;
  last_name: string;
  frequency: string;
  /** Why the row will not be imported; null when it is fine. */
  problem: string | null;
}

export interface ImportPreview {
  rows: ImportRow[];
  /** A problem with the whole file (no header, no email column, no rows); null when it can be imported. */
  fileProblem: string | null;
}

/** The rows of a subscribers CSV with each one's problem, addresses lower-cased and trimmed as the server stores them. */
export function previewImport(text: string): ImportPreview {
  const [header, ...data] = parseCsv(text);
  if (!header) return { rows: [], fileProblem: 'The file is empty.' };
  const columns = header.map((cell) => cell.trim().toLowerCase());
  if (!columns.includes('email')) return { rows: [], fileProblem: 'The first row must name the columns, one of them "email".' };
  if (data.length === 0) return { rows: [], fileProblem: 'The file has a header but no subscribers.' };
  const cell = (cells: string[], key: string): string => {
    const index = columns.indexOf(key);
    return index >= 0 ? (cells[index] ?? '').trim() : '';
  };
  const firstRowOf = new Map<string, number>();
  const rows = data.map((cells, index): ImportRow => {
    const row = index + 1;
    const email = cell(cells, 'email').toLowerCase();
    const frequency = cell(cells, 'frequency').toLowerCase();
    let problem: string | null = null;
    if (!email) problem = 'No email address.';
    else if (!isEmail(email)) problem = `“${email}” is not a valid email address.`;
    else if (firstRowOf.has(email)) problem = `Duplicate of row ${firstRowOf.get(email)}.`;
    else if (frequency && !FREQUENCIES.includes(frequency))
      problem = `“${frequency}” is not a frequency (daily, weekly or monthly).`;
    if (email && !firstRowOf.has(email)) firstRowOf.set(email, row);
    return { row, email, first_name: cell(cells, 'first_name'), last_name: cell(cells, 'last_name'), frequency, problem };
  });
  return { rows, fileProblem: null };
}

const csvCell = (text: string): string => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A CSV of the rows without problems, in the columns the import operation reads. */
export function importableCsv(rows: readonly ImportRow[]): string {
  const lines = rows.filter((row) => row.problem === null).map((row) => IMPORT_COLUMNS.map((key) => csvCell(row[key])).join(','));
  return [IMPORT_COLUMNS.join(','), ...lines].join('\n') + '\n';
}

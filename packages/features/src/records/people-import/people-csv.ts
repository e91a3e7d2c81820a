/**
 * Reading people from CSV for bulkCreateUsers: a header row naming the columns (username, email,
 * first_name, last_name, user_type, phone_number), then one person a row, each checked in the browser
 * first (the missing fields, the address, the account type, a username or address twice in the file).
 */
import type { UserRequest, UserType } from '@ujuzi/api';
import { isEmail, parseCsv } from '@ujuzi/domain';

export const PEOPLE_COLUMNS = ['username', 'email', 'first_name', 'last_name', 'user_type', 'phone_number'] as const;
const REQUIRED = ['username', 'email', 'first_name', 'last_name', 'user_type'] as const;
export const USER_TYPES: readonly UserType[] = ['student', 'parent', 'teacher', 'accountant', 'staff', 'admin'];
export const SAMPLE = `${PEOPLE_COLUMNS.join(',')}\nachieng.odhiambo,achieng.odhiambo@gmail.com,Achieng,Odhiambo,student,\nmutua.musyoka,mutua.musyoka@gmail.com,Mutua,Musyoka,parent,+254711998877`;

export interface PersonRow {
  /** The row's line in the file, the header being line 1. */
  line: number;
  cells: string[];
  person: UserRequest;
  /** What the browser found wrong, or null when the row can be sent. */
  problem: string | null;
}

export interface PeoplePreview {
  /** Set when the file itself cannot be read (no header, a required column missing). */
  error: string | null;
  rows: PersonRow[];
}

export function previewPeople(text: string): PeoplePreview {
  const [header, ...body] = parseCsv(text);
  if (!header) return { error: null, rows: [] };
  const names = header.map((cell) => cell.trim().toLowerCase());
  const missing = REQUIRED.filter((column) => !names.includes(column));
  if (missing.length > 0) return { error: `The first row must name the columns; missing: ${missing.join(', ')}.`, rows: [] };
  const seen = new Set<string>();
  const rows = body.map((cells, index): PersonRow => {
    const cell = (column: string) => (cells[names.indexOf(column)] ?? '').trim();
    const person: UserRequest = {
      username: cell('username'),
      email: cell('email'),
      first_name: cell('first_name'),
      last_name: cell('last_name'),
      user_type: cell('user_type') as UserType,
      phone_number: cell('phone_number') || null,
    };
    const empty = REQUIRED.filter((column) => !cell(column));
    let problem: string | null = null;
    if (empty.length > 0) problem = `Missing ${empty.join(', ')}.`;
    else if (!isEmail(person.email)) problem = 'Enter a valid e-mail address.';
    else if (!USER_TYPES.includes(person.user_type)) problem = `The type must be one of ${USER_TYPES.join(', ')}.`;
    else if (seen.has(person.username.toLowerCase()) || seen.has(person.email.toLowerCase()))
      problem = 'The username or e-mail is already in an earlier row.';
    seen.add(person.username.toLowerCase());
    seen.add(person.email.toLowerCase());
    return { line: index + 2, cells, person, problem };
  });
  return { error: null, rows };
}

/** Sample rows and columns for the DataTable's stories and tests. */
import { Money } from '../money/money';
import { RelativeTime } from '../relative-time/relative-time';
import type { DataTableColumn } from './data-table';

export interface StudentRow {
  id: string;
  name: string;
  email: string;
  course: string;
  balance: number;
  enrolledAt: string;
}

const FIRST = [
  'Wanjiku',
  'Otieno',
  'Akinyi',
  'Kamau',
  'Njeri',
  'Mwangi',
  'Chebet',
  'Kiprop',
  'Achieng',
  'Mutua',
  'Wambui',
  'Omondi',
];
const LAST = ['Kamau', 'Odhiambo', 'Wanjiru', 'Kariuki', 'Mutiso', 'Cheruiyot', 'Njoroge', 'Onyango', 'Kimani', 'Atieno'];
const COURSES = ['Web Development', 'Data Science', 'Mobile Apps', 'Cloud Computing', 'UI/UX Design', 'Cyber Security'];

export const FIXED_NOW = Date.parse('2026-11-22T12:00:00Z');

/** `count` deterministic students. */
export function makeStudents(count: number): StudentRow[] {
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST[index % FIRST.length] ?? 'Student';
    const last = LAST[(index * 7) % LAST.length] ?? 'Example';
    return {
      id: `s${index + 1}`,
      name: `${first} ${last}`,
      email: `${first}.${last}${index + 1}@example.co.ke`.toLowerCase(),
      course: COURSES[(index * 5) % COURSES.length] ?? 'Web Development',
      balance: ((index * 3797) % 50) * 500,
      enrolledAt: new Date(FIXED_NOW - ((index * 7919) % 40) * 86_400_000 - (index % 23) * 3_600_000).toISOString(),
    };
  });
}

export const studentColumns: DataTableColumn<StudentRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, sortValue: (row) => row.name, isRowHeader: true },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'course', header: 'Course', cell: (row) => row.course, sortable: true, sortValue: (row) => row.course },
  {
    id: 'balance',
    header: 'Balance',
    cell: (row) => <Money amount={row.balance} />,
    sortable: true,
    sortValue: (row) => row.balance,
    align: 'end',
  },
  {
    id: 'enrolled',
    header: 'Enrolled',
    cell: (row) => <RelativeTime value={row.enrolledAt} now={FIXED_NOW} />,
    sortable: true,
    sortValue: (row) => new Date(row.enrolledAt),
  },
];

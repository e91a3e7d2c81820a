/**
 * /dashboard/staff (management): every staff account (admins, teachers, accountants…) with role,
 * contact, status and joining date; searched, filtered by role and status, ordered and paged, all in
 * the URL; exported as CSV with the same filters. Each member opens their page.
 */
import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { User } from '@ujuzi/api';
import { useListUsers } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Badge, ButtonLink, type DataTableColumn, Link } from '@ujuzi/ui';
import { UserPlus } from 'lucide-react';
import { ExportButton, ListPage, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import {
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  STATUS_OPTIONS,
  StaffHeader,
  memberName,
  roleLabel,
  statusLabel,
  statusTone,
} from '../shared';

export const STAFF_LIST_SPEC = {
  filters: {
    user_type: { kind: 'enum', values: STAFF_ROLES },
    is_active: { kind: 'boolean' },
  },
  orderings: ['last_name', 'username', 'user_type', 'last_login', 'date_joined'],
  defaultOrdering: '-date_joined',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const COLUMNS: readonly DataTableColumn<User>[] = [
  {
    id: 'last_name',
    header: 'Name',
    isRowHeader: true,
    sortable: true,
    cell: (row) => (
      <Stack gap="0" minW="10rem">
        <Link href={links.staffMember(row.username)}>{memberName(row)}</Link>
        <Text color="fg.muted" fontSize="sm">
          @{row.username}
        </Text>
      </Stack>
    ),
  },
  { id: 'user_type', header: 'Role', sortable: true, cell: (row) => <Badge tone="info">{roleLabel(row.user_type)}</Badge> },
  {
    id: 'email',
    header: 'Contact',
    cell: (row) => (
      <Stack gap="0">
        <Link href={`mailto:${row.email}`} variant="muted">
          {row.email}
        </Link>
        {row.phone_number ? <Text color="fg.muted">{row.phone_number}</Text> : null}
      </Stack>
    ),
  },
  {
    id: 'is_active',
    header: 'Status',
    cell: (row) => <Badge tone={statusTone(row.is_active)}>{statusLabel(row.is_active)}</Badge>,
  },
  { id: 'joining_date', header: 'Joined', cell: (row) => (row.joining_date ? formatDate(row.joining_date) : '—') },
];

const FILTERS: readonly ListFilter<typeof STAFF_LIST_SPEC.filters>[] = [
  {
    type: 'select',
    name: 'user_type',
    label: 'Role',
    placeholder: 'Any role',
    options: STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] })),
  },
  { type: 'select', name: 'is_active', label: 'Status', placeholder: 'Active and deactivated', options: STATUS_OPTIONS },
];

export function StaffPage() {
  const list = useListState(STAFF_LIST_SPEC);
  const query = useListUsers({ ...list.params, staff: true }, { query: { placeholderData: keepPreviousData } });
  const addStaff = (
    <ButtonLink href={links.newStaff()}>
      <UserPlus aria-hidden="true" /> Add staff
    </ButtonLink>
  );
  const { user_type, is_active } = list.state.filters;
  return (
    <ListPage
      header={
        <StaffHeader
          isIndex
          title="Staff"
          description="Everyone who teaches or runs the school: their roles, contacts and whether their account is active."
          actions={
            <>
              <ExportButton
                label="Export CSV"
                request={{
                  path: '/accounts/export/',
                  query: { staff: true, user_type, is_active, search: list.state.search || undefined },
                  fallbackFilename: 'ujuzi-staff.csv',
                }}
              />
              {addStaff}
            </>
          }
        />
      }
      list={list}
      query={query}
      label="Staff"
      noun={{ one: 'staff member', many: 'staff members' }}
      columns={COLUMNS}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => memberName(row)}
      search={{ label: 'Search staff', placeholder: 'Name, username, e-mail, phone' }}
      filters={FILTERS}
      empty={{ title: 'No staff yet', description: 'Add the school’s teachers and administrators.', action: addStaff }}
    />
  );
}

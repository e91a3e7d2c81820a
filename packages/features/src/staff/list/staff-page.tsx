/**
 * /dashboard/staff (management): every staff account (admins, teachers, accountants…) with role,
 * contact, status and joining date; searched, filtered by role and status, ordered and paged, all in
 * the URL; exported as CSV with the same filters. Each member opens their page.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { User } from '@ujuzi/api';
import { useListUsers } from '@ujuzi/api/hooks';
import { listUsersList } from '@ujuzi/api/list-params';
import { Badge, ButtonLink, Link } from '@ujuzi/ui';
import { UserPlus } from 'lucide-react';
import { ExportButton, ListPage, columnsOf, links, useList } from '../../infra/kit';
import { STAFF_ROLES, STAFF_ROLE_LABELS, STATUS_OPTIONS, StaffHeader, memberName, roleLabel } from '../shared';

/** The contract's users list, its role filter narrowed to the staff types (the operation's `staff` answers only those). */
const STAFF_LIST = {
  ...listUsersList,
  filters: { ...listUsersList.filters, user_type: { kind: 'enum', values: STAFF_ROLES } },
} as const;

const column = columnsOf<User>();
const COLUMNS = [
  column.text(
    'last_name',
    'Name',
    (row) => (
      <Stack gap="0" minW="10rem">
        <Link href={links.staffMember(row.username)}>{memberName(row)}</Link>
        <Text color="fg.muted" fontSize="sm">
          @{row.username}
        </Text>
      </Stack>
    ),
    { isRowHeader: true },
  ),
  column.text('user_type', 'Role', (row) => <Badge tone="info">{roleLabel(row.user_type)}</Badge>),
  column.text('email', 'Contact', (row) => (
    <Stack gap="0">
      <Link href={`mailto:${row.email}`} variant="muted">
        {row.email}
      </Link>
      {row.phone_number ? <Text color="fg.muted">{row.phone_number}</Text> : null}
    </Stack>
  )),
  column.flag('is_active', 'Status', 'Active', 'Deactivated'),
  column.date('joining_date', 'Joined'),
];

export function StaffPage() {
  const list = useList(STAFF_LIST);
  const query = useListUsers({ ...list.params, staff: true }, list.options);
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
      getRowLabel={memberName}
      search={{ label: 'Search staff', placeholder: 'Name, username, e-mail, phone' }}
      filters={[
        { type: 'enum', name: 'user_type', label: 'Role', labels: STAFF_ROLE_LABELS },
        { type: 'select', name: 'is_active', label: 'Status', placeholder: 'Active and deactivated', options: STATUS_OPTIONS },
      ]}
      empty={{ title: 'No staff yet', description: 'Add the school’s teachers and administrators.', action: addStaff }}
    />
  );
}

/**
 * /dashboard/parents (staff): the parent and guardian accounts, each opening the parent's page with their
 * children, where management links and unlinks them.
 */
import type { User } from '@ujuzi/api';
import { useListParentUsers } from '@ujuzi/api/hooks';
import { listParentUsersList } from '@ujuzi/api/list-params';
import { displayName } from '@ujuzi/domain';
import { ButtonLink } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
import { ParentsHeader } from '../shared';

const column = columnsOf<User>();
const COLUMNS = [
  column.link('last_name', 'Parent', (row) => links.parent(row.id), displayName, { sub: (row) => `@${row.username}` }),
  column.text('email', 'E-mail'),
  column.text('phone_number', 'Phone'),
  column.flag('is_active', 'Account', 'Active', 'Deactivated'),
  column.date('date_joined', 'Joined'),
];

export function ParentsPage() {
  const list = useList(listParentUsersList);
  const query = useListParentUsers(...list.request);
  return (
    <ListPage
      header={
        <ParentsHeader
          title="Parents"
          isIndex
          description="Parent and guardian accounts. Open one to see, link or unlink their children."
        />
      }
      list={list}
      query={query}
      label="Parents"
      noun={{ one: 'parent', many: 'parents' }}
      columns={COLUMNS}
      getRowLabel={(row) => displayName(row)}
      search={{ label: 'Search parents', placeholder: 'Name, username or e-mail' }}
      filters={[
        { type: 'boolean', name: 'is_active', label: 'Account', placeholder: 'Any account', yes: 'Active', no: 'Deactivated' },
      ]}
      empty={{
        title: 'No parent accounts yet',
        description: 'Parents register themselves; link each to their child from the student’s page.',
        action: (
          <ButtonLink href={links.students()} variant="outline">
            Go to students
          </ButtonLink>
        ),
      }}
    />
  );
}

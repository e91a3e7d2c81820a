/**
 * /dashboard/attendance/mine?child=&month= (students and parents): a student's own month; a parent
 * picks one of their children (their own only: the list comes from their links) and sees that month.
 */
import { HStack } from '@chakra-ui/react';
import type { ParentChild } from '@ujuzi/api';
import { useListMyChildren } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { ButtonLink } from '@ujuzi/ui';
import { QueryState, links, useSearchParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AttendanceHeader, MonthView, monthParam, nairobiToday } from '../shared';

function ChildrenMonths({ children, child, month }: { children: readonly ParentChild[]; child: number | null; month: string }) {
  const shown = children.find((entry) => entry.student.id === child) ?? children[0];
  if (!shown) return null;
  const name = displayName(shown.student);
  return (
    <>
      <HStack as="nav" aria-label="Children" gap="2" wrap="wrap" mb="4">
        {children.map((entry) => (
          <ButtonLink
            key={entry.student.id}
            size="sm"
            variant={entry.student.id === shown.student.id ? 'solid' : 'outline'}
            href={links.myAttendance({ child: entry.student.id, month })}
          >
            {displayName(entry.student)}
          </ButtonLink>
        ))}
      </HStack>
      <MonthView
        key={shown.student.id}
        student={shown.student.id}
        month={month}
        name={name}
        monthHref={(other) => links.myAttendance({ child: shown.student.id, month: other })}
      />
    </>
  );
}

export function MyAttendancePage() {
  const { user } = useSession();
  const [search] = useSearchParams();
  const month = monthParam(search.get('month'), nairobiToday());
  const parent = user?.user_type === 'parent';
  const children = useListMyChildren({ query: { enabled: parent } });
  const child = Number(search.get('child')) || null;
  return (
    <>
      <AttendanceHeader
        title={parent ? 'Children’s attendance' : 'My attendance'}
        description={parent ? 'Each child’s school days, month by month.' : 'Your school days, month by month.'}
      />
      {parent ? (
        <QueryState
          query={children}
          noun="your children"
          empty={{ title: 'No children linked', description: 'Ask the school to link your children to your account.' }}
        >
          {(list) => <ChildrenMonths children={list} child={child} month={month} />}
        </QueryState>
      ) : user ? (
        <MonthView student={user.id} month={month} monthHref={(other) => links.myAttendance({ month: other })} />
      ) : null}
    </>
  );
}

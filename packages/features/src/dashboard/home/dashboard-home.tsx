/** /dashboard: one URL for every role (client spec §2); the home shown depends on the user's type. */
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { SessionUser } from '@ujuzi/api';
import { displayName } from '@ujuzi/domain';
import type { ReactNode } from 'react';
import { useSession } from '../../session/session-context';
import { AccountantHome } from './accountant-home';
import { ManagementHome, QuickActions } from './management-home';
import { ParentHome } from './parent-home';
import { StudentHome } from './student-home';
import { TeacherHome } from './teacher-home';

const INTRO: Readonly<Record<string, string>> = {
  super_admin: 'The whole school at a glance: people, system health and what needs you.',
  admin: 'The school at a glance: people, system health and what needs you.',
  teacher: 'Your courses, the work waiting for grades and what is coming up.',
  student: 'Pick up where you left off.',
  parent: "Your children's courses and fees.",
  accountant: 'Fee collection and what is overdue.',
  staff: 'Where to go next.',
};

function HomeFor({ user }: { user: SessionUser }): ReactNode {
  switch (user.user_type) {
    case 'super_admin':
    case 'admin':
      return <ManagementHome user={user} />;
    case 'teacher':
      return <TeacherHome />;
    case 'parent':
      return <ParentHome />;
    case 'accountant':
      return <AccountantHome />;
    case 'student':
      return <StudentHome />;
    default:
      return <QuickActions user={user} />;
  }
}

export function DashboardHome() {
  const { user } = useSession();
  if (!user) return null;
  const first = user.first_name?.trim() || displayName(user);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {`Welcome back, ${first}`}
        </Heading>
        <Text color="fg.muted">{INTRO[user.user_type] ?? INTRO.student}</Text>
      </Stack>
      <HomeFor user={user} />
    </Stack>
  );
}

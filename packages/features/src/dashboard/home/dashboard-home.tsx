/** /dashboard: one URL for every role (client spec §2); the home shown depends on the user's type. */
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { SessionUser } from '@ujuzi/api';
import { displayName } from '@ujuzi/domain';
import type { ReactNode } from 'react';
import { lazyPart } from '../../infra/kit/shared/lazy-part';
import { useSession } from '../../infra/session/session-context';

// Each role's home is a chunk of its own: a student's first visit carries none of the staff homes.
const HOME_HEIGHT = '24rem';
const ManagementHome = lazyPart(() => import('./management-home').then((module) => module.ManagementHome), HOME_HEIGHT);
const QuickActions = lazyPart(() => import('./management-home').then((module) => module.QuickActions), HOME_HEIGHT);
const TeacherHome = lazyPart(() => import('./teacher-home').then((module) => module.TeacherHome), HOME_HEIGHT);
const ParentHome = lazyPart(() => import('./parent-home').then((module) => module.ParentHome), HOME_HEIGHT);
const AccountantHome = lazyPart(() => import('./accountant-home').then((module) => module.AccountantHome), HOME_HEIGHT);
const StudentHome = lazyPart(() => import('./student-home').then((module) => module.StudentHome), HOME_HEIGHT);

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

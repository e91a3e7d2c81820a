/**
 * The super_admin and admin home (client spec §6): system figures and health, recent activity, quick
 * actions and the activation of user accounts.
 */
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser, User } from '@ujuzi/api';
import {
  getListUsersQueryKey,
  useActivateUser,
  useDeactivateUser,
  useGetAdminSystemHealth,
  useGetAdminSystemStats,
  useListRecentCommunicationActivities,
  useListUsers,
} from '@ujuzi/api/hooks';
import { canManage, canOpen, displayName, formatFileSize, isUserType } from '@ujuzi/domain';
import {
  Badge,
  Button,
  Card,
  ErrorState,
  Link,
  ProgressBar,
  SearchInput,
  SkeletonCard,
  StatCard,
  Timeline,
  toast,
  type BadgeTone,
} from '@ujuzi/ui';
import { Activity, UserCheck, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { ROLE_LABELS } from '../../shell/dashboard-shell';
import { QueryCard } from '../../kit/shared/query-card';
import { links } from '../../kit/links';

function SystemFigures() {
  const stats = useGetAdminSystemStats();
  if (stats.isPending)
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {Array.from({ length: 4 }, (_, index) => (
          <SkeletonCard key={index} media={false} lines={1} label="Loading system figures…" />
        ))}
      </SimpleGrid>
    );
  if (stats.isError)
    return (
      <Card>
        <ErrorState
          size="sm"
          title="Could not load system figures"
          message={stats.error.message}
          onRetry={() => void stats.refetch()}
        />
      </Card>
    );
  const figures = stats.data;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard
        label="Total users"
        value={figures.total_users.toLocaleString('en-KE')}
        icon={<Users />}
        help={`${figures.users_by_type.student} students`}
      />
      <StatCard
        label="Active users"
        value={figures.active_users.toLocaleString('en-KE')}
        icon={<UserCheck />}
        help={`${figures.total_users - figures.active_users} deactivated`}
      />
      <StatCard label="New this month" value={(figures.new_users_this_month ?? 0).toLocaleString('en-KE')} icon={<UserPlus />} />
      <StatCard
        label="Signed in today"
        value={(figures.logins_today ?? 0).toLocaleString('en-KE')}
        icon={<Activity />}
        help={`${figures.active_sessions ?? 0} active sessions`}
      />
    </SimpleGrid>
  );
}

const HEALTH_TONE: Record<string, BadgeTone> = {
  healthy: 'success',
  ok: 'success',
  degraded: 'warning',
  unhealthy: 'danger',
  down: 'danger',
};

function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return days > 0 ? `${days}d ${hours}h` : hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

function SystemHealth() {
  const health = useGetAdminSystemHealth();
  const stats = useGetAdminSystemStats();
  return (
    <QueryCard title="System health" query={health} isEmpty={() => false} empty={{ title: 'No health data' }}>
      {(data) => (
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Badge tone={HEALTH_TONE[data.status] ?? 'neutral'} size="md">
              {data.status === 'healthy' ? 'All systems healthy' : data.status === 'degraded' ? 'Degraded' : 'Unhealthy'}
            </Badge>
            {data.uptime_seconds !== undefined ? (
              <Text textStyle="sm" color="fg.muted">
                Up {formatUptime(data.uptime_seconds)}
              </Text>
            ) : null}
          </HStack>
          {data.cpu_percent !== undefined ? <ProgressBar label="CPU" value={data.cpu_percent} size="sm" /> : null}
          {data.memory_percent !== undefined ? <ProgressBar label="Memory" value={data.memory_percent} size="sm" /> : null}
          {data.disk_percent !== undefined ? (
            <ProgressBar label="Disk" value={data.disk_percent} size="sm" tone={data.disk_percent > 85 ? 'danger' : 'brand'} />
          ) : null}
          {data.checks ? (
            <HStack as="ul" listStyle="none" gap="2" wrap="wrap" aria-label="Service checks">
              {Object.entries(data.checks).map(([name, state]) => (
                <li key={name}>
                  <Badge tone={HEALTH_TONE[state] ?? 'neutral'} size="sm">
                    {`${name}: ${state}`}
                  </Badge>
                </li>
              ))}
            </HStack>
          ) : null}
          {stats.data?.storage_used_bytes !== undefined ? (
            <Text textStyle="sm" color="fg.muted">
              Documents use {formatFileSize(stats.data.storage_used_bytes)}
              {data.version ? ` · version ${data.version}` : ''}
            </Text>
          ) : null}
        </Stack>
      )}
    </QueryCard>
  );
}

function RecentActivity() {
  const activity = useListRecentCommunicationActivities({ limit: 6 });
  return (
    <QueryCard
      title="Recent activity"
      query={activity}
      empty={{ title: 'No recent activity', description: 'Announcements, messages and inquiries show here.' }}
      actions={
        <Link href={links.announcements()} variant="plain">
          Communications
        </Link>
      }
    >
      {(items) => (
        <Timeline
          label="Recent activity"
          events={items.map((item) => ({
            id: item.id,
            title: item.title,
            description: item.description || (item.actor ? `By ${displayName(item.actor)}` : undefined),
            time: item.created_at,
            tone: item.activity_type === 'contact_submission' ? 'warning' : 'neutral',
          }))}
        />
      )}
    </QueryCard>
  );
}

const QUICK_ACTIONS: readonly { label: string; href: string }[] = [
  { label: 'Add a student', href: links.newStudent() },
  { label: 'Add staff', href: links.newStaff() },
  { label: 'Create a course', href: links.newCourse() },
  { label: 'Post an announcement', href: links.announcements() },
  { label: 'Pending certificates', href: links.pendingCertificates() },
  { label: 'Fee collection', href: links.feeCollection() },
  { label: 'Write a newsletter', href: links.newNewsletter() },
  { label: 'Contact inquiries', href: links.inquiries() },
];

/** Links to the tasks admins do most, only those their role may open (the route table decides). */
export function QuickActions({ user }: { user: SessionUser }) {
  const allowed = QUICK_ACTIONS.filter((action) => canOpen(action.href, user));
  return (
    <Card title="Quick actions" headingLevel={2} fullHeight>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2 }} gap="2">
        {allowed.map((action) => (
          <li key={action.href}>
            <Link href={action.href} variant="plain">
              {action.label}
            </Link>
          </li>
        ))}
      </SimpleGrid>
    </Card>
  );
}

export const ACTIVATION_MESSAGES = {
  activated: (name: string) => `${name} can sign in again`,
  deactivated: (name: string) => `${name} has been deactivated`,
} as const;

/** §6: admins activate and deactivate users they may manage (a strictly higher level). */
function UserActivation({ user }: { user: SessionUser }) {
  const [search, setSearch] = useState('');
  const params = { ordering: '-date_joined', page_size: 6, ...(search ? { search } : {}) };
  const users = useListUsers(params);
  const queryClient = useQueryClient();
  const settle = () => void queryClient.invalidateQueries({ queryKey: getListUsersQueryKey().slice(0, 1) });
  const onError = (error: Error) => void toast.error(error.message);
  const activate = useActivateUser({
    mutation: {
      onSuccess: (target: User) => void toast.success(ACTIVATION_MESSAGES.activated(displayName(target))),
      onError,
      onSettled: settle,
    },
  });
  const deactivate = useDeactivateUser({
    mutation: {
      onSuccess: (target: User) => void toast.success(ACTIVATION_MESSAGES.deactivated(displayName(target))),
      onError,
      onSettled: settle,
    },
  });
  const manages = (target: User) =>
    target.id !== user.id &&
    isUserType(user.user_type) &&
    isUserType(target.user_type) &&
    canManage(user.user_type, target.user_type);
  return (
    <QueryCard
      title="User accounts"
      description="Newest first. Deactivated users cannot sign in."
      query={users}
      isEmpty={(page) => page.results.length === 0}
      empty={{ title: search ? 'No users match your search' : 'No users yet' }}
      toolbar={<SearchInput label="Search users" placeholder="Search users…" value={search} onSearch={setSearch} size="sm" />}
      actions={
        canOpen(links.students(), user) ? (
          <Link href={links.students()} variant="plain">
            Students
          </Link>
        ) : undefined
      }
    >
      {(page) => (
        <Stack as="ul" listStyle="none" gap="0">
          {page.results.map((target) => {
            const name = displayName(target);
            const busy =
              (activate.isPending && activate.variables.id === target.id) ||
              (deactivate.isPending && deactivate.variables.id === target.id);
            return (
              <HStack
                as="li"
                key={target.id}
                justify="space-between"
                gap="3"
                py="2.5"
                borderBottomWidth="1px"
                borderColor="border.muted"
                wrap="wrap"
              >
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="medium" truncate>
                    {name}
                  </Text>
                  <HStack gap="2">
                    <Text textStyle="xs" color="fg.muted">
                      {ROLE_LABELS[target.user_type] ?? target.user_type} · {target.username}
                    </Text>
                    <Badge size="xs" tone={target.is_active ? 'success' : 'neutral'}>
                      {target.is_active ? 'Active' : 'Deactivated'}
                    </Badge>
                  </HStack>
                </Stack>
                {manages(target) ? (
                  target.is_active ? (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={busy}
                      onClick={() => deactivate.mutate({ id: target.id })}
                      aria-label={`Deactivate ${name}`}
                    >
                      Deactivate
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="subtle"
                      loading={busy}
                      onClick={() => activate.mutate({ id: target.id })}
                      aria-label={`Activate ${name}`}
                    >
                      Activate
                    </Button>
                  )
                ) : null}
              </HStack>
            );
          })}
        </Stack>
      )}
    </QueryCard>
  );
}

export function ManagementHome({ user }: { user: SessionUser }) {
  return (
    <Stack gap="6">
      <SystemFigures />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <SystemHealth />
        <QuickActions user={user} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <UserActivation user={user} />
        <RecentActivity />
      </SimpleGrid>
    </Stack>
  );
}

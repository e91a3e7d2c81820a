/**
 * The super_admin and admin home (client spec §6): system figures and health, recent activity, quick
 * actions and the activation of user accounts.
 */
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SessionUser } from '@ujuzi/api';
import { useGetAdminSystemHealth, useGetAdminSystemStats, useListRecentCommunicationActivities } from '@ujuzi/api/hooks';
import { canOpen, displayName, formatFileSize } from '@ujuzi/domain';
import { Badge, Card, ErrorState, Link, ProgressBar, SkeletonCard, StatCard, Timeline, type BadgeTone } from '@ujuzi/ui';
import { Activity, UserCheck, UserPlus, Users } from 'lucide-react';
import { QueryCard } from '../../infra/kit/shared/query-card';
import { links } from '../../infra/kit/links';
import { UserActivation } from './user-activation';
import { AttendanceSummaryCard } from './attendance-summary';

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
      <AttendanceSummaryCard />
    </Stack>
  );
}

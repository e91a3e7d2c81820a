/**
 * The contact dashboard (/dashboard/contact): the inquiries' totals, their split by status, category
 * and priority, response times, and the latest inquiries, from getContactDashboard and getContactStats.
 * Every figure that is a set of inquiries links to the inquiries list filtered to exactly that set.
 */
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ContactDashboard, ContactStats } from '@ujuzi/api';
import { useGetContactDashboard, useGetContactSettings, useGetContactStats } from '@ujuzi/api/hooks';
import { can } from '@ujuzi/domain';
import {
  BarChart,
  Card,
  DonutChart,
  EmptyState,
  ErrorState,
  Link,
  SkeletonCard,
  SkeletonText,
  StatCard,
  trendOfChange,
} from '@ujuzi/ui';
import { Clock, Inbox, MessageSquareWarning, UserCheck } from 'lucide-react';
import { useChartLinks } from '../../infra/kit/charts';
import { useSession } from '../../infra/session/session-context';
import { ContactHeader, INQUIRY_PRIORITIES, INQUIRY_PRIORITY_LABELS, INQUIRY_STATUSES, INQUIRY_STATUS_LABELS } from '../shared';
import { links } from '../../infra/kit/links';
import { RecentInquiries } from './recent-inquiries';
import { WeeklyTrend } from './weekly-trend';

const STATUS_COLORS = { new: 'info.solid', in_progress: 'accent.solid', resolved: 'success.solid', closed: 'fg.subtle' } as const;

/** Hours as people say them: '45 min', '5.5 hours', '2.3 days'. */
export function formatResponseTime(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) {
    const rounded = Math.round(hours * 10) / 10;
    return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
  }
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

/** The first day of this month, as the list's `created_after` filter takes it. */
export const firstOfMonth = (now: Date = new Date()): string => `${now.toISOString().slice(0, 7)}-01`;

export { recentWeeks, type Week } from './weekly-trend';

function Figures({ overview, stats }: { overview: ContactDashboard; stats: ContactStats }) {
  const thisMonth = stats.inquiries_this_month ?? 0;
  const responseHours = stats.average_response_time_hours;
  return (
    <SimpleGrid as="section" aria-label="Inquiry figures" columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <StatCard
        label="Inquiries this month"
        value={thisMonth.toLocaleString('en-KE')}
        href={links.inquiries({ created_after: firstOfMonth() })}
        icon={<Inbox />}
        trend={trendOfChange(thisMonth, stats.inquiries_last_month ?? 0, { label: 'vs last month' })}
        help={`${overview.total_inquiries.toLocaleString('en-KE')} in all`}
      />
      <StatCard
        label="New inquiries"
        value={overview.new_inquiries.toLocaleString('en-KE')}
        href={links.inquiries({ status: 'new' })}
        icon={<MessageSquareWarning />}
        help={`${overview.open_inquiries.toLocaleString('en-KE')} open with those in progress`}
      />
      <StatCard
        label="Assigned to me"
        value={(overview.assigned_to_me ?? 0).toLocaleString('en-KE')}
        icon={<UserCheck />}
        help={`Still open; ${(overview.urgent_inquiries ?? 0).toLocaleString('en-KE')} urgent among all open`}
      />
      <StatCard
        label="Average first response"
        value={responseHours === null || responseHours === undefined ? 'No replies yet' : formatResponseTime(responseHours)}
        icon={<Clock />}
        help={`${stats.resolution_rate ?? 0}% resolved or closed`}
      />
    </SimpleGrid>
  );
}

function ByStatus({ stats }: { stats: ContactStats }) {
  const chartLinks = useChartLinks((_, index) => links.inquiries({ status: INQUIRY_STATUSES[index] }));
  return (
    <Card title="By status" headingLevel={2} fullHeight>
      <DonutChart
        title="Inquiries by status"
        showTitle={false}
        categoryLabel="Status"
        centerLabel="Inquiries"
        segments={INQUIRY_STATUSES.map((status) => ({
          id: status,
          label: INQUIRY_STATUS_LABELS[status],
          value: stats.by_status[status],
          color: STATUS_COLORS[status],
        }))}
        {...chartLinks}
      />
    </Card>
  );
}

function ByCategory({ stats }: { stats: ContactStats }) {
  const rows = stats.by_category ?? [];
  const chartLinks = useChartLinks((_, index) => {
    const id = rows[index]?.category_id;
    // Inquiries without a category have no filter of their own.
    return id === null || id === undefined ? undefined : links.inquiries({ category: id });
  });
  return (
    <Card title="By category" headingLevel={2} fullHeight>
      <BarChart
        title="Inquiries by category"
        showTitle={false}
        categoryLabel="Category"
        horizontal
        height={Math.max(160, rows.length * 44)}
        categories={rows.map((row) => row.category_name)}
        series={[{ id: 'count', label: 'Inquiries', values: rows.map((row) => row.count) }]}
        {...chartLinks}
      />
    </Card>
  );
}

function ByPriority({ stats }: { stats: ContactStats }) {
  const chartLinks = useChartLinks((_, index) => links.inquiries({ priority: INQUIRY_PRIORITIES[index] }));
  return (
    <Card title="By priority" headingLevel={2} fullHeight>
      <BarChart
        title="Inquiries by priority"
        showTitle={false}
        categoryLabel="Priority"
        height={200}
        categories={INQUIRY_PRIORITIES.map((priority) => INQUIRY_PRIORITY_LABELS[priority])}
        series={[{ id: 'count', label: 'Inquiries', values: INQUIRY_PRIORITIES.map((priority) => stats.by_priority[priority]) }]}
        {...chartLinks}
      />
    </Card>
  );
}

function HelpCentre({ overview, stats }: { overview: ContactDashboard; stats: ContactStats }) {
  const { user } = useSession();
  const managesSettings = can(user, 'contactSettings.edit');
  const settings = useGetContactSettings({ query: { enabled: managesSettings } });
  const target = settings.data?.response_time_hours;
  const helpful = stats.faq_helpful_votes ?? 0;
  const notHelpful = stats.faq_not_helpful_votes ?? 0;
  return (
    <Card title="Help centre" headingLevel={2} fullHeight>
      <Stack as="dl" gap="3" textStyle="sm">
        <HStack justify="space-between" gap="3">
          <Text as="dt" color="fg.muted">
            <Link href={links.faqs()} variant="plain">
              FAQs
            </Link>
          </Text>
          <Text as="dd" fontWeight="medium">
            {(overview.total_faqs ?? stats.total_faqs ?? 0).toLocaleString('en-KE')}
          </Text>
        </HStack>
        <HStack justify="space-between" gap="3">
          <Text as="dt" color="fg.muted">
            FAQ votes
          </Text>
          <Text as="dd" fontWeight="medium">
            {`${helpful.toLocaleString('en-KE')} helpful, ${notHelpful.toLocaleString('en-KE')} not`}
          </Text>
        </HStack>
        {can(user, 'category.manage') ? (
          <HStack justify="space-between" gap="3">
            <Text as="dt" color="fg.muted">
              <Link href={links.contactCategories()} variant="plain">
                Categories
              </Link>
            </Text>
            <Text as="dd" fontWeight="medium">
              {(overview.total_categories ?? 0).toLocaleString('en-KE')}
            </Text>
          </HStack>
        ) : null}
        {managesSettings && target !== undefined ? (
          <HStack justify="space-between" gap="3">
            <Text as="dt" color="fg.muted">
              Response target
            </Text>
            <Text as="dd" fontWeight="medium">
              {formatResponseTime(target)}
            </Text>
          </HStack>
        ) : null}
      </Stack>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <Stack gap="6" aria-busy="true">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {Array.from({ length: 4 }, (_, index) => (
          <SkeletonCard key={index} media={false} lines={1} label="Loading inquiry figures…" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Card>
          <SkeletonText lines={6} label="Loading inquiries by status…" />
        </Card>
        <Card>
          <SkeletonText lines={6} label="Loading recent inquiries…" />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export function ContactDashboardPage() {
  const overview = useGetContactDashboard();
  const stats = useGetContactStats();
  const failed = overview.isError ? overview : stats.isError ? stats : null;
  let body;
  if (failed) {
    body = (
      <Card>
        <ErrorState
          headingLevel="h2"
          title="Could not load the contact dashboard"
          message={failed.error?.message}
          retrying={overview.isFetching || stats.isFetching}
          onRetry={() => {
            if (overview.isError) void overview.refetch();
            if (stats.isError) void stats.refetch();
          }}
        />
      </Card>
    );
  } else if (!overview.data || !stats.data) {
    body = <DashboardSkeleton />;
  } else if (overview.data.total_inquiries === 0) {
    body = (
      <Stack gap="6">
        <Card>
          <EmptyState
            headingLevel="h2"
            title="No inquiries yet"
            description="Questions sent through the public contact form land here. Answering the common ones in the FAQs helps visitors before they write."
            action={
              <HStack gap="3" wrap="wrap" justify="center">
                <Link href={links.faqs()} variant="plain">
                  Write FAQs
                </Link>
                <Link href="/contact" variant="plain">
                  See the contact form
                </Link>
              </HStack>
            }
          />
        </Card>
        <HelpCentre overview={overview.data} stats={stats.data} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="6">
        <Figures overview={overview.data} stats={stats.data} />
        <WeeklyTrend />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="stretch">
          <ByStatus stats={stats.data} />
          <ByCategory stats={stats.data} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="stretch">
          <Stack gridColumn={{ lg: 'span 2' }}>
            <RecentInquiries inquiries={overview.data.recent_inquiries} />
          </Stack>
          <Stack gap="6">
            <ByPriority stats={stats.data} />
            <HelpCentre overview={overview.data} stats={stats.data} />
          </Stack>
        </SimpleGrid>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <ContactHeader
        title="Contact management"
        description="Inquiries from the contact form, how fast they are answered, and the help centre."
      />
      {body}
    </Stack>
  );
}

/**
 * The school's communication figures for an admin (communication/stats), with the admin's own counters
 * (communication/dashboard, notifications/stats): each figure links to the list it counts.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useGetCommunicationDashboard, useGetCommunicationStats, useGetNotificationStats } from '@ujuzi/api/hooks';
import { StatCard } from '@ujuzi/ui';
import { QueryState, links } from '../../infra/kit';

const count = new Intl.NumberFormat('en-KE');

export function BroadcastFigures() {
  const stats = useGetCommunicationStats();
  const mine = useGetNotificationStats();
  const overview = useGetCommunicationDashboard();
  return (
    <QueryState query={stats} noun="communication figures" loadingLines={2} size="sm">
      {(school) => (
        <SimpleGrid as="section" aria-label="Communication figures" columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          <StatCard
            label="Notifications sent"
            value={count.format(school.total_notifications)}
            help={`${count.format(school.unread_notifications ?? 0)} not yet read`}
          />
          <StatCard
            label="My unread notifications"
            value={count.format(mine.data?.unread ?? overview.data?.unread_notifications ?? 0)}
            help={mine.data ? `${count.format(mine.data.total)} in all` : undefined}
            href={links.notifications()}
          />
          <StatCard
            label="E-mails sent"
            value={count.format(school.total_emails_sent)}
            help={`${school.email_delivery_rate ?? 0}% delivered`}
            href={links.emailLogs()}
          />
          <StatCard
            label="E-mails failed or bounced"
            value={count.format(school.failed_emails ?? 0)}
            href={links.emailLogs({ status: 'failed' })}
          />
          <StatCard
            label="Active e-mail templates"
            value={count.format(school.active_email_templates ?? 0)}
            href={links.emailTemplates()}
          />
          <StatCard
            label="Announcements published"
            value={count.format(school.published_announcements ?? 0)}
            help={`${count.format(school.total_announcements)} written`}
            href={links.announcements()}
          />
          <StatCard
            label="Messages this week"
            value={count.format(school.messages_this_week ?? 0)}
            help={`${count.format(overview.data?.unread_messages ?? 0)} unread in my inbox`}
            href={links.messages()}
          />
          <StatCard label="Open contact messages" value={count.format(school.open_contact_submissions ?? 0)} />
        </SimpleGrid>
      )}
    </QueryState>
  );
}

/**
 * /dashboard/newsletter (admin, super_admin, teacher): the newsletter overview — subscriber counts by
 * state, campaign counts, the average open and click rates, the recent campaigns with theirs, and links
 * into every newsletter section the viewer may open.
 */
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Newsletter } from '@ujuzi/api';
import { useGetNewsletterDashboardStats } from '@ujuzi/api/hooks';
import { formatDateTime } from '@ujuzi/domain';
import { Badge, ButtonLink, Card, EmptyState, ErrorState, Link, SkeletonCard, StatCard } from '@ujuzi/ui';
import { errorMessage, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_STATUS_TONES,
  NewsletterHeader,
  formatRate,
  isNewsletterManager,
  useNewsletterSections,
} from '../shared';

const subscribersWith = (status: string): string => `${links.subscribers()}?status=${status}`;

function RecentCampaign({ newsletter }: { newsletter: Newsletter }) {
  const sent = newsletter.status === 'sent';
  return (
    <Stack as="li" gap="1" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Link href={links.newsletterPreview(newsletter.id)}>{newsletter.title}</Link>
        <Badge tone={NEWSLETTER_STATUS_TONES[newsletter.status]}>{NEWSLETTER_STATUS_LABELS[newsletter.status]}</Badge>
      </HStack>
      <Text color="fg.muted" textStyle="sm">
        {sent
          ? `Sent ${newsletter.sent_at ? formatDateTime(newsletter.sent_at) : ''} to ${newsletter.recipients_count ?? 0} · opened ${formatRate(newsletter.open_rate)} · clicked ${formatRate(newsletter.click_rate)}`
          : newsletter.status === 'scheduled' && newsletter.scheduled_at
            ? `Scheduled for ${formatDateTime(newsletter.scheduled_at)}`
            : `Created ${formatDateTime(newsletter.created_at)}`}
      </Text>
      {sent ? (
        <Link href={links.newsletterStatistics(newsletter.id)} variant="muted" aria-label={`Statistics of ${newsletter.title}`}>
          Statistics
        </Link>
      ) : null}
    </Stack>
  );
}

export function NewsletterHomePage() {
  const { user } = useSession();
  const manager = isNewsletterManager(user?.user_type);
  const sections = useNewsletterSections().filter((section) => section.href !== links.newsletter());
  const stats = useGetNewsletterDashboardStats();
  const data = stats.data;
  const header = (
    <NewsletterHeader
      title="Newsletter"
      current={links.newsletter()}
      description="Subscribers, campaigns and how readers respond."
      actions={manager ? <ButtonLink href={links.newNewsletter()}>New newsletter</ButtonLink> : null}
    />
  );
  if (stats.isPending)
    return (
      <Stack gap="6">
        {header}
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {[0, 1, 2, 3].map((key) => (
            <SkeletonCard key={key} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  if (stats.isError || !data)
    return (
      <Stack gap="6">
        {header}
        <ErrorState
          title="Could not load the newsletter overview"
          message={errorMessage(stats.error)}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
          headingLevel="h2"
        />
      </Stack>
    );
  const recent = data.recent_newsletters ?? [];
  return (
    <Stack gap="6">
      {header}
      <Stack as="section" aria-labelledby="newsletter-subscribers" gap="3">
        <Heading as="h2" id="newsletter-subscribers" textStyle="lg">
          Subscribers
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <StatCard
            label="Active"
            value={String(data.active_subscribers)}
            help={`of ${data.total_subscribers} in all`}
            href={subscribersWith('active')}
          />
          <StatCard label="Pending confirmation" value={String(data.pending_subscribers)} href={subscribersWith('pending')} />
          <StatCard label="Unsubscribed" value={String(data.unsubscribed_subscribers)} href={subscribersWith('unsubscribed')} />
          <StatCard label="Bounced" value={String(data.bounced_subscribers)} href={subscribersWith('bounced')} />
        </SimpleGrid>
      </Stack>
      <Stack as="section" aria-labelledby="newsletter-campaigns" gap="3">
        <Heading as="h2" id="newsletter-campaigns" textStyle="lg">
          Campaigns
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <StatCard label="Sent" value={String(data.sent_newsletters)} href={`${links.newsletters()}?status=sent`} />
          <StatCard label="Drafts" value={String(data.draft_newsletters)} href={`${links.newsletters()}?status=draft`} />
          <StatCard
            label="Scheduled"
            value={String(data.scheduled_newsletters)}
            href={`${links.newsletters()}?status=scheduled`}
          />
          <StatCard
            label="Average open rate"
            value={formatRate(data.average_open_rate)}
            help={`${formatRate(data.average_click_rate)} average click rate`}
          />
        </SimpleGrid>
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Box gridColumn={{ lg: 'span 2' }}>
          <Card>
            <Stack as="section" aria-labelledby="newsletter-recent" gap="2">
              <Heading as="h2" id="newsletter-recent" textStyle="lg">
                Recent campaigns
              </Heading>
              {recent.length === 0 ? (
                <EmptyState
                  headingLevel="h3"
                  title="No newsletters yet"
                  description={manager ? 'Write the first campaign.' : 'Campaigns written by the admins show here.'}
                  action={manager ? <ButtonLink href={links.newNewsletter()}>New newsletter</ButtonLink> : undefined}
                />
              ) : (
                <Stack as="ul" gap="0" listStyleType="none">
                  {recent.map((newsletter) => (
                    <RecentCampaign key={newsletter.id} newsletter={newsletter} />
                  ))}
                </Stack>
              )}
              <Link href={links.newsletters()}>All newsletters</Link>
            </Stack>
          </Card>
        </Box>
        <Card>
          <Stack as="nav" aria-labelledby="newsletter-sections" gap="2">
            <Heading as="h2" id="newsletter-sections" textStyle="lg">
              Manage
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none">
              {sections.map((section) => (
                <li key={section.href}>
                  <Link href={section.href}>{section.label}</Link>
                </li>
              ))}
            </Stack>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

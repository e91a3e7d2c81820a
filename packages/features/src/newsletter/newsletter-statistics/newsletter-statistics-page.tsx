/**
 * /dashboard/newsletter/newsletters/:id/statistics (admin, super_admin, teacher): how a campaign did —
 * recipients, sent, delivered, opened, clicked, bounced and unsubscribed, the open, click and bounce
 * rates (percent, 2 decimals; 0 when nothing was delivered), a chart of the funnel (the kit's charts,
 * whose drawing loads lazily), the most-clicked links, and each recipient's send log.
 */
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Newsletter, NewsletterStatistics } from '@ujuzi/api';
import { useGetNewsletter, useGetNewsletterStatistics } from '@ujuzi/api/hooks';
import { getNewsletterPath } from '@ujuzi/api/path-params';
import { formatDateTime } from '@ujuzi/domain';
import { BarChart, ButtonLink, EmptyState, Link, StatCard } from '@ujuzi/ui';
import { DetailPage, QueryState, links, useRouteParams } from '../../infra/kit';
import { SendLogs } from './send-logs';
import { NEWSLETTERS_CRUMB, NEWSLETTER_STATUS_LABELS, NewsletterHeader, formatRate } from '../shared';

function Numbers({ stats }: { stats: NewsletterStatistics }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <StatCard label="Recipients" value={String(stats.total_recipients)} />
      <StatCard label="Sent" value={String(stats.sent)} help={`${stats.delivered} delivered`} />
      <StatCard
        label="Opened"
        value={String(stats.unique_opens ?? stats.opens)}
        help={`${formatRate(stats.open_rate)} open rate`}
      />
      <StatCard
        label="Clicked"
        value={String(stats.unique_clicks ?? stats.clicks)}
        help={`${formatRate(stats.click_rate)} click rate`}
      />
      <StatCard label="Bounced" value={String(stats.bounces)} help={`${formatRate(stats.bounce_rate)} bounce rate`} />
      <StatCard label="Unsubscribed" value={String(stats.unsubscribes ?? 0)} />
      <StatCard label="Failed" value={String(stats.failed ?? 0)} />
      <StatCard label="All opens" value={String(stats.opens)} help={`${stats.clicks} clicks in all`} />
    </SimpleGrid>
  );
}

function Statistics({ newsletter, id }: { newsletter: Newsletter; id: number }) {
  const query = useGetNewsletterStatistics(id);
  if (newsletter.status !== 'sent' && newsletter.status !== 'sending')
    return (
      <EmptyState
        headingLevel="h2"
        title="No statistics yet"
        description={`This newsletter is ${NEWSLETTER_STATUS_LABELS[newsletter.status].toLowerCase()}; its numbers show here once it is sent.`}
        action={<ButtonLink href={links.newsletterPreview(id)}>Preview it</ButtonLink>}
      />
    );
  return (
    <QueryState query={query} noun="statistics">
      {(stats) => (
        <Stack gap="6">
          {stats.sent_at ? <Text color="fg.muted">Sent {formatDateTime(stats.sent_at)}.</Text> : null}
          <Numbers stats={stats} />
          <BarChart
            title="Delivery and engagement"
            description="Of the recipients, how many the campaign reached and how they responded."
            categoryLabel="Stage"
            categories={['Sent', 'Delivered', 'Opened', 'Clicked', 'Bounced']}
            series={[
              {
                id: 'readers',
                label: 'Readers',
                values: [
                  stats.sent,
                  stats.delivered,
                  stats.unique_opens ?? stats.opens,
                  stats.unique_clicks ?? stats.clicks,
                  stats.bounces,
                ],
              },
            ]}
          />
          <Stack gap="2">
            <Heading as="h2" textStyle="lg">
              Most-clicked links
            </Heading>
            {stats.top_links && stats.top_links.length > 0 ? (
              <Stack as="ol" gap="1" ps="5" listStyleType="decimal">
                {stats.top_links.map((link) => (
                  <li key={link.url}>
                    <Link href={link.url} external>
                      {link.url}
                    </Link>{' '}
                    <Text as="span" color="fg.muted">
                      ({link.clicks} clicks)
                    </Text>
                  </li>
                ))}
              </Stack>
            ) : (
              <Text color="fg.muted">No link was clicked yet.</Text>
            )}
          </Stack>
          <SendLogs id={id} />
        </Stack>
      )}
    </QueryState>
  );
}

export function NewsletterStatisticsPage() {
  const { id } = useRouteParams(getNewsletterPath);
  const query = useGetNewsletter(id);
  return (
    <DetailPage
      query={query}
      noun="newsletter"
      notFoundAction={<Link href={links.newsletters()}>Back to the newsletters</Link>}
      header={(found) => (
        <NewsletterHeader
          title={found ? `Statistics: ${found.title}` : 'Statistics'}
          current={links.newsletters()}
          trail={[NEWSLETTERS_CRUMB]}
          actions={
            found ? (
              <ButtonLink href={links.newsletterPreview(found.id)} variant="outline">
                Preview
              </ButtonLink>
            ) : null
          }
        />
      )}
      summary={(found) => <Statistics newsletter={found} id={found.id} />}
    />
  );
}

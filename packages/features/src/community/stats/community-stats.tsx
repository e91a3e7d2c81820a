/**
 * The community's figures for moderators (getCommunityStats), on the community home above the
 * moderation queue: topics, replies, articles, comments, members active this week, the share of
 * answered topics and what waits for moderation; each figure opens the list it counts.
 */
import { HStack, Heading, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { useGetCommunityStats } from '@ujuzi/api/hooks';
import { Badge, StatCard } from '@ujuzi/ui';
import { QueryState, links } from '../../infra/kit';

const count = (value: number) => value.toLocaleString('en-KE');

export function CommunityStats() {
  const stats = useGetCommunityStats();
  return (
    <chakra.section aria-labelledby="community-stats-heading">
      <Stack gap="3">
        <Heading as="h2" id="community-stats-heading" textStyle="xl">
          Community at a glance
        </Heading>
        <QueryState query={stats} noun="the community’s figures" size="sm" headingLevel="h3" loadingLines={3}>
          {(data) => (
            <Stack gap="3">
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
                <StatCard
                  label="Topics"
                  value={count(data.total_topics)}
                  help={`${count(data.topics_this_week)} this week`}
                  href={links.community()}
                />
                <StatCard label="Replies" value={count(data.total_replies)} />
                <StatCard label="Articles" value={count(data.total_articles)} href={links.communityArticles()} />
                <StatCard label="Comments" value={count(data.total_comments)} />
                <StatCard
                  label="Members"
                  value={count(data.total_members)}
                  help={`${count(data.active_members_this_week)} active this week`}
                />
                <StatCard
                  label="Answered topics"
                  value={`${data.answered_topics_percentage.toLocaleString('en-KE', { maximumFractionDigits: 1 })}%`}
                  href={`${links.community()}?is_answered=false`}
                  help="Open the unanswered ones"
                />
                <StatCard label="Waiting for moderation" value={count(data.pending_moderation)} help="In the queue below" />
              </SimpleGrid>
              {data.top_tags?.length ? (
                <HStack gap="2" wrap="wrap" aria-label="Most used tags">
                  {data.top_tags.map((tag) => (
                    <Badge key={tag}>#{tag}</Badge>
                  ))}
                </HStack>
              ) : null}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </chakra.section>
  );
}

/**
 * /dashboard/community/members/:id (any role): a member's community profile (community/users/{id}/profile):
 * their bio, reputation and counts, their latest topics and articles (each opening it), and the way to
 * all their topics and their activity. Every author name in the new community screens links here.
 */
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useGetCommunityUserProfile } from '@ujuzi/api/hooks';
import { getCommunityUserProfilePath } from '@ujuzi/api/path-params';
import { displayName, formatDate } from '@ujuzi/domain';
import { Card, EmptyState, Link, StatCard } from '@ujuzi/ui';
import { QueryState, links, useRouteParams } from '../../infra/kit';
import { CommunityHeader } from '../shared/community-header';

const count = new Intl.NumberFormat('en-KE');

function Recent({ title, items, none }: { title: string; items: { id: number; title: string; href: string }[]; none: string }) {
  return (
    <Card>
      <Stack gap="2">
        <Text as="h2" fontWeight="semibold">
          {title}
        </Text>
        {items.length === 0 ? (
          <Text color="fg.muted">{none}</Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={title}>
            {items.map((item) => (
              <li key={item.id}>
                <Link href={item.href}>{item.title}</Link>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export function CommunityMemberPage() {
  const { id } = useRouteParams(getCommunityUserProfilePath);
  const query = useGetCommunityUserProfile(id);
  const name = query.data ? displayName(query.data.user) : 'Member';
  if (query.isError && (query.error as { status?: number }).status === 404)
    return (
      <Stack gap="5">
        <CommunityHeader title="Member" trail={[{ label: 'Activity', href: links.communityActivity() }]} />
        <EmptyState
          headingLevel="h2"
          title="This member does not exist"
          description="Their account may have been removed."
          action={<Link href={links.communityActivity()}>Back to the activity</Link>}
        />
      </Stack>
    );
  return (
    <Stack gap="5">
      <CommunityHeader
        title={name}
        trail={[{ label: 'Activity', href: links.communityActivity() }]}
        section={links.communityActivity()}
        description={query.data ? `Member since ${formatDate(query.data.joined_at)}` : undefined}
      />
      <QueryState query={query} noun="the profile">
        {(profile) => (
          <Stack gap="5">
            {profile.bio ? <Text>{profile.bio}</Text> : null}
            <SimpleGrid as="section" aria-label="Community figures" columns={{ base: 2, md: 4 }} gap="4">
              <StatCard label="Reputation" value={count.format(profile.reputation)} />
              <StatCard
                label="Topics"
                value={count.format(profile.topics_count)}
                href={links.community({ author: profile.user.id })}
              />
              <StatCard
                label="Replies"
                value={count.format(profile.replies_count)}
                help={`${profile.accepted_answers_count} accepted`}
              />
              <StatCard
                label="Articles"
                value={count.format(profile.articles_count)}
                help={`${profile.likes_received} likes received`}
              />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Recent
                title="Latest topics"
                none="No topics yet."
                items={profile.recent_topics.map((topic) => ({
                  id: topic.id,
                  title: topic.title,
                  href: links.topic(topic.slug),
                }))}
              />
              <Recent
                title="Latest articles"
                none="No articles yet."
                items={profile.recent_articles.map((article) => ({
                  id: article.id,
                  title: article.title,
                  href: links.communityArticle(article.slug),
                }))}
              />
            </SimpleGrid>
            <Link href={links.communityActivity({ user: profile.user.id })}>{`Everything ${name} did in the community`}</Link>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

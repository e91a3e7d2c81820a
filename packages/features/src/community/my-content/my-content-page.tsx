/**
 * /dashboard/community/mine (any role): the member's own topics and articles in every status (drafts,
 * waiting for review, rejected with the reason on their page), newest first, with their totals of
 * topics, articles, replies and comments (getMyCommunityContent).
 */
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useGetMyCommunityContent } from '@ujuzi/api/hooks';
import { ButtonLink, StatCard } from '@ujuzi/ui';
import { QueryState, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { ResultList, articlesOf, topicsOf } from '../search/result-list';
import { CommunityHeader } from '../shared';

export function MyContentPage() {
  const { user } = useSession();
  const content = useGetMyCommunityContent();
  const mine = user?.id;
  return (
    <Stack gap="6">
      <CommunityHeader
        title="My content"
        section={links.myCommunityContent()}
        description="Your topics and articles in every status, and how much you have answered and commented."
        actions={<ButtonLink href={links.newTopic()}>New topic</ButtonLink>}
      />
      <QueryState
        query={content}
        noun="your content"
        isEmpty={(data) => data.topics.length + data.articles.length + data.replies_count + data.comments_count === 0}
        empty={{
          title: 'You have not posted yet',
          description: 'Ask a question, share what you learned in an article, or answer someone’s topic.',
          action: <ButtonLink href={links.newTopic()}>Start a topic</ButtonLink>,
        }}
      >
        {(data) => (
          <Stack gap="6">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              <StatCard label="Topics" value={data.topics_count} href={mine ? links.community({ author: mine }) : undefined} />
              <StatCard
                label="Articles"
                value={data.articles_count}
                href={mine ? `${links.communityArticles()}?author=${mine}` : undefined}
              />
              <StatCard label="Replies" value={data.replies_count} />
              <StatCard label="Comments" value={data.comments_count} />
            </SimpleGrid>
            <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="start">
              <ResultList
                id="my-topics"
                title="My latest topics"
                items={topicsOf(data.topics)}
                empty="No topics yet."
                showStatus
              />
              <ResultList
                id="my-articles"
                title="My latest articles"
                items={articlesOf(data.articles)}
                empty="No articles yet."
                showStatus
              />
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

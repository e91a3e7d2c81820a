/**
 * /dashboard/community/categories/:id (any role): one community category, its description and counts,
 * and its approved topics (community/categories/{id}/topics), answered or not, searchable and sorted.
 * Management reaches it from the categories list; an unknown or hidden category says so.
 */
import { HStack, Text } from '@chakra-ui/react';
import { useGetCommunityCategory, useListCommunityCategoryTopics } from '@ujuzi/api/hooks';
import { listCommunityCategoryTopicsList } from '@ujuzi/api/list-params';
import { getCommunityCategoryPath } from '@ujuzi/api/path-params';
import { canOpen, displayName } from '@ujuzi/domain';
import { Badge, ButtonLink, EmptyState, Link, RelativeTime } from '@ujuzi/ui';
import { ListPage, columnsOf, countOf, links, useList, useRouteParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { CommunityHeader } from '../shared/community-header';
import type { Topic } from '../shared/types';

const column = columnsOf<Topic>();
const COLUMNS = [
  column.link('title', 'Topic', (topic) => links.topic(topic.slug), undefined, {
    sub: (topic) => (topic.is_answered ? 'Answered' : 'Not answered yet'),
  }),
  column.entity('author', 'Started by', (topic) => ({
    name: displayName(topic.author),
    href: links.community({ author: topic.author.id }),
  })),
  column.count('replies_count', 'Replies'),
  column.count('votes', 'Votes', { defaultHidden: true }),
  column.text('last_activity_at', 'Last activity', (topic) => (
    <RelativeTime value={topic.last_activity_at ?? topic.created_at} />
  )),
];
const ANSWERED = { type: 'boolean', name: 'is_answered', label: 'Answered', yes: 'Answered', no: 'Unanswered' } as const;

export function CommunityCategoryPage() {
  const { id } = useRouteParams(getCommunityCategoryPath);
  const { user } = useSession();
  const category = useGetCommunityCategory(id);
  const list = useList(listCommunityCategoryTopicsList);
  const query = useListCommunityCategoryTopics(id, ...list.request);
  const manager = canOpen(links.communityCategories(), user);
  const trail = manager ? [{ label: 'Categories', href: links.communityCategories() }] : [];
  const back = <Link href={manager ? links.communityCategories() : links.community()}>Back to the community</Link>;
  if (category.isError && (category.error as { status?: number }).status === 404)
    return (
      <>
        <CommunityHeader title="Category" trail={trail} />
        {/* The kit's EntityNotFound words, without the detail page's tabs in this screen's chunk. */}
        <EmptyState
          headingLevel="h2"
          title="This category does not exist"
          description="It may have been deleted or hidden. The community shows every category there is."
          action={back}
        />
      </>
    );
  const data = category.data;
  const newTopic = <ButtonLink href={links.newTopic()}>New topic</ButtonLink>;
  return (
    <ListPage
      header={
        <CommunityHeader
          title={data?.name ?? 'Category'}
          trail={trail}
          section={manager ? links.communityCategories() : links.community()}
          actions={newTopic}
          description={
            data ? (
              <HStack gap="2" wrap="wrap">
                <Text>{data.description}</Text>
                {data.is_active ? null : <Badge tone="warning">Inactive</Badge>}
                <Text color="fg.muted">
                  {`${countOf(data.topics_count, 'topic', 'topics')} · ${countOf(data.articles_count, 'article', 'articles')}`}
                </Text>
              </HStack>
            ) : undefined
          }
        />
      }
      list={list}
      query={query}
      label={`Topics in ${data?.name ?? 'the category'}`}
      noun={{ one: 'topic', many: 'topics' }}
      columns={COLUMNS}
      search={{ label: 'Search its topics' }}
      filters={[ANSWERED]}
      empty={{ title: 'No topics here yet', description: 'Start the first conversation in this category.', action: newTopic }}
    />
  );
}

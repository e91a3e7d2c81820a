/**
 * /dashboard/community (any role): the forum's topics, pinned first within the chosen order, with
 * category, author, replies, votes and last activity; filter by category and answered state, search,
 * sort; "New topic". Moderators (staff) also see every topic's status and the moderation queue.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useListCommunityCategories, useListCommunityTopics } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Badge, ButtonLink, type DataTableColumn, Link, RelativeTime, Select } from '@ujuzi/ui';
import { EntityLink, ListPage, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { CommunityHeader, TOPIC_STATUS, moderates, type Topic } from '../shared';
import { ModerationQueue } from './moderation-queue';

/** listTopics' parameters (openapi/paths/community/topics.yaml). */
export const TOPICS_LIST_SPEC = {
  filters: {
    category: { kind: 'int' },
    is_answered: { kind: 'boolean' },
    status: { kind: 'enum', values: ['pending', 'approved', 'rejected'] },
    author: { kind: 'int' },
  },
  orderings: ['created_at', 'last_activity_at', 'replies_count', 'votes', 'views_count', 'likes_count'],
  defaultOrdering: '-created_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

/** The orders a reader picks from (the contract's ordering fields). */
export const TOPIC_ORDERS = [
  { value: '-created_at', label: 'Newest' },
  { value: '-last_activity_at', label: 'Recent activity' },
  { value: '-replies_count', label: 'Most replies' },
  { value: '-votes', label: 'Top voted' },
  { value: '-views_count', label: 'Most viewed' },
] as const;

const NOUN = { one: 'topic', many: 'topics' };

function TopicTitle({ topic }: { topic: Topic }) {
  return (
    <Stack gap="1">
      <Link href={links.topic(topic.slug)}>{topic.title}</Link>
      <HStack gap="1" wrap="wrap">
        {topic.is_pinned ? <Badge tone="brand">Pinned</Badge> : null}
        {topic.is_locked ? <Badge>Locked</Badge> : null}
        {topic.is_answered ? <Badge tone="success">Answered</Badge> : null}
        {topic.status !== 'approved' ? (
          <Badge tone={TOPIC_STATUS[topic.status].tone}>{TOPIC_STATUS[topic.status].label}</Badge>
        ) : null}
        <EntityLink href={links.community({ category: topic.category.id })} variant="muted">
          {topic.category.name}
        </EntityLink>
      </HStack>
    </Stack>
  );
}

export function CommunityHomePage() {
  const { user } = useSession();
  const moderator = moderates(user);
  const list = useListState(TOPICS_LIST_SPEC);
  const query = useListCommunityTopics(list.params, { query: { placeholderData: keepPreviousData } });
  const categories = useListCommunityCategories({ page_size: 100 });
  const author = list.state.filters.author;
  const authorName = author === undefined ? null : query.data?.results.find((topic) => topic.author.id === author)?.author;

  const columns: readonly DataTableColumn<Topic>[] = [
    { id: 'title', header: 'Topic', isRowHeader: true, cell: (topic) => <TopicTitle topic={topic} /> },
    {
      id: 'author',
      header: 'Started by',
      cell: (topic) => <EntityLink href={links.community({ author: topic.author.id })}>{displayName(topic.author)}</EntityLink>,
    },
    { id: 'replies_count', header: 'Replies', sortable: true, align: 'end', cell: (topic) => topic.replies_count },
    { id: 'votes', header: 'Votes', sortable: true, align: 'end', defaultHidden: true, cell: (topic) => topic.votes },
    { id: 'views_count', header: 'Views', sortable: true, align: 'end', defaultHidden: true, cell: (topic) => topic.views_count },
    {
      id: 'last_activity_at',
      header: 'Last activity',
      sortable: true,
      cell: (topic) => <RelativeTime value={topic.last_activity_at ?? topic.created_at} />,
    },
  ];

  const filters: ListFilter<(typeof TOPICS_LIST_SPEC)['filters']>[] = [
    {
      type: 'select',
      name: 'category',
      label: 'Category',
      placeholder: 'All categories',
      options: (categories.data?.results ?? []).map((category) => ({ value: String(category.id), label: category.name })),
    },
    {
      type: 'select',
      name: 'is_answered',
      label: 'Answered',
      placeholder: 'Answered or not',
      options: [
        { value: 'false', label: 'Unanswered' },
        { value: 'true', label: 'Answered' },
      ],
    },
    ...(moderator
      ? [
          {
            type: 'select' as const,
            name: 'status' as const,
            label: 'Status',
            placeholder: 'Any status',
            options: (['pending', 'approved', 'rejected'] as const).map((status) => ({
              value: status,
              label: TOPIC_STATUS[status].label,
            })),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="10">
      <ListPage
        header={
          <CommunityHeader
            title="Community"
            section={links.community()}
            description={
              authorName ? (
                <>
                  Topics started by {displayName(authorName)}. <Link href={links.community()}>See everyone’s topics</Link>
                </>
              ) : (
                'Ask questions, share what you learn and help others. Pinned topics come first.'
              )
            }
            actions={<ButtonLink href={links.newTopic()}>New topic</ButtonLink>}
          />
        }
        list={list}
        query={query}
        label="Topics"
        noun={NOUN}
        columns={columns}
        getRowId={(topic) => String(topic.id)}
        getRowLabel={(topic) => topic.title}
        search={{ label: 'Search topics', placeholder: 'Search titles and text' }}
        filters={filters}
        toolbar={
          <Select
            label="Sort by"
            hideLabel
            options={TOPIC_ORDERS}
            value={list.state.ordering ?? TOPICS_LIST_SPEC.defaultOrdering}
            onChange={(value) => list.setOrdering(value)}
          />
        }
        empty={{
          title: 'No topics yet',
          description: 'Start the first discussion: ask a question or share something you learned.',
          action: <ButtonLink href={links.newTopic()}>New topic</ButtonLink>,
        }}
      />
      {moderator ? <ModerationQueue /> : null}
      {!moderator ? (
        <Text textStyle="sm" color="fg.muted">
          New topics are read by a moderator before everyone can see them.
        </Text>
      ) : null}
    </Stack>
  );
}

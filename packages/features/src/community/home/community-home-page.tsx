/**
 * /dashboard/community (any role): the forum's topics, pinned first within the chosen order, with
 * category, author, replies, votes and last activity; filter by category and answered state, search,
 * sort; "New topic". Moderators (staff) also see every topic's status and the moderation queue.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useListCommunityTopics } from '@ujuzi/api/hooks';
import { listCommunityTopicsList } from '@ujuzi/api/list-params';
import { displayName } from '@ujuzi/domain';
import { Badge, ButtonLink, Link, RelativeTime, Select } from '@ujuzi/ui';
import { EntityLink, ListPage, columnsOf, lazyPart, links, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { CommunityHeader, TOPIC_STATUS, TOPIC_STATUS_LABELS, moderates, useCategoryOptions, type Topic } from '../shared';
import { ModerationQueue } from './moderation-queue';

/** The moderators' figures load on their own (stat cards), keeping the home's chunk in budget. */
const CommunityStats = lazyPart(() => import('../stats/community-stats').then((m) => m.CommunityStats), '12rem');

/** The orders a reader picks from (the contract's ordering fields). */
const TOPIC_ORDERS = [
  { value: '-created_at', label: 'Newest' },
  { value: '-last_activity_at', label: 'Recent activity' },
  { value: '-replies_count', label: 'Most replies' },
  { value: '-votes', label: 'Top voted' },
  { value: '-views_count', label: 'Most viewed' },
] as const;

const ANSWERED_OPTIONS = [
  { value: 'false', label: 'Unanswered' },
  { value: 'true', label: 'Answered' },
];

const NOUN = { one: 'topic', many: 'topics' };
const column = columnsOf<Topic>();

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

const COLUMNS = [
  column.text('title', 'Topic', (topic) => <TopicTitle topic={topic} />, { isRowHeader: true }),
  column.entity('author', 'Started by', (topic) => ({
    name: displayName(topic.author),
    href: links.community({ author: topic.author.id }),
  })),
  column.count('replies_count', 'Replies'),
  column.count('votes', 'Votes', { defaultHidden: true }),
  column.count('views_count', 'Views', { defaultHidden: true }),
  column.text('last_activity_at', 'Last activity', (topic) => (
    <RelativeTime value={topic.last_activity_at ?? topic.created_at} />
  )),
];

export function CommunityHomePage() {
  const { user } = useSession();
  const moderator = moderates(user);
  const list = useList(listCommunityTopicsList);
  const query = useListCommunityTopics(...list.request);
  const categoryOptions = useCategoryOptions();
  const author = list.state.filters.author;
  const authorName = author === undefined ? null : query.data?.results.find((topic) => topic.author.id === author)?.author;

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
        columns={COLUMNS}
        search={{ label: 'Search topics', placeholder: 'Search titles and text' }}
        filters={[
          { type: 'select', name: 'category', label: 'Category', placeholder: 'All categories', options: categoryOptions },
          { type: 'select', name: 'is_answered', label: 'Answered', placeholder: 'Answered or not', options: ANSWERED_OPTIONS },
          ...(moderator ? [{ type: 'enum', name: 'status', label: 'Status', labels: TOPIC_STATUS_LABELS } as const] : []),
        ]}
        toolbar={
          <Select
            label="Sort by"
            hideLabel
            options={TOPIC_ORDERS}
            value={list.state.ordering ?? listCommunityTopicsList.defaultOrdering}
            onChange={(value) => list.setOrdering(value)}
          />
        }
        empty={{
          title: 'No topics yet',
          description: 'Start the first discussion: ask a question or share something you learned.',
          action: <ButtonLink href={links.newTopic()}>New topic</ButtonLink>,
        }}
      />
      {moderator ? <CommunityStats /> : null}
      {moderator ? <ModerationQueue /> : null}
      {!moderator ? (
        <Text textStyle="sm" color="fg.muted">
          New topics are read by a moderator before everyone can see them.
        </Text>
      ) : null}
    </Stack>
  );
}

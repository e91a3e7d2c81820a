import { HStack, Stack, Text } from '@chakra-ui/react';
import { useDeleteCommunityTopic, usePartialUpdateCommunityTopic } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Badge, ButtonLink, RelativeTime } from '@ujuzi/ui';
import { ActionButton, DeleteButton, EntityLink, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { CommunityHeader, TOPIC_STATUS, mayChange, moderates, refreshCommunityQueries, type Topic } from '../shared';
import { useTopicAction } from './use-topic-action';

function ModeratorActions({ topic }: { topic: Topic }) {
  const update = usePartialUpdateCommunityTopic();
  const pin = useTopicAction<boolean>(
    topic.slug,
    (is_pinned) => update.mutateAsync({ id: topic.id, data: { is_pinned } }),
    topic.is_pinned ? 'Topic unpinned' : 'Topic pinned',
    topic.is_pinned ? 'Could not unpin the topic' : 'Could not pin the topic',
  );
  const lock = useTopicAction<boolean>(
    topic.slug,
    (is_locked) => update.mutateAsync({ id: topic.id, data: { is_locked } }),
    topic.is_locked ? 'Topic unlocked' : 'Topic locked',
    topic.is_locked ? 'Could not unlock the topic' : 'Could not lock the topic',
  );
  return (
    <>
      <ActionButton
        label={topic.is_pinned ? 'Unpin' : 'Pin'}
        pending={pin.pending}
        confirm={{
          title: `${topic.is_pinned ? 'Unpin' : 'Pin'} ${topic.title}?`,
          message: topic.is_pinned ? 'It takes its place by date again.' : 'It is listed first in the community.',
        }}
        onRun={() => pin.run(!topic.is_pinned)}
      />
      <ActionButton
        label={topic.is_locked ? 'Unlock' : 'Lock'}
        pending={lock.pending}
        confirm={{
          title: `${topic.is_locked ? 'Unlock' : 'Lock'} ${topic.title}?`,
          message: topic.is_locked ? 'Everyone can reply and vote again.' : 'Nobody can reply or vote until it is unlocked.',
        }}
        onRun={() => lock.run(!topic.is_locked)}
      />
    </>
  );
}

function OwnerActions({ topic }: { topic: Topic }) {
  const remove = useDeleteCommunityTopic();
  return (
    <>
      <ButtonLink href={links.topicEdit(topic.slug)} variant="outline">
        Edit
      </ButtonLink>
      <DeleteButton
        title={`Delete ${topic.title}?`}
        message="Its replies, votes and likes are deleted too. This cannot be undone."
        call={() => remove.mutateAsync({ id: topic.id })}
        success="Topic deleted"
        failure="Could not delete the topic"
        refresh={refreshCommunityQueries}
        then={links.community()}
      />
    </>
  );
}

/** The topic's title, badges and author, with the author's and the moderators' actions. */
export function TopicHeader({ topic }: { topic: Topic | undefined }) {
  const { user } = useSession();
  if (!topic) return <CommunityHeader title="Topic" section={links.community()} />;
  const changes = mayChange(user, topic.author.id);
  return (
    <CommunityHeader
      title={topic.title}
      section={links.community()}
      description={
        <Stack gap="2" as="span">
          <HStack gap="2" wrap="wrap" as="span">
            {topic.status !== 'approved' ? (
              <Badge tone={TOPIC_STATUS[topic.status].tone}>{TOPIC_STATUS[topic.status].label}</Badge>
            ) : null}
            {topic.is_pinned ? <Badge tone="brand">Pinned</Badge> : null}
            {topic.is_locked ? <Badge>Locked</Badge> : null}
            {topic.is_answered ? <Badge tone="success">Answered</Badge> : null}
            <EntityLink href={links.community({ category: topic.category.id })}>{topic.category.name}</EntityLink>
          </HStack>
          <Text as="span" textStyle="sm" color="fg.muted">
            Started by <EntityLink href={links.community({ author: topic.author.id })}>{displayName(topic.author)}</EntityLink>{' '}
            <RelativeTime value={topic.created_at} /> · {topic.views_count} views
          </Text>
        </Stack>
      }
      actions={
        changes || moderates(user) ? (
          <HStack gap="2" wrap="wrap">
            {changes ? <OwnerActions topic={topic} /> : null}
            {moderates(user) ? <ModeratorActions topic={topic} /> : null}
          </HStack>
        ) : null
      }
    />
  );
}

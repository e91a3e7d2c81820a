/**
 * /dashboard/community/topics/:slug (any role): the topic (sanitised HTML), its votes and likes, the
 * replies (the accepted answer marked), and the reply box. The author or a moderator edits or deletes
 * it and marks a reply as the answer; moderators pin, lock, approve or reject it (the contract's rules).
 */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import {
  getListCommunityTopicsQueryKey,
  useDeleteCommunityReply,
  useDeleteCommunityTopic,
  useLikeCommunityReply,
  useLikeCommunityTopic,
  useListCommunityTopicReplies,
  useListCommunityTopics,
  useMarkCommunityTopicAnswer,
  usePartialUpdateCommunityTopic,
  useVoteCommunityTopic,
} from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Avatar, Badge, Button, ButtonLink, EmptyState, ErrorState, Link, RelativeTime, SkeletonText } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailPage,
  EntityLink,
  errorMessage,
  lazyPart,
  ProseHtml,
  useEntityAction,
  useRouteParams,
  SLUG_PARAMS,
  links,
} from '../../kit';
import { useSession } from '../../session/session-context';
import {
  CommunityHeader,
  ModerationButtons,
  TOPIC_STATUS,
  mayChange,
  moderates,
  refreshCommunityQueries,
  type Reply,
  type Topic,
} from '../shared';
import { TopicPoll } from './topic-poll';

const ReplyForm = lazyPart(() => import('./reply-form').then((m) => m.ReplyForm), '14rem');
const ReplyEditForm = lazyPart(() => import('./reply-form').then((m) => m.ReplyEditForm), '14rem');

/** One state change of the topic or a reply, toasted, then every community query refreshed. */
function useTopicAction<Vars>(slug: string, call: (vars: Vars) => Promise<unknown>, success: string, failure: string) {
  return useEntityAction<Topic, Vars>({
    queryKey: getListCommunityTopicsQueryKey({ slug }),
    call,
    success,
    failure,
    refresh: refreshCommunityQueries,
  });
}

/** The topic page reads its topic by slug (listCommunityTopics' `slug`); none found is a 404. */
function useTopicBySlug(slug: string) {
  const lookup = useListCommunityTopics({ slug, page_size: 1 });
  const topic = lookup.data?.results[0];
  const missing = lookup.data !== undefined && topic === undefined;
  return {
    data: topic,
    isPending: lookup.isPending,
    isError: lookup.isError || missing,
    error: missing ? { status: 404 } : lookup.error,
    refetch: () => void lookup.refetch(),
  };
}

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
  const navigate = useNavigate();
  const remove = useDeleteCommunityTopic();
  const deleting = useTopicAction<undefined>(
    topic.slug,
    () => remove.mutateAsync({ id: topic.id }).then(() => navigate(links.community())),
    'Topic deleted',
    'Could not delete the topic',
  );
  return (
    <>
      <ButtonLink href={links.topicEdit(topic.slug)} variant="outline">
        Edit
      </ButtonLink>
      <ActionButton
        label="Delete"
        destructive
        pending={deleting.pending}
        confirm={{
          title: `Delete ${topic.title}?`,
          message: 'Its replies, votes and likes are deleted too. This cannot be undone.',
        }}
        onRun={() => deleting.run(undefined)}
      />
    </>
  );
}

function TopicHeader({ topic }: { topic: Topic | undefined }) {
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

function TopicReactions({ topic }: { topic: Topic }) {
  const vote = useVoteCommunityTopic();
  const like = useLikeCommunityTopic();
  const voting = useTopicAction<'up' | 'down'>(
    topic.slug,
    (vote_type) => vote.mutateAsync({ id: topic.id, data: { vote_type } }),
    'Vote recorded',
    'Could not record your vote',
  );
  const liking = useTopicAction<boolean>(
    topic.slug,
    (liked) => like.mutateAsync({ id: topic.id, data: { action: liked ? 'unlike' : 'like' } }),
    topic.is_liked ? 'Like removed' : 'Topic liked',
    'Could not change your like',
  );
  const closed = topic.is_locked || topic.status !== 'approved';
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label="Reactions to the topic">
      <Button
        size="sm"
        variant={topic.user_vote === 'up' ? 'solid' : 'outline'}
        aria-pressed={topic.user_vote === 'up'}
        disabled={closed || voting.pending}
        onClick={() => void voting.run('up')}
      >
        Vote up
      </Button>
      <Text fontWeight="semibold" textAlign="center">
        Score {topic.votes}
      </Text>
      <Button
        size="sm"
        variant={topic.user_vote === 'down' ? 'solid' : 'outline'}
        aria-pressed={topic.user_vote === 'down'}
        disabled={closed || voting.pending}
        onClick={() => void voting.run('down')}
      >
        Vote down
      </Button>
      <Button
        size="sm"
        variant={topic.is_liked ? 'subtle' : 'ghost'}
        aria-pressed={topic.is_liked}
        disabled={liking.pending}
        onClick={() => void liking.run(topic.is_liked)}
      >
        {topic.is_liked ? 'Liked' : 'Like'} · {topic.likes_count}
      </Button>
    </HStack>
  );
}

function ReplyItem({ reply, topic }: { reply: Reply; topic: Topic }) {
  const { user } = useSession();
  const like = useLikeCommunityReply();
  const remove = useDeleteCommunityReply();
  const mark = useMarkCommunityTopicAnswer();
  const who = displayName(reply.author);
  const liking = useTopicAction<boolean>(
    topic.slug,
    (liked) => like.mutateAsync({ id: reply.id, data: { action: liked ? 'unlike' : 'like' } }),
    reply.is_liked ? 'Like removed' : 'Reply liked',
    'Could not change your like',
  );
  const marking = useTopicAction<undefined>(
    topic.slug,
    () => mark.mutateAsync({ id: topic.id, data: { reply_id: reply.id } }),
    `${who}’s reply marked as the answer`,
    'Could not mark the answer',
  );
  const deleting = useTopicAction<undefined>(
    topic.slug,
    () => remove.mutateAsync({ id: reply.id }),
    'Reply deleted',
    'Could not delete the reply',
  );
  const accepted = reply.is_accepted_answer || topic.accepted_reply === reply.id;
  const [editing, setEditing] = useState(false);
  return (
    <Box
      as="li"
      borderWidth={accepted ? '2px' : '1px'}
      borderColor={accepted ? 'success.solid' : 'border'}
      borderRadius="l2"
      p="4"
      ms={reply.parent ? { base: '4', md: '10' } : undefined}
    >
      <chakra.article aria-label={`Reply by ${who}`}>
        <Stack gap="3">
          <HStack gap="3" wrap="wrap">
            <Avatar name={who} src={reply.author.profile_picture} size="sm" decorative />
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="semibold" textStyle="sm">
                <EntityLink href={links.community({ author: reply.author.id })}>{who}</EntityLink>
              </Text>
              <Text textStyle="xs" color="fg.muted">
                <RelativeTime value={reply.created_at} />
                {reply.is_edited ? ' · edited' : ''}
              </Text>
            </Stack>
            {accepted ? <Badge tone="success">Accepted answer</Badge> : null}
          </HStack>
          {editing ? (
            <ReplyEditForm replyId={reply.id} content={reply.content} onDone={() => setEditing(false)} />
          ) : (
            <ProseHtml html={reply.content} />
          )}
          <HStack gap="2" wrap="wrap" display={editing ? 'none' : 'flex'}>
            <Button
              size="sm"
              variant={reply.is_liked ? 'subtle' : 'ghost'}
              aria-pressed={reply.is_liked}
              disabled={liking.pending}
              onClick={() => void liking.run(reply.is_liked)}
            >
              {reply.is_liked ? 'Liked' : 'Like'} · {reply.likes_count}
            </Button>
            {!accepted && mayChange(user, topic.author.id) ? (
              <ActionButton
                label="Mark as answer"
                pending={marking.pending}
                confirm={{
                  title: `Mark ${who}’s reply as the answer?`,
                  message: 'It replaces any earlier answer; its author is told.',
                }}
                onRun={() => marking.run(undefined)}
              />
            ) : null}
            {mayChange(user, reply.author.id) ? (
              <Button size="sm" variant="ghost" onClick={() => setEditing(true)} onFocus={ReplyEditForm.preload}>
                Edit reply
              </Button>
            ) : null}
            {mayChange(user, reply.author.id) ? (
              <ActionButton
                label="Delete reply"
                destructive
                pending={deleting.pending}
                confirm={{ title: `Delete ${who}’s reply?`, message: 'This cannot be undone.' }}
                onRun={() => deleting.run(undefined)}
              />
            ) : null}
          </HStack>
        </Stack>
      </chakra.article>
    </Box>
  );
}

function Replies({ topic }: { topic: Topic }) {
  const replies = useListCommunityTopicReplies(topic.id, { ordering: 'created_at', page_size: 100 });
  const count = replies.data?.count ?? topic.replies_count;
  const open = topic.status === 'approved' && !topic.is_locked;
  return (
    <chakra.section aria-labelledby="replies-heading" borderTopWidth="1px" borderColor="border" pt="6">
      <Stack gap="4">
        <Heading as="h2" id="replies-heading" textStyle="xl">
          Replies ({count})
        </Heading>
        {replies.isPending ? (
          <SkeletonText lines={4} label="Loading replies…" />
        ) : replies.isError ? (
          <ErrorState
            size="sm"
            headingLevel="h3"
            title="Could not load the replies"
            message={errorMessage(replies.error)}
            onRetry={() => void replies.refetch()}
          />
        ) : replies.data.results.length === 0 ? (
          <EmptyState
            size="sm"
            title="No replies yet"
            description={open ? 'Be the first to answer: write your reply below.' : 'Nobody has replied.'}
          />
        ) : (
          <Stack as="ol" listStyleType="none" gap="3" aria-label="Replies">
            {replies.data.results.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} topic={topic} />
            ))}
          </Stack>
        )}
        {open ? (
          <ReplyForm topicId={topic.id} topicTitle={topic.title} />
        ) : (
          <Text color="fg.muted" textStyle="sm">
            {topic.is_locked
              ? 'This topic is locked: it takes no new replies.'
              : 'Replies open once a moderator has approved the topic.'}
          </Text>
        )}
      </Stack>
    </chakra.section>
  );
}

function TopicBody({ topic }: { topic: Topic }) {
  const { user } = useSession();
  const isAuthor = user?.id === topic.author.id;
  return (
    <Stack gap="5">
      {topic.status === 'pending' && moderates(user) ? (
        <Box borderWidth="1px" borderColor="warning.muted" bg="warning.subtle" borderRadius="l2" p="4">
          <Stack gap="3">
            <Text>This topic waits for moderation: only its author and moderators see it.</Text>
            <ModerationButtons contentType="topic" contentId={topic.id} title={topic.title} />
          </Stack>
        </Box>
      ) : topic.status === 'pending' ? (
        <Text role="note" color="fg.muted">
          A moderator reads every new topic before everyone can see it; replies open then.
        </Text>
      ) : null}
      {topic.status === 'rejected' && (isAuthor || moderates(user)) ? (
        <Box borderWidth="1px" borderColor="danger.muted" bg="danger.subtle" borderRadius="l2" p="4" role="note">
          <Text fontWeight="semibold">A moderator rejected this topic.</Text>
          {topic.rejection_reason ? <Text>Reason: {topic.rejection_reason}</Text> : null}
          {isAuthor ? (
            <Text>
              <Link href={links.topicEdit(topic.slug)}>Edit it</Link> to send it for review again.
            </Text>
          ) : null}
        </Box>
      ) : null}
      <ProseHtml html={topic.content} />
      {topic.tags.length ? (
        <HStack gap="1" wrap="wrap" aria-label="Tags">
          {topic.tags.map((tag) => (
            <Badge key={tag}>#{tag}</Badge>
          ))}
        </HStack>
      ) : null}
      {topic.poll ? <TopicPoll topic={topic} poll={topic.poll} /> : null}
      <TopicReactions topic={topic} />
      <Replies topic={topic} />
    </Stack>
  );
}

export function TopicPage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const query = useTopicBySlug(slug);
  return (
    <DetailPage
      query={query}
      noun="topic"
      notFoundAction={<Link href={links.community()}>Back to the community</Link>}
      header={(topic) => <TopicHeader topic={topic} />}
      summary={(topic) => <TopicBody topic={topic} />}
    />
  );
}

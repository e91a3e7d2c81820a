import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import {
  useDeleteCommunityReply,
  useLikeCommunityReply,
  useListCommunityTopicReplies,
  useMarkCommunityTopicAnswer,
} from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Avatar, Badge, Button, EmptyState, ErrorState, RelativeTime, SkeletonText } from '@ujuzi/ui';
import { useState } from 'react';
import { ActionButton, EntityLink, errorMessage, lazyPart, ProseHtml, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { mayChange, type Reply, type Topic } from '../shared';
import { useTopicAction } from './use-topic-action';

const ReplyForm = lazyPart(() => import('./reply-form').then((m) => m.ReplyForm), '14rem');
const ReplyEditForm = lazyPart(() => import('./reply-form').then((m) => m.ReplyEditForm), '14rem');

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

/** The topic's replies, oldest first, and the reply box while the topic is open. */
export function Replies({ topic }: { topic: Topic }) {
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

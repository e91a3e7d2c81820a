/**
 * /dashboard/community/topics/:slug (any role): the topic (sanitised HTML), its votes and likes, the
 * replies (the accepted answer marked), and the reply box. The author or a moderator edits or deletes
 * it and marks a reply as the answer; moderators pin, lock, approve or reject it (the contract's rules).
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useLikeCommunityTopic, useListCommunityTopics, useVoteCommunityTopic } from '@ujuzi/api/hooks';
import { Badge, Button, Link } from '@ujuzi/ui';
import { DetailPage, ProseHtml, useRouteParams, SLUG_PARAMS, links } from '../../infra/kit';
import { BookmarkButton } from '../../infra/kit/shared/community-reactions';
import { useSession } from '../../infra/session/session-context';
import { ModerationButtons, moderates, type Topic } from '../shared';
import { Replies } from './replies';
import { TopicHeader } from './topic-header';
import { TopicPoll } from './topic-poll';
import { useTopicAction } from './use-topic-action';

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
      <BookmarkButton kind="topic" id={topic.id} bookmarked={topic.is_bookmarked} />
    </HStack>
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

/**
 * An article's comments (listCommunityArticleComments), oldest first, answers under the comment they
 * answer (the contract nests one level). A signed-in reader of a published article comments, answers,
 * likes a comment (likeCommunityComment); the author of a comment or a moderator changes or deletes it
 * (partialUpdateCommunityComment, deleteCommunityComment). Signed out, the comments read only.
 */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CommunityComment } from '@ujuzi/api';
import { useDeleteCommunityComment, useLikeCommunityComment, useListCommunityArticleComments } from '@ujuzi/api/hooks';
import { can, displayName } from '@ujuzi/domain';
import { Avatar, Button, EmptyState, ErrorState, Link, RelativeTime, SkeletonText, toast } from '@ujuzi/ui';
import { useState, type ReactNode } from 'react';
import { useSession } from '../../../session/session-context';
import { ActionButton } from '../../details/action-button';
import { errorText } from '../api-error';
import { CommentBox } from './comment-box';
import { refreshArticleQueries } from './refresh';

export interface ArticleCommentsProps {
  article: { id: number; title: string; status: string; comments_count: number };
  /** Where a signed-out reader signs in to comment (the public page). */
  signInHref?: string;
}

type Open = { kind: 'reply' | 'edit'; id: number } | null;

function CommentItem({
  comment,
  articleId,
  open,
  setOpen,
  canAnswer,
  children,
}: {
  comment: CommunityComment;
  articleId: number;
  open: Open;
  setOpen: (open: Open) => void;
  canAnswer: boolean;
  children?: ReactNode;
}) {
  const { user, status } = useSession();
  const queryClient = useQueryClient();
  const like = useLikeCommunityComment();
  const remove = useDeleteCommunityComment();
  const who = displayName(comment.author);
  const signedIn = status === 'authenticated' && user !== null;
  const mine = signedIn && (user.id === comment.author.id || can(user, 'community.moderate'));
  const editing = open?.kind === 'edit' && open.id === comment.id;
  const answering = open?.kind === 'reply' && open.id === comment.id;

  const toggleLike = async () => {
    try {
      await like.mutateAsync({ id: comment.id, data: { action: comment.is_liked ? 'unlike' : 'like' } });
      await refreshArticleQueries(queryClient);
    } catch (error) {
      toast.error('Could not change your like', errorText(error));
    }
  };
  const destroy = async () => {
    try {
      await remove.mutateAsync({ id: comment.id });
      toast.success('Comment deleted');
      await refreshArticleQueries(queryClient);
    } catch (error) {
      toast.error('Could not delete the comment', errorText(error));
    }
  };

  return (
    <Box as="li" id={`comment-${comment.id}`}>
      <chakra.article
        aria-label={`Comment by ${who}`}
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        p="4"
        ms={comment.parent ? { base: '4', md: '10' } : undefined}
      >
        <HStack gap="3" mb="2">
          <Avatar name={who} src={comment.author.profile_picture} size="sm" decorative />
          <Stack gap="0">
            <Text fontWeight="semibold" textStyle="sm">
              {who}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              <RelativeTime value={comment.created_at} />
              {comment.is_edited ? ' · edited' : ''}
            </Text>
          </Stack>
        </HStack>
        {editing ? (
          <CommentBox
            articleId={articleId}
            editing={{ id: comment.id, content: comment.content }}
            label="Edit your comment"
            submitLabel="Save comment"
            onDone={() => setOpen(null)}
          />
        ) : (
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {comment.content}
          </Text>
        )}
        {signedIn && !editing ? (
          <HStack gap="2" wrap="wrap" mt="3">
            <Button
              size="sm"
              variant={comment.is_liked ? 'subtle' : 'ghost'}
              aria-pressed={comment.is_liked}
              disabled={like.isPending}
              onClick={() => void toggleLike()}
            >
              {comment.is_liked ? 'Liked' : 'Like'} · {comment.likes_count}
            </Button>
            {canAnswer && !comment.parent ? (
              <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'reply', id: comment.id })}>
                Reply
              </Button>
            ) : null}
            {mine ? (
              <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'edit', id: comment.id })}>
                Edit
              </Button>
            ) : null}
            {mine ? (
              <ActionButton
                label="Delete"
                variant="ghost"
                destructive
                pending={remove.isPending}
                confirm={{ title: `Delete ${who}’s comment?`, message: 'Its answers go too. This cannot be undone.' }}
                onRun={destroy}
              />
            ) : null}
          </HStack>
        ) : null}
      </chakra.article>
      {answering ? (
        <Box ms={{ base: '4', md: '10' }} mt="3">
          <CommentBox
            articleId={articleId}
            parent={comment.id}
            label={`Reply to ${who}`}
            submitLabel="Post reply"
            onDone={() => setOpen(null)}
          />
        </Box>
      ) : null}
      {children}
    </Box>
  );
}

export function ArticleComments({ article, signInHref }: ArticleCommentsProps) {
  const { status } = useSession();
  const comments = useListCommunityArticleComments(article.id, { ordering: 'created_at', page_size: 50 });
  const [open, setOpen] = useState<Open>(null);
  const signedIn = status === 'authenticated';
  const published = article.status === 'published';
  const count = comments.data?.count ?? article.comments_count;
  const rows = comments.data?.results ?? [];
  const answers = (id: number) => rows.filter((row) => row.parent === id);
  const tops = rows.filter((row) => row.parent === null || !rows.some((other) => other.id === row.parent));

  return (
    <chakra.section aria-labelledby="comments-heading" borderTopWidth="1px" borderColor="border" pt="8">
      <Stack gap="4">
        <Heading as="h2" id="comments-heading" textStyle="xl">
          Comments ({count})
        </Heading>
        {comments.isPending ? (
          <SkeletonText lines={4} label="Loading comments…" />
        ) : comments.isError ? (
          <ErrorState
            size="sm"
            headingLevel="h3"
            title="Comments could not be loaded"
            message={errorText(comments.error)}
            onRetry={() => void comments.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            size="sm"
            headingLevel="h3"
            title="No comments yet"
            description={signedIn && published ? 'Be the first: write your comment below.' : 'Nobody has commented yet.'}
          />
        ) : (
          <Stack as="ol" listStyleType="none" gap="3" aria-label="Comments">
            {tops.map((comment) => (
              <CommentItem key={comment.id} {...{ comment, open, setOpen }} articleId={article.id} canAnswer={published}>
                {answers(comment.id).length ? (
                  <Stack as="ol" listStyleType="none" gap="3" mt="3" aria-label={`Answers to ${displayName(comment.author)}`}>
                    {answers(comment.id).map((answer) => (
                      <CommentItem
                        key={answer.id}
                        comment={answer}
                        {...{ open, setOpen }}
                        articleId={article.id}
                        canAnswer={false}
                      />
                    ))}
                  </Stack>
                ) : null}
              </CommentItem>
            ))}
          </Stack>
        )}
        {signedIn && published ? (
          <CommentBox articleId={article.id} label="Your comment" submitLabel="Post comment" />
        ) : signedIn ? (
          <Text color="fg.muted" textStyle="sm">
            Comments open once the article is published.
          </Text>
        ) : signInHref ? (
          <Text color="fg.muted">
            <Link href={signInHref}>Sign in</Link> to comment, like and bookmark articles.
          </Text>
        ) : null}
      </Stack>
    </chakra.section>
  );
}

/**
 * Like and bookmark toggles for an article or a topic (likeCommunityArticle, bookmarkCommunityArticle,
 * bookmarkCommunityTopic): pressed buttons that say their state and count; a failure is toasted and
 * the state stays as it was.
 */
import { HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useBookmarkCommunityArticle, useBookmarkCommunityTopic, useLikeCommunityArticle } from '@ujuzi/api/hooks';
import { Button, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { errorText } from '../api-error';
import { refreshArticleQueries } from './refresh';

function useToggle(call: (on: boolean) => Promise<unknown>, done: (on: boolean) => string, failure: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = async (on: boolean) => {
    if (pending) return;
    setPending(true);
    try {
      await call(on);
      toast.success(done(on));
      await refreshArticleQueries(queryClient);
    } catch (error) {
      toast.error(failure, errorText(error));
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}

export interface BookmarkButtonProps {
  kind: 'topic' | 'article';
  id: number;
  bookmarked: boolean;
  /** A plain 'Remove' button instead of the toggle (a bookmarks list names the item: 'Remove … from bookmarks'). */
  remove?: string;
}

export function BookmarkButton({ kind, id, bookmarked, remove }: BookmarkButtonProps) {
  const topic = useBookmarkCommunityTopic();
  const article = useBookmarkCommunityArticle();
  const toggle = useToggle(
    (on) => {
      const data = { action: on ? ('bookmark' as const) : ('unbookmark' as const) };
      return kind === 'topic' ? topic.mutateAsync({ id, data }) : article.mutateAsync({ id, data });
    },
    (on) => (on ? 'Saved to your bookmarks' : 'Removed from your bookmarks'),
    'Could not change your bookmark',
  );
  if (remove)
    return (
      <Button size="sm" variant="ghost" aria-label={remove} disabled={toggle.pending} onClick={() => void toggle.run(false)}>
        Remove
      </Button>
    );
  return (
    <Button
      size="sm"
      variant={bookmarked ? 'subtle' : 'outline'}
      aria-pressed={bookmarked}
      disabled={toggle.pending}
      onClick={() => void toggle.run(!bookmarked)}
    >
      {bookmarked ? 'Bookmarked' : 'Bookmark'}
    </Button>
  );
}

export interface ArticleReactionsProps {
  article: { id: number; likes_count: number; is_liked: boolean; is_bookmarked: boolean };
}

/** An article's Like (with its count) and Bookmark, for a signed-in reader of a published article. */
export function ArticleReactions({ article }: ArticleReactionsProps) {
  const like = useLikeCommunityArticle();
  const liking = useToggle(
    (on) => like.mutateAsync({ id: article.id, data: { action: on ? 'like' : 'unlike' } }),
    (on) => (on ? 'Article liked' : 'Like removed'),
    'Could not change your like',
  );
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label="Reactions to the article">
      <Button
        size="sm"
        variant={article.is_liked ? 'subtle' : 'outline'}
        aria-pressed={article.is_liked}
        disabled={liking.pending}
        onClick={() => void liking.run(!article.is_liked)}
      >
        {article.is_liked ? 'Liked' : 'Like'} · {article.likes_count}
      </Button>
      <BookmarkButton kind="article" id={article.id} bookmarked={article.is_bookmarked} />
    </HStack>
  );
}

/**
 * An article's life-cycle actions for its author or a moderator (the contract's publish and unpublish):
 * a draft or rejected article is submitted for review (published at once by a moderator); a published
 * or pending one goes back to draft; either deletes it, with its comments and likes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteCommunityArticle, usePublishCommunityArticle, useUnpublishCommunityArticle } from '@ujuzi/api/hooks';
import { toast } from '@ujuzi/ui';
import { ActionButton, DeleteButton, errorMessage, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { mayChange, moderates } from './labels';
import { refreshCommunityQueries } from './refresh';
import type { Article } from './types';

type ArticleRef = Pick<Article, 'id' | 'title' | 'status'> & { author: { id: number } };

export function ArticleActions({ article, variant = 'outline' }: { article: ArticleRef; variant?: 'outline' | 'solid' }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const publish = usePublishCommunityArticle();
  const unpublish = useUnpublishCommunityArticle();
  if (!mayChange(user, article.author.id)) return null;
  const moderator = moderates(user);

  const run = async (call: () => Promise<Article>, failure: string) => {
    try {
      const saved = await call();
      toast.success(
        saved.status === 'published'
          ? `${saved.title} published`
          : saved.status === 'pending'
            ? `${saved.title} sent for review`
            : `${saved.title} is a draft again`,
        saved.status === 'pending' ? 'A moderator reads it before it appears on the site.' : undefined,
      );
    } catch (error) {
      toast.error(failure, errorMessage(error));
    } finally {
      await refreshCommunityQueries(queryClient);
    }
  };

  if (article.status === 'draft' || article.status === 'rejected') {
    const label = moderator ? 'Publish' : 'Submit for review';
    return (
      <ActionButton
        label={label}
        variant={variant}
        pending={publish.isPending}
        confirm={{
          title: `${label}: ${article.title}?`,
          message: moderator
            ? 'It appears on the public articles pages at once.'
            : 'A moderator reads it, then publishes it on the site or tells you what to change.',
        }}
        onRun={() => run(() => publish.mutateAsync({ id: article.id }), `Could not ${label.toLowerCase()} the article`)}
      />
    );
  }
  const label = article.status === 'published' ? 'Unpublish' : 'Withdraw';
  return (
    <ActionButton
      label={label}
      variant="outline"
      pending={unpublish.isPending}
      confirm={{
        title: `${label} ${article.title}?`,
        message:
          article.status === 'published'
            ? 'It leaves the public site and becomes a draft again.'
            : 'It leaves the review queue and becomes a draft again.',
      }}
      onRun={() => run(() => unpublish.mutateAsync({ id: article.id }), `Could not ${label.toLowerCase()} the article`)}
    />
  );
}

/** Deletes the article (its author or a moderator) after a confirmation naming it, then lists the articles. */
export function ArticleDelete({ article }: { article: ArticleRef }) {
  const { user } = useSession();
  const remove = useDeleteCommunityArticle();
  if (!mayChange(user, article.author.id)) return null;
  return (
    <DeleteButton
      title={`Delete ${article.title}?`}
      message="Its comments and likes are deleted too, and it leaves the public site. This cannot be undone."
      call={() => remove.mutateAsync({ id: article.id })}
      success={() => ({ title: 'Article deleted', description: article.title })}
      failure="Could not delete the article"
      refresh={refreshCommunityQueries}
      then={links.communityArticles()}
    />
  );
}

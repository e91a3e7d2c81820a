/**
 * /dashboard/community/articles/:slug (any role): an article in the dashboard, in any status its
 * viewer may see (published ones for everyone; the author's own and, for moderators, every one). Its
 * sanitised body, likes, bookmark and comments; the author edits it and sends it for review; a
 * moderator approves or rejects a pending one (approveCommunityArticle, rejectCommunityArticle).
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useListCommunityArticles } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Badge, ButtonLink, Link, RelativeTime } from '@ujuzi/ui';
import { DetailPage, EntityLink, ProseHtml, SLUG_PARAMS, links, useRouteParams } from '../../infra/kit';
import { ArticleComments, ArticleReactions } from '../../infra/kit/shared/community-reactions';
import { useSession } from '../../infra/session/session-context';
import {
  ARTICLE_STATUS,
  ArticleActions,
  ArticleDelete,
  CommunityHeader,
  ModerationButtons,
  mayChange,
  moderates,
  type Article,
} from '../shared';

/** The article by its slug (listCommunityArticles' `slug`); none found is a 404. */
function useArticleBySlug(slug: string) {
  const lookup = useListCommunityArticles({ slug, page_size: 1 });
  const article = lookup.data?.results.find((row) => row.slug === slug);
  const missing = lookup.data !== undefined && article === undefined;
  return {
    data: article,
    isPending: lookup.isPending,
    isError: lookup.isError || missing,
    error: missing ? { status: 404 } : lookup.error,
    refetch: () => void lookup.refetch(),
  };
}

function ArticleHeader({ article }: { article: Article | undefined }) {
  const { user } = useSession();
  const trail = [{ label: 'Articles', href: links.communityArticles() }];
  if (!article) return <CommunityHeader title="Article" trail={trail} section={links.communityArticles()} />;
  const changes = mayChange(user, article.author.id);
  return (
    <CommunityHeader
      title={article.title}
      trail={trail}
      section={links.communityArticles()}
      description={
        <Stack gap="2" as="span">
          <HStack gap="2" wrap="wrap" as="span">
            <Badge tone={ARTICLE_STATUS[article.status].tone}>{ARTICLE_STATUS[article.status].label}</Badge>
            {article.category ? (
              <EntityLink href={`${links.communityArticles()}?category=${article.category.id}`}>
                {article.category.name}
              </EntityLink>
            ) : null}
          </HStack>
          <Text as="span" textStyle="sm" color="fg.muted">
            By{' '}
            <EntityLink href={`${links.communityArticles()}?author=${article.author.id}`}>
              {displayName(article.author)}
            </EntityLink>
            {article.published_at && article.status === 'published' ? (
              <>
                {' · published '}
                <RelativeTime value={article.published_at} />
              </>
            ) : null}
            {` · ${article.reading_time_minutes} min read · ${article.views_count} views`}
          </Text>
        </Stack>
      }
      actions={
        changes ? (
          <HStack gap="2" wrap="wrap">
            <ButtonLink href={links.articleEdit(article.slug)} variant="outline">
              Edit
            </ButtonLink>
            <ArticleActions article={article} />
            <ArticleDelete article={article} />
          </HStack>
        ) : null
      }
    />
  );
}

function ArticleBody({ article }: { article: Article }) {
  const { user } = useSession();
  const published = article.status === 'published';
  return (
    <Stack gap="5">
      {article.status === 'pending' && moderates(user) ? (
        <Box borderWidth="1px" borderColor="warning.muted" bg="warning.subtle" borderRadius="l2" p="4">
          <Stack gap="3">
            <Text>
              This article waits for review: approve it to publish it on the site, or reject it with a reason for its author.
            </Text>
            <ModerationButtons contentType="article" contentId={article.id} title={article.title} />
          </Stack>
        </Box>
      ) : null}
      {article.status === 'rejected' && article.rejection_reason && mayChange(user, article.author.id) ? (
        <Box borderWidth="1px" borderColor="danger.muted" bg="danger.subtle" borderRadius="l2" p="4" role="note">
          <Text fontWeight="semibold">A moderator rejected this article.</Text>
          <Text>Reason: {article.rejection_reason}</Text>
        </Box>
      ) : null}
      {article.excerpt ? (
        <Text textStyle="lg" color="fg.muted">
          {article.excerpt}
        </Text>
      ) : null}
      <ProseHtml html={article.content} />
      {article.tags.length ? (
        <HStack gap="1" wrap="wrap" aria-label="Tags">
          {article.tags.map((tag) => (
            <Badge key={tag}>#{tag}</Badge>
          ))}
        </HStack>
      ) : null}
      {published ? (
        <HStack gap="3" wrap="wrap" justify="space-between">
          <ArticleReactions article={article} />
          <Link href={links.publicArticle(article.slug)}>Open on the public site</Link>
        </HStack>
      ) : null}
      <ArticleComments article={article} />
    </Stack>
  );
}

export function CommunityArticlePage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const query = useArticleBySlug(slug);
  return (
    <DetailPage
      query={query}
      noun="article"
      notFoundAction={<Link href={links.communityArticles()}>Back to the articles</Link>}
      header={(article) => <ArticleHeader article={article} />}
      summary={(article) => <ArticleBody article={article} />}
    />
  );
}

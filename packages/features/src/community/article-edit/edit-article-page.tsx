/**
 * /dashboard/community/articles/:slug/edit: the article's author or a moderator changes it, sees its
 * status (and a rejection's reason), submits it for review or publishes it, or takes it back to draft;
 * moderators approve or reject a pending one here too.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useListCommunityArticles, usePartialUpdateCommunityArticle } from '@ujuzi/api/hooks';
import { Badge, EmptyState, Link, toast } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { DetailPage, lazyPart, useRouteParams, SLUG_PARAMS, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  ARTICLE_STATUS,
  ArticleActions,
  CommunityHeader,
  ModerationButtons,
  mayChange,
  moderates,
  type Article,
} from '../shared';

const ArticleForm = lazyPart(() => import('../shared/article-form').then((m) => m.ArticleForm), '44rem');

function StatusNote({ article }: { article: Article }) {
  const { user } = useSession();
  if (article.status === 'pending' && moderates(user))
    return (
      <Box borderWidth="1px" borderColor="warning.muted" bg="warning.subtle" borderRadius="l2" p="4">
        <Stack gap="3">
          <Text>This article waits for review. Approving publishes it on the site.</Text>
          <ModerationButtons contentType="article" contentId={article.id} title={article.title} />
        </Stack>
      </Box>
    );
  if (article.status === 'pending')
    return <Text role="note">A moderator is reviewing it; it appears on the site once approved.</Text>;
  if (article.status === 'rejected')
    return (
      <Box borderWidth="1px" borderColor="danger.muted" bg="danger.subtle" borderRadius="l2" p="4" role="note">
        <Text fontWeight="semibold">A moderator rejected this article.</Text>
        {article.rejection_reason ? <Text>Reason: {article.rejection_reason}</Text> : null}
        <Text>Change it, save, and submit it for review again.</Text>
      </Box>
    );
  if (article.status === 'published')
    return (
      <Text role="note">
        It is on the site: <Link href={links.publicArticle(article.slug)}>read it as visitors do</Link>.
      </Text>
    );
  return null;
}

function EditForm({ article }: { article: Article }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const update = usePartialUpdateCommunityArticle();
  if (!mayChange(user, article.author.id))
    return (
      <EmptyState
        headingLevel="h2"
        title="Only its author or a moderator can edit this article"
        action={<Link href={links.communityArticles()}>Back to the articles</Link>}
      />
    );
  return (
    <Stack gap="5">
      <StatusNote article={article} />
      <ArticleForm
        article={article}
        submitLabel="Save changes"
        send={(data) => update.mutateAsync({ id: article.id, data })}
        onSaved={(saved) => {
          toast.success('Article saved', saved.title);
          if (saved.slug !== article.slug) void navigate(links.articleEdit(saved.slug), { replace: true });
        }}
        onCancel={() => navigate(links.communityArticles())}
      />
    </Stack>
  );
}

export function EditArticlePage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const lookup = useListCommunityArticles({ slug, page_size: 1 });
  const article = lookup.data?.results[0];
  const missing = lookup.data !== undefined && article === undefined;
  return (
    <Stack maxW="3xl">
      <DetailPage
        query={{
          data: article,
          isPending: lookup.isPending,
          isError: lookup.isError || missing,
          error: missing ? { status: 404 } : lookup.error,
          refetch: () => void lookup.refetch(),
        }}
        noun="article"
        notFoundAction={<Link href={links.communityArticles()}>Back to the articles</Link>}
        header={(found) => (
          <CommunityHeader
            title={found ? `Edit ${found.title}` : 'Edit article'}
            section={links.communityArticles()}
            trail={[{ label: 'Articles', href: links.communityArticles() }]}
            description={
              found ? (
                <HStack as="span" gap="2">
                  <Badge tone={ARTICLE_STATUS[found.status].tone}>{ARTICLE_STATUS[found.status].label}</Badge>
                </HStack>
              ) : undefined
            }
            actions={found ? <ArticleActions article={found} variant="solid" /> : null}
          />
        )}
        summary={(found) => <EditForm article={found} />}
      />
    </Stack>
  );
}

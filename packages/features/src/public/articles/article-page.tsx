/**
 * An article (/articles/:slug): sanitised HTML content, reading time, author, category and tag links,
 * share links and the comments. Only published articles are public; any other slug is not found. A
 * signed-in reader likes and bookmarks it and comments (answers, edits and deletes their own).
 */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { CommunityArticle } from '@ujuzi/api';
import { displayName, formatDate } from '@ujuzi/domain';
import { Avatar, ButtonLink, ErrorState, Link, SkeletonText, useAssetUrl } from '@ujuzi/ui';
import { NotFoundContent } from '../not-found/not-found-page';
import { errorText, isNotFound } from '../../infra/kit/shared/api-error';
import { articlePath, readingTime } from '../shared/article-card';
import { PageContainer } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import { ProseHtml } from '../../infra/kit/shared/prose-html';
import { RemoteImage } from '../shared/remote-image';
import { siteUrl } from '../shared/site';
import { articleQuery } from './queries';
import { ShareLinks } from './share-links';
import { useRouteParams, SLUG_PARAMS } from '../../infra/kit';
import { ArticleComments, ArticleReactions } from '../../infra/kit/shared/community-reactions';
import { useSession } from '../../infra/session/session-context';

function ArticleContent({ article }: { article: CommunityArticle }) {
  const author = displayName(article.author);
  const image = useAssetUrl(article.featured_image);
  const url = siteUrl(articlePath(article));
  const signedIn = useSession().status === 'authenticated';
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.excerpt}
        path={articlePath(article)}
        image={image}
        type="article"
        publishedTime={article.published_at}
        author={author}
      />
      <PageContainer narrow>
        <chakra.article py={{ base: '8', md: '12' }} aria-labelledby="article-title">
          <chakra.nav aria-label="Breadcrumb" mb="4">
            <HStack as="ol" listStyleType="none" gap="2" textStyle="sm" color="fg.muted" wrap="wrap">
              <li>
                <Link href="/articles" variant="muted">
                  Articles
                </Link>
              </li>
              {article.category ? (
                <>
                  <li aria-hidden="true">/</li>
                  <li>
                    <Link href={`/articles/category/${encodeURIComponent(article.category.slug)}`} variant="muted">
                      {article.category.name}
                    </Link>
                  </li>
                </>
              ) : null}
            </HStack>
          </chakra.nav>
          <Stack gap="4" mb="8">
            <Heading as="h1" id="article-title" textStyle={{ base: '3xl', md: '4xl' }} lineHeight="1.15" letterSpacing="tight">
              {article.title}
            </Heading>
            <Text textStyle="lg" color="fg.muted">
              {article.excerpt}
            </Text>
            <HStack gap="3">
              <Avatar name={author} src={article.author.profile_picture} size="md" decorative />
              <Stack gap="0">
                <Text fontWeight="semibold">{author}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {article.published_at ? <time dateTime={article.published_at}>{formatDate(article.published_at)}</time> : null}
                  {article.published_at ? ' · ' : ''}
                  {readingTime(article.reading_time_minutes)}
                </Text>
              </Stack>
            </HStack>
          </Stack>
          <RemoteImage src={article.featured_image} width={1200} height={675} eager borderRadius="l3" mb="8" />
          <ProseHtml html={article.content} />
          {article.tags.length ? (
            <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" mt="8" aria-label="Tags">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link href={`/articles/tag/${encodeURIComponent(tag)}`} variant="plain">
                    #{tag}
                  </Link>
                </li>
              ))}
            </HStack>
          ) : null}
          <Stack my="8" gap="4">
            {signedIn ? <ArticleReactions article={article} /> : null}
            <ShareLinks url={url} title={article.title} />
          </Stack>
          <ArticleComments article={article} signInHref={`/login?next=${encodeURIComponent(articlePath(article))}`} />
        </chakra.article>
      </PageContainer>
    </>
  );
}

export function ArticlePage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const article = useQuery(articleQuery(slug));
  if (article.isPending) {
    return (
      <PageContainer narrow>
        <Stack py="12" gap="6">
          <SkeletonText lines={2} label="Loading the article…" />
          <SkeletonText lines={8} label="" />
        </Stack>
      </PageContainer>
    );
  }
  if (article.isError) {
    if (isNotFound(article.error))
      return (
        <NotFoundContent
          title="Article not found"
          description={errorText(article.error)}
          path={`/articles/${slug}`}
          action={<ButtonLink href="/articles">Browse all articles</ButtonLink>}
        />
      );
    return (
      <PageContainer narrow>
        <PageMeta title="Article" description="This article could not be loaded." path={`/articles/${slug}`} noindex />
        <Box py="12">
          <Heading as="h1" srOnly>
            Article
          </Heading>
          <ErrorState
            title="This article could not be loaded"
            message={errorText(article.error)}
            onRetry={() => void article.refetch()}
            retrying={article.isRefetching}
            headingLevel="h2"
          />
        </Box>
      </PageContainer>
    );
  }
  return <ArticleContent article={article.data} />;
}

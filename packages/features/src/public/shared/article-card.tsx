/** An article in a list: cover, category, title, excerpt, author, date and reading time. */
import { HStack, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { CommunityArticle, CommunityArticleSummary } from '@ujuzi/api';
import { displayName, formatDate } from '@ujuzi/domain';
import { AppLink, Badge, HydrationSlice } from '@ujuzi/ui';
import { cardFrame } from './card-frame';
import { RemoteImage } from './remote-image';

export const articlePath = (article: Pick<CommunityArticle, 'slug'>): string => `/articles/${encodeURIComponent(article.slug)}`;

/** '5 min read'. */
export const readingTime = (minutes: number): string => `${Math.max(1, Math.round(minutes))} min read`;

export function ArticleCard({
  article,
  headingLevel = 'h3',
  eager = false,
}: {
  article: CommunityArticle | CommunityArticleSummary;
  headingLevel?: 'h2' | 'h3';
  /** Loads the cover at once: for the cards a phone shows first (the page's largest picture). */
  eager?: boolean;
}) {
  // Each card becomes interactive in its own task on a prerendered page (like a course card).
  return (
    <HydrationSlice>
      <LinkBox as="article" {...cardFrame}>
        <RemoteImage src={article.featured_image} width={640} height={360} eager={eager} />
        <Stack gap="2.5" p="4" flex="1">
          {article.category ? (
            <HStack>
              <Badge tone="info">{article.category.name}</Badge>
            </HStack>
          ) : null}
          <Heading as={headingLevel} textStyle="md" fontWeight="semibold" lineHeight="1.35">
            <LinkOverlay asChild>
              <AppLink href={articlePath(article)}>{article.title}</AppLink>
            </LinkOverlay>
          </Heading>
          <Text textStyle="sm" color="fg.muted" lineClamp={3}>
            {article.excerpt}
          </Text>
          <Text textStyle="xs" color="fg.muted" mt="auto" pt="2">
            {displayName(article.author)}
            {article.published_at ? ` · ${formatDate(article.published_at)}` : ''} · {readingTime(article.reading_time_minutes)}
          </Text>
        </Stack>
      </LinkBox>
    </HydrationSlice>
  );
}

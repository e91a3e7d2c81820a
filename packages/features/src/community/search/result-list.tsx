/** A list of topics or articles (search matches, trending, latest): title link, author, counts, an excerpt. */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { CommunityArticleSummary, CommunityTopicSummary } from '@ujuzi/api';
import { displayName } from '@ujuzi/domain';
import { Badge, Link, RelativeTime } from '@ujuzi/ui';
import { EntityLink, links } from '../../infra/kit';
import { ARTICLE_STATUS, TOPIC_STATUS } from '../shared';
import { Highlight } from './highlight';

export type Item = { kind: 'topic'; topic: CommunityTopicSummary } | { kind: 'article'; article: CommunityArticleSummary };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Entry({ item, words, showStatus }: { item: Item; words: readonly string[]; showStatus: boolean }) {
  if (item.kind === 'topic') {
    const { topic } = item;
    return (
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Badge tone="info">Topic</Badge>
          {showStatus && topic.status !== 'approved' ? (
            <Badge tone={TOPIC_STATUS[topic.status].tone}>{TOPIC_STATUS[topic.status].label}</Badge>
          ) : null}
          {topic.is_answered ? <Badge tone="success">Answered</Badge> : null}
          <EntityLink href={links.community({ category: topic.category.id })} variant="muted">
            {topic.category.name}
          </EntityLink>
        </HStack>
        <Text fontWeight="semibold">
          <Link href={links.topic(topic.slug)}>
            <Highlight text={topic.title} words={words} />
          </Link>
        </Text>
        <Text textStyle="xs" color="fg.muted">
          By <EntityLink href={links.community({ author: topic.author.id })}>{displayName(topic.author)}</EntityLink>
          {' · '}
          <RelativeTime value={topic.created_at} />
          {` · ${plural(topic.replies_count, 'reply', 'replies')} · ${plural(topic.likes_count, 'like', 'likes')}`}
        </Text>
      </Stack>
    );
  }
  const { article } = item;
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <Badge tone="accent">Article</Badge>
        {showStatus && article.status !== 'published' ? (
          <Badge tone={ARTICLE_STATUS[article.status].tone}>{ARTICLE_STATUS[article.status].label}</Badge>
        ) : null}
      </HStack>
      <Text fontWeight="semibold">
        <Link href={links.communityArticle(article.slug)}>
          <Highlight text={article.title} words={words} />
        </Link>
      </Text>
      {article.excerpt ? (
        <Text textStyle="sm" color="fg.muted" lineClamp={2}>
          <Highlight text={article.excerpt} words={words} />
        </Text>
      ) : null}
      <Text textStyle="xs" color="fg.muted">
        By{' '}
        <EntityLink href={`${links.communityArticles()}?author=${article.author.id}`}>{displayName(article.author)}</EntityLink>
        {article.published_at ? (
          <>
            {' · '}
            <RelativeTime value={article.published_at} />
          </>
        ) : null}
        {` · ${plural(article.comments_count, 'comment', 'comments')} · ${plural(article.likes_count, 'like', 'likes')}`}
      </Text>
    </Stack>
  );
}

export function ResultList({
  id,
  title,
  items,
  words = [],
  empty,
  showStatus = false,
}: {
  id: string;
  title: string;
  items: readonly Item[];
  words?: readonly string[];
  empty: string;
  /** A badge for anything not yet public (a member's own drafts and pending items). */
  showStatus?: boolean;
}) {
  return (
    <chakra.section aria-labelledby={id} flex="1" minW="0">
      <Heading as="h2" id={id} textStyle="lg" mb="3">
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={title}>
          {items.map((item) => (
            <Box
              as="li"
              key={`${item.kind}-${item.kind === 'topic' ? item.topic.id : item.article.id}`}
              borderWidth="1px"
              borderColor="border"
              borderRadius="l2"
              p="3"
            >
              <Entry item={item} words={words} showStatus={showStatus} />
            </Box>
          ))}
        </Stack>
      )}
    </chakra.section>
  );
}

export const topicsOf = (topics: readonly CommunityTopicSummary[]): Item[] => topics.map((topic) => ({ kind: 'topic', topic }));
export const articlesOf = (articles: readonly CommunityArticleSummary[]): Item[] =>
  articles.map((article) => ({ kind: 'article', article }));

/**
 * /dashboard/community/search (any role): search approved topics and published articles by title,
 * text and tags (searchCommunity), best matches first, with the searched words marked. The query is in
 * the URL (?q=), so a search can be shared and Back returns to it. Without a query: what is trending
 * (getCommunityTrending, by day, week or month) and the latest (getCommunityLatest).
 */
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { CommunityTrendingPeriod } from '@ujuzi/api';
import { searchCommunity, useGetCommunityLatest, useGetCommunityTrending } from '@ujuzi/api/hooks';
import { Badge, Button, ButtonLink, Select, TextField } from '@ujuzi/ui';
import { useState, type FormEvent } from 'react';
import { QueryState, links, useSearchParams } from '../../infra/kit';
import { CommunityHeader } from '../shared';
import { searchWords } from './highlight';
import { ResultList, articlesOf, topicsOf } from './result-list';

export const SEARCH_TOO_SHORT = 'Type at least 2 characters to search.';
const PERIODS: { value: CommunityTrendingPeriod; label: string }[] = [
  { value: 'day', label: 'Today' },
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
];

function Results({ q }: { q: string }) {
  const query = useQuery({
    queryKey: ['/community/search/', q],
    queryFn: ({ signal }) => searchCommunity({ query: q, limit: 20 }, { signal }),
  });
  const words = searchWords(q);
  return (
    <QueryState
      query={query}
      noun="search results"
      isEmpty={(data) => data.total === 0}
      empty={{
        title: `Nothing matches “${q}”`,
        description: 'Try fewer or other words, or start a topic and ask the community.',
        action: <ButtonLink href={links.newTopic()}>Start a topic</ButtonLink>,
      }}
    >
      {(data) => (
        <Stack gap="5">
          <Text role="status">
            {data.total === 1 ? '1 match' : `${data.total} matches`} for “{data.query}”
          </Text>
          <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="start">
            <ResultList
              id="topic-matches"
              title={`Topics (${data.topics.length})`}
              items={topicsOf(data.topics)}
              words={words}
              empty="No topic matches."
            />
            <ResultList
              id="article-matches"
              title={`Articles (${data.articles.length})`}
              items={articlesOf(data.articles)}
              words={words}
              empty="No article matches."
            />
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}

function Discover() {
  const [period, setPeriod] = useState<CommunityTrendingPeriod>('week');
  const trending = useGetCommunityTrending({ period, limit: 5 });
  const latest = useGetCommunityLatest({ limit: 5 });
  const none = (data: { topics: unknown[]; articles: unknown[] }) => data.topics.length + data.articles.length === 0;
  return (
    <Stack gap="8">
      <chakra.section aria-labelledby="trending-heading">
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <chakra.h2 id="trending-heading" textStyle="xl" fontWeight="semibold">
              Trending
            </chakra.h2>
            <Box w={{ base: 'full', sm: '12rem' }}>
              <Select
                label="Trending over"
                options={PERIODS}
                value={period}
                onChange={(value) => setPeriod(PERIODS.find((option) => option.value === value)?.value ?? 'week')}
              />
            </Box>
          </HStack>
          <QueryState
            query={trending}
            noun="what is trending"
            headingLevel="h3"
            isEmpty={none}
            empty={{ title: 'Nothing trending yet', description: 'Topics and articles people read and like show here.' }}
          >
            {(data) => (
              <Stack gap="4">
                {data.tags?.length ? (
                  <HStack gap="2" wrap="wrap" aria-label="Trending tags">
                    {data.tags.map((tag) => (
                      <Badge key={tag}>#{tag}</Badge>
                    ))}
                  </HStack>
                ) : null}
                <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="start">
                  <ResultList id="trending-topics" title="Trending topics" items={topicsOf(data.topics)} empty="No topics." />
                  <ResultList
                    id="trending-articles"
                    title="Trending articles"
                    items={articlesOf(data.articles)}
                    empty="No articles."
                  />
                </Stack>
              </Stack>
            )}
          </QueryState>
        </Stack>
      </chakra.section>
      <chakra.section aria-labelledby="latest-heading">
        <Stack gap="4">
          <chakra.h2 id="latest-heading" textStyle="xl" fontWeight="semibold">
            Latest
          </chakra.h2>
          <QueryState
            query={latest}
            noun="the latest"
            headingLevel="h3"
            isEmpty={none}
            empty={{ title: 'Nothing new yet', action: <ButtonLink href={links.newTopic()}>Start a topic</ButtonLink> }}
          >
            {(data) => (
              <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="start">
                <ResultList id="latest-topics" title="Latest topics" items={topicsOf(data.topics)} empty="No topics." />
                <ResultList id="latest-articles" title="Latest articles" items={articlesOf(data.articles)} empty="No articles." />
              </Stack>
            )}
          </QueryState>
        </Stack>
      </chakra.section>
    </Stack>
  );
}

export function CommunitySearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    if (wanted.length < 2) {
      setError(SEARCH_TOO_SHORT);
      return;
    }
    setError(null);
    setParams({ q: wanted });
  };
  const valid = q.length >= 2;
  return (
    <Stack gap="6">
      <CommunityHeader
        title="Search the community"
        section={links.communitySearch()}
        description="Find topics and articles by their title, text and tags."
      />
      <chakra.form role="search" aria-label="Search topics and articles" noValidate onSubmit={submit}>
        <HStack gap="2" align="end">
          <Box flex="1" minW="0">
            <TextField
              type="search"
              label="Search topics and articles"
              placeholder="e.g. mpesa callback"
              maxLength={200}
              value={text}
              error={error ?? undefined}
              onChange={(event) => {
                setText(event.target.value);
                if (error && event.target.value.trim().length >= 2) setError(null);
              }}
            />
          </Box>
          <Box mb={error ? '7' : undefined}>
            <Button type="submit">Search</Button>
          </Box>
        </HStack>
      </chakra.form>
      {valid ? <Results q={q} /> : <Discover />}
    </Stack>
  );
}

/**
 * The articles list (/articles), and the same list for one category (/articles/category/:category) or
 * one tag (/articles/tag/:tag): newest first, searchable, nine a page.
 */
import { Box, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Link, Pagination, SearchInput, SkeletonCard } from '@ujuzi/ui';
import { Newspaper } from 'lucide-react';
import { errorText } from '../../infra/kit/shared/api-error';
import { ArticleCard } from '../shared/article-card';
import { PageContainer, PageHeader } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import { ARTICLES_PAGE_SIZE, articleCategoriesQuery, articleListQuery, articlesPageOf } from './queries';
import { useRouteParams, SLUG_PARAM, useSearchParams } from '../../infra/kit';

const unslug = (value: string) => value.replace(/[-_]+/g, ' ');

/** `/articles/category/:category` and `/articles/tag/:tag` narrow the list; `/articles` has neither. */
const FILTER_PARAMS = { category: { ...SLUG_PARAM, optional: true }, tag: { ...SLUG_PARAM, optional: true } } as const;

export function ArticlesPage() {
  const { category, tag } = useRouteParams(FILTER_PARAMS);
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q')?.trim() ?? '';
  const page = articlesPageOf(searchParams);
  const articles = useQuery(articleListQuery({ category, tag, search: search || undefined, page }));
  const categories = useQuery(articleCategoriesQuery());

  const categoryName =
    (category && categories.data?.results.find((item) => item.slug === category)?.name) ||
    (category && articles.data?.results[0]?.category?.name) ||
    (category ? unslug(category) : '');
  const basePath = category
    ? `/articles/category/${encodeURIComponent(category)}`
    : tag
      ? `/articles/tag/${encodeURIComponent(tag)}`
      : '/articles';
  const title = category ? `Articles in ${categoryName}` : tag ? `Articles tagged “${tag}”` : 'Articles and blog';
  const description = category
    ? `Ujuzi articles about ${categoryName}: tutorials, career advice and stories from Kenya's tech community.`
    : tag
      ? `Ujuzi articles tagged ${tag}: tutorials, career advice and stories from Kenya's tech community.`
      : "Tutorials, career advice and learner stories from Ujuzi's community of developers, data analysts and designers in Kenya.";

  const go = (next: { q?: string; page?: number }) => {
    const params = new URLSearchParams();
    const q = next.q ?? search;
    if (q) params.set('q', q);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearchParams(params, { preventScrollReset: next.page === undefined });
  };
  const total = articles.data?.count ?? 0;

  return (
    <>
      <PageMeta
        title={page > 1 ? `${title}, page ${page}` : title}
        description={description}
        path={page > 1 ? `${basePath}?page=${page}` : basePath}
      />
      <PageHeader eyebrow="Articles" title={title} lead={description}>
        {category || tag ? (
          <Text textStyle="sm">
            <Link href="/articles">All articles</Link>
          </Text>
        ) : null}
      </PageHeader>
      <PageContainer>
        <Stack gap="6" py={{ base: '6', md: '8' }}>
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ md: 'center' }}>
            {categories.data?.results.length ? (
              <chakra.nav aria-label="Article categories">
                <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
                  {categories.data.results.map((item) => {
                    const current = item.slug === category;
                    return (
                      <li key={item.id}>
                        <chakra.span
                          asChild
                          display="inline-flex"
                          alignItems="center"
                          px="3"
                          minH="9"
                          borderRadius="full"
                          borderWidth="1px"
                          borderColor={current ? 'brand.solid' : 'border'}
                          bg={current ? 'brand.subtle' : 'bg.panel'}
                          color={current ? 'brand.fg' : 'fg'}
                          textStyle="sm"
                          fontWeight="medium"
                          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                        >
                          <Link
                            href={`/articles/category/${encodeURIComponent(item.slug)}`}
                            variant="plain"
                            aria-current={current ? 'page' : undefined}
                          >
                            {item.name}
                          </Link>
                        </chakra.span>
                      </li>
                    );
                  })}
                </HStack>
              </chakra.nav>
            ) : (
              <span />
            )}
            <Box width={{ base: 'full', md: '72' }} flexShrink={0}>
              <SearchInput
                label="Search articles"
                placeholder="Search articles…"
                value={search}
                onSearch={(q) => go({ q: q.trim() })}
              />
            </Box>
          </Stack>

          {articles.isPending ? (
            <>
              <Text role="status">Loading articles…</Text>
              <SimpleGrid aria-hidden="true" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
                {Array.from({ length: 3 }, (_, index) => (
                  <SkeletonCard key={index} lines={3} />
                ))}
              </SimpleGrid>
            </>
          ) : articles.isError ? (
            <ErrorState
              title="Articles could not be loaded"
              message={errorText(articles.error)}
              onRetry={() => void articles.refetch()}
              retrying={articles.isRefetching}
              headingLevel="h2"
            />
          ) : total === 0 ? (
            <EmptyState
              icon={<Newspaper />}
              headingLevel="h2"
              title={search ? 'No articles match your search' : 'No articles here yet'}
              description={search ? 'Try other words, or browse all articles.' : 'New articles are published every week.'}
              action={category || tag || search ? <Link href="/articles">Browse all articles</Link> : undefined}
            />
          ) : (
            <>
              <Text role="status" color="fg.muted" textStyle="sm">
                {total} {total === 1 ? 'article' : 'articles'}
                {search ? ` for “${search}”` : ''}
              </Text>
              <SimpleGrid
                as="ul"
                listStyleType="none"
                columns={{ base: 1, sm: 2, lg: 3 }}
                gap="5"
                aria-busy={articles.isPlaceholderData || undefined}
              >
                {articles.data.results.map((article, index) => (
                  <li key={article.id}>
                    <ArticleCard article={article} headingLevel="h2" eager={index < 3} />
                  </li>
                ))}
              </SimpleGrid>
              {total > ARTICLES_PAGE_SIZE ? (
                <Pagination
                  label="Article pages"
                  page={page}
                  pageSize={ARTICLES_PAGE_SIZE}
                  total={total}
                  itemLabel="articles"
                  onPageChange={(next) => go({ page: next })}
                />
              ) : null}
            </>
          )}
        </Stack>
      </PageContainer>
    </>
  );
}

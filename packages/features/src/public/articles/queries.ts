/** The articles area's reads (published community articles are public), shared by hooks and the prerender. */
import type { QueryClient } from '@tanstack/react-query';
import {
  ApiError,
  type CommunityArticle,
  type PaginatedCommunityArticleList,
  type PaginatedCommunityCategoryList,
  type PaginatedCommunityCommentList,
} from '@ujuzi/api';
import {
  getListCommunityArticleCommentsQueryOptions,
  getListCommunityArticlesQueryOptions,
  getListCommunityCategoriesQueryOptions,
  listCommunityArticles,
} from '@ujuzi/api/hooks';
import { PUBLIC_STALE_MS, retryTransient } from '../../infra/kit/shared/api-error';
import type { Prefetch, PublicQuery } from '../shared/prefetch';

export const ARTICLES_PAGE_SIZE = 9;

/** Which articles a list page shows: all, one category's or one tag's, optionally searched. */
export interface ArticleListFilter {
  category?: string;
  tag?: string;
  search?: string;
  page: number;
}

export const articleListQuery = ({
  category,
  tag,
  search,
  page,
}: ArticleListFilter): PublicQuery<PaginatedCommunityArticleList> =>
  getListCommunityArticlesQueryOptions(
    {
      page,
      page_size: ARTICLES_PAGE_SIZE,
      ordering: '-published_at',
      ...(category ? { category_slug: category } : {}),
      ...(tag ? { tag } : {}),
      ...(search ? { search } : {}),
    },
    { query: { retry: retryTransient, staleTime: PUBLIC_STALE_MS, placeholderData: (previous) => previous } },
  );

export const articleCategoriesQuery = (): PublicQuery<PaginatedCommunityCategoryList> =>
  getListCommunityCategoriesQueryOptions(
    { is_active: true, ordering: 'order', page_size: 50 },
    { query: { retry: retryTransient, staleTime: 10 * 60_000 } },
  );

/** An article by its slug, through the list's exact slug filter; any other article answering is "not found". */
export const articleQuery = (
  slug: string,
): PublicQuery<CommunityArticle> & { queryKey: readonly ['public', 'article', string] } => ({
  queryKey: ['public', 'article', slug] as const,
  queryFn: async ({ signal }) => {
    const page = await listCommunityArticles({ slug, page_size: 1 }, { signal });
    const article = page.results[0];
    if (!article || article.slug !== slug)
      throw new ApiError('This article does not exist or is no longer published.', 404, 'http');
    return article;
  },
  retry: retryTransient,
  staleTime: PUBLIC_STALE_MS,
});

export const commentsQuery = (articleId: number): PublicQuery<PaginatedCommunityCommentList> =>
  getListCommunityArticleCommentsQueryOptions(
    articleId,
    { ordering: 'created_at', page_size: 50 },
    { query: { retry: retryTransient, staleTime: PUBLIC_STALE_MS } },
  );

const pageOf = (search: URLSearchParams): number => Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);

export const prefetchArticles: Prefetch = async (client, { params, search }) => {
  await Promise.all([
    client.prefetchQuery(
      articleListQuery({
        category: params.category,
        tag: params.tag,
        search: search.get('q') ?? undefined,
        page: pageOf(search),
      }),
    ),
    client.prefetchQuery(articleCategoriesQuery()),
  ]);
};

export const prefetchArticle: Prefetch = async (client: QueryClient, { params }) => {
  const slug = params.slug ?? '';
  await client.prefetchQuery(articleQuery(slug));
  const article = client.getQueryData<CommunityArticle>(articleQuery(slug).queryKey);
  if (article) await client.prefetchQuery(commentsQuery(article.id));
};

export { pageOf as articlesPageOf };

/**
 * /dashboard/community/articles (any role): published articles and the viewer's own in every status
 * (moderators see every status), with author, category, status and dates; "Mine" narrows to the
 * viewer's own. The author or a moderator opens an article's edit page, where it is submitted for review or published.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useListCommunityArticles, useListCommunityCategories } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Badge, ButtonLink, type DataTableColumn, Link, RelativeTime } from '@ujuzi/ui';
import { EntityLink, ListPage, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { ARTICLE_STATUS, CommunityHeader, mayChange, moderates, type Article } from '../shared';

/** listCommunityArticles' parameters (openapi/paths/community/articles.yaml). */
export const ARTICLES_LIST_SPEC = {
  filters: {
    status: { kind: 'enum', values: ['draft', 'pending', 'published', 'rejected'] },
    author: { kind: 'int' },
    category: { kind: 'int' },
  },
  orderings: ['published_at', 'created_at', 'views_count', 'likes_count', 'comments_count'],
  defaultOrdering: '-created_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const NOUN = { one: 'article', many: 'articles' };

const articlesBy = (author: number) => `${links.communityArticles()}?author=${author}`;

/** A published article opens on the public site; others open where their author or a moderator edits them. */
function ArticleTitle({ article }: { article: Article }) {
  const { user } = useSession();
  const target =
    article.status === 'published'
      ? links.publicArticle(article.slug)
      : mayChange(user, article.author.id)
        ? links.articleEdit(article.slug)
        : null;
  return (
    <Stack gap="1">
      {target ? <Link href={target}>{article.title}</Link> : <Text>{article.title}</Text>}
      <HStack gap="1" wrap="wrap">
        <Badge tone={ARTICLE_STATUS[article.status].tone}>{ARTICLE_STATUS[article.status].label}</Badge>
        {article.is_featured ? <Badge tone="brand">Featured</Badge> : null}
        {article.category ? (
          <EntityLink href={`${links.communityArticles()}?category=${article.category.id}`} variant="muted">
            {article.category.name}
          </EntityLink>
        ) : null}
      </HStack>
      {article.status === 'rejected' && article.rejection_reason && mayChange(user, article.author.id) ? (
        <Text textStyle="xs" color="danger.fg">
          Rejected: {article.rejection_reason}
        </Text>
      ) : null}
    </Stack>
  );
}

function RowActions({ article }: { article: Article }) {
  const { user } = useSession();
  if (!mayChange(user, article.author.id)) return null;
  return (
    <ButtonLink href={links.articleEdit(article.slug)} variant="ghost" size="sm" aria-label={`Edit ${article.title}`}>
      Edit
    </ButtonLink>
  );
}

export function CommunityArticlesPage() {
  const { user } = useSession();
  const list = useListState(ARTICLES_LIST_SPEC);
  const query = useListCommunityArticles(list.params, { query: { placeholderData: keepPreviousData } });
  const categories = useListCommunityCategories({ page_size: 100 });
  const author = list.state.filters.author;
  const mine = user !== null && author === user.id;
  const authorName = author === undefined || mine ? null : query.data?.results.find((row) => row.author.id === author)?.author;

  const columns: readonly DataTableColumn<Article>[] = [
    { id: 'title', header: 'Article', isRowHeader: true, cell: (article) => <ArticleTitle article={article} /> },
    {
      id: 'author',
      header: 'Author',
      cell: (article) => <EntityLink href={articlesBy(article.author.id)}>{displayName(article.author)}</EntityLink>,
    },
    {
      id: 'published_at',
      header: 'Published',
      sortable: true,
      cell: (article) =>
        article.published_at && article.status === 'published' ? (
          <RelativeTime value={article.published_at} />
        ) : (
          <Text color="fg.muted">Not yet</Text>
        ),
    },
    {
      id: 'views_count',
      header: 'Views',
      sortable: true,
      align: 'end',
      defaultHidden: true,
      cell: (article) => article.views_count,
    },
    { id: 'comments_count', header: 'Comments', sortable: true, align: 'end', cell: (article) => article.comments_count },
    { id: 'actions', header: 'Actions', hideHeader: true, hideable: false, cell: (article) => <RowActions article={article} /> },
  ];

  const filters: ListFilter<(typeof ARTICLES_LIST_SPEC)['filters']>[] = [
    ...(user
      ? [
          {
            type: 'select' as const,
            name: 'author' as const,
            label: 'Whose',
            placeholder: 'Everyone’s articles',
            options: [{ value: String(user.id), label: 'My articles' }],
          },
        ]
      : []),
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: (moderates(user) || mine
        ? (['draft', 'pending', 'published', 'rejected'] as const)
        : (['published'] as const)
      ).map((status) => ({ value: status, label: ARTICLE_STATUS[status].label })),
    },
    {
      type: 'select',
      name: 'category',
      label: 'Category',
      placeholder: 'All categories',
      options: (categories.data?.results ?? []).map((category) => ({ value: String(category.id), label: category.name })),
    },
  ];

  return (
    <ListPage
      header={
        <CommunityHeader
          title="Community articles"
          section={links.communityArticles()}
          description={
            authorName ? (
              <>
                Articles by {displayName(authorName)}. <Link href={links.communityArticles()}>See every article</Link>
              </>
            ) : (
              'Longer pieces by learners and teachers. Write one: a moderator reviews it before it appears on the site.'
            )
          }
          actions={<ButtonLink href={links.newArticle()}>New article</ButtonLink>}
        />
      }
      list={list}
      query={query}
      label="Articles"
      noun={NOUN}
      columns={columns}
      getRowId={(article) => String(article.id)}
      getRowLabel={(article) => article.title}
      search={{ label: 'Search articles', placeholder: 'Search titles and text' }}
      filters={filters}
      empty={{
        title: 'No articles yet',
        description: 'Share what you learned: a tutorial, a project story, advice for newcomers.',
        action: <ButtonLink href={links.newArticle()}>Write an article</ButtonLink>,
      }}
    />
  );
}

/**
 * /dashboard/community/articles (any role): published articles and the viewer's own in every status
 * (moderators see every status), with author, category, status and dates; "Mine" narrows to the
 * viewer's own. The author or a moderator opens an article's edit page, where it is submitted for review or published.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useListCommunityArticles } from '@ujuzi/api/hooks';
import { listCommunityArticlesList } from '@ujuzi/api/list-params';
import { displayName } from '@ujuzi/domain';
import { Badge, ButtonLink, Link, RelativeTime } from '@ujuzi/ui';
import { EntityLink, ListPage, columnsOf, links, useList, type ListFilter } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { ARTICLE_STATUS, CommunityHeader, mayChange, moderates, useCategoryOptions, type Article } from '../shared';

const NOUN = { one: 'article', many: 'articles' };

const articlesBy = (author: number) => `${links.communityArticles()}?author=${author}`;
const column = columnsOf<Article>();

/** Every article listed opens on its dashboard page (its comments, likes and bookmark; review for moderators). */
function ArticleTitle({ article }: { article: Article }) {
  const { user } = useSession();
  return (
    <Stack gap="1">
      <Link href={links.communityArticle(article.slug)}>{article.title}</Link>
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

const COLUMNS = [
  column.text('title', 'Article', (article) => <ArticleTitle article={article} />, { isRowHeader: true }),
  column.entity('author', 'Author', (article) => ({ name: displayName(article.author), href: articlesBy(article.author.id) })),
  column.text('published_at', 'Published', (article) =>
    article.published_at && article.status === 'published' ? (
      <RelativeTime value={article.published_at} />
    ) : (
      <Text color="fg.muted">Not yet</Text>
    ),
  ),
  column.count('views_count', 'Views', { defaultHidden: true }),
  column.count('comments_count', 'Comments'),
  column.actions((article) => <RowActions article={article} />),
];

export function CommunityArticlesPage() {
  const { user } = useSession();
  const list = useList(listCommunityArticlesList);
  const query = useListCommunityArticles(...list.request);
  const categoryOptions = useCategoryOptions();
  const author = list.state.filters.author;
  const mine = user !== null && author === user.id;
  const authorName = author === undefined || mine ? null : query.data?.results.find((row) => row.author.id === author)?.author;

  const statuses = moderates(user) || mine ? listCommunityArticlesList.filters.status.values : (['published'] as const);
  const whose: ListFilter<typeof listCommunityArticlesList.filters>[] = user
    ? [
        {
          type: 'select',
          name: 'author',
          label: 'Whose',
          placeholder: 'Everyone’s articles',
          options: [{ value: String(user.id), label: 'My articles' }],
        },
      ]
    : [];
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
      columns={COLUMNS}
      search={{ label: 'Search articles', placeholder: 'Search titles and text' }}
      filters={[
        ...whose,
        {
          type: 'select',
          name: 'status',
          label: 'Status',
          options: statuses.map((status) => ({ value: status, label: ARTICLE_STATUS[status].label })),
        },
        { type: 'select', name: 'category', label: 'Category', placeholder: 'All categories', options: categoryOptions },
      ]}
      empty={{
        title: 'No articles yet',
        description: 'Share what you learned: a tutorial, a project story, advice for newcomers.',
        action: <ButtonLink href={links.newArticle()}>Write an article</ButtonLink>,
      }}
    />
  );
}

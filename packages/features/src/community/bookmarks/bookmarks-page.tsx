/**
 * /dashboard/community/bookmarks (any role): the topics and articles the member bookmarked, most recent
 * first (listMyCommunityBookmarks), narrowed to topics or articles; each opens its page and can be removed.
 */
import type { CommunityBookmark } from '@ujuzi/api';
import { useListMyCommunityBookmarks } from '@ujuzi/api/hooks';
import { listMyCommunityBookmarksList } from '@ujuzi/api/list-params';
import { displayName } from '@ujuzi/domain';
import { ButtonLink } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
import { BookmarkButton } from '../../infra/kit/shared/community-reactions';
import { CommunityHeader } from '../shared';

const KINDS = { topic: 'Topic', article: 'Article' } as const;
const TONES = { topic: 'info', article: 'accent' } as const;

const item = (row: CommunityBookmark) => row.topic ?? row.article;
const titleOf = (row: CommunityBookmark) => item(row)?.title ?? 'Removed item';
const hrefOf = (row: CommunityBookmark): string | null =>
  row.topic ? links.topic(row.topic.slug) : row.article ? links.communityArticle(row.article.slug) : null;

const column = columnsOf<CommunityBookmark>();
const COLUMNS = [
  column.link('title', 'Bookmark', hrefOf, titleOf),
  column.status('content_type', 'Kind', KINDS, TONES),
  column.entity('author', 'Author', (row) => {
    const author = item(row)?.author;
    if (!author) return null;
    const href = row.topic ? links.community({ author: author.id }) : `${links.communityArticles()}?author=${author.id}`;
    return { name: displayName(author), href };
  }),
  column.date('created_at', 'Bookmarked', { relative: true }),
  column.actions((row) => {
    const target = row.topic ?? row.article;
    return target ? (
      <BookmarkButton kind={row.content_type} id={target.id} bookmarked remove={`Remove ${target.title} from bookmarks`} />
    ) : null;
  }),
];

export function BookmarksPage() {
  const list = useList(listMyCommunityBookmarksList);
  const query = useListMyCommunityBookmarks(...list.request);
  return (
    <ListPage
      header={
        <CommunityHeader
          title="Bookmarks"
          section={links.bookmarks()}
          description="Topics and articles you saved to read again. Bookmark one from its page."
        />
      }
      list={list}
      query={query}
      label="Bookmarks"
      noun={{ one: 'bookmark', many: 'bookmarks' }}
      columns={COLUMNS}
      getRowLabel={titleOf}
      filters={[{ type: 'enum', name: 'content_type', label: 'Kind', labels: KINDS }]}
      empty={{
        title: 'No bookmarks yet',
        description: 'Press Bookmark on a topic or an article to find it here later.',
        action: <ButtonLink href={links.communityArticles()}>Browse articles</ButtonLink>,
      }}
    />
  );
}

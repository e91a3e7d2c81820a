/** What the community handler modules share: list pages and filters, visibility, moderation decisions, likes and bookmarks. */
import type {
  CommunityBookmarkRequest,
  CommunityBookmarkResult,
  CommunityContentType,
  CommunityLikeRequest,
  CommunityLikeResult,
  CommunityTargetType,
  CommunityTopic,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { type Filter, type ListContext, applyFilters, applySearch, applyOrdering, paginate } from '../kit/list';
import { articleUrl, isModerator, type TopicRow, type ArticleRow, topicUrl, recordActivity, notify } from '../db/community';
import { userSummaryById, type UserRecord } from '../db/accounts';
import type { MockDatabase } from '../db/database';
import type { Table } from '../db/table';
import { type AuthedContext, route, type PublicContext } from '../kit/route';
import { nowIso } from '../db/time';
import { notFound, json } from '../kit/respond';

export const canEdit = (user: UserRecord, author: number): boolean => user.id === author || isModerator(user);
export const tagFilter = <T extends { tags?: string[] }>(row: T, value: string): boolean =>
  (row.tags ?? []).some((tag) => tag.toLowerCase() === value.trim().toLowerCase());
export const categorySlugFilter = <T extends { category?: { slug: string } | null }>(row: T, value: string): boolean =>
  row.category?.slug === value;

export interface PageOptions<T> {
  search?: readonly string[];
  ordering: string;
  filters?: Record<string, Filter<T>>;
  /** Pinned topics first, whatever the ordering. */
  pinnedFirst?: boolean;
}

/** Filters, search, ordering (pinned first where asked) and the DRF page of a community list. */
export function communityPage<T extends object>(context: ListContext, rows: T[], options: PageOptions<T>) {
  let result = applyFilters(rows, context, { filters: options.filters });
  const term = context.query.get('search') ?? context.query.get('q');
  if (term) result = applySearch(result, term, options.search);
  const ordering = context.query.get('ordering') || options.ordering;
  result = applyOrdering(result, options.pinnedFirst ? `-is_pinned,${ordering}` : ordering);
  return paginate(context.url, result);
}

export const topicFilters: Record<string, Filter<CommunityTopic>> = { tag: tagFilter, category_slug: categorySlugFilter };

/** How the forum's topic lists (all topics, a category's topics) search and sort. */
export const topicList: PageOptions<CommunityTopic> = {
  search: ['title', 'content', 'tags'],
  ordering: '-created_at',
  filters: topicFilters,
  pinnedFirst: true,
};

/** A category that accepts new content, or the field error saying why not. */
export function categoryError(db: MockDatabase, id: number | null | undefined): Record<string, string> | undefined {
  if (id === undefined || id === null) return undefined;
  const category = db.community.categories.get(id);
  if (!category) return { category: `Invalid pk "${id}" - object does not exist.` };
  return category.is_active ? undefined : { category: 'This category is closed to new content.' };
}

/** A lookup by id (the path's by default) that finds only what the caller may see. */
export const visibleIn =
  <R extends { id: number }>(table: (db: MockDatabase) => Table<R>, canSee: (row: R, user: UserRecord | undefined) => boolean) =>
  (context: PublicContext, id = context.id()): R | undefined => {
    const row = table(context.db).get(id);
    return row && canSee(row, context.user) ? row : undefined;
  };

/** Removes the likes, bookmarks, notifications and activity entries that point at removed items. */
export function forgetTargets(db: MockDatabase, type: CommunityTargetType, ids: ReadonlySet<number>): void {
  db.community.likes.removeWhere((like) => like.target_type === type && ids.has(like.target_id));
  db.community.bookmarks.removeWhere((bookmark) => bookmark.content_type === type && ids.has(bookmark.target_id));
  db.community.notifications.removeWhere(
    (notification) => notification.target_type === type && notification.target_id !== null && ids.has(notification.target_id),
  );
  db.community.activities.removeWhere((activity) => activity.target_type === type && ids.has(activity.target_id));
}

// ---------------------------------------------------------------------------------------------
// Likes and bookmarks.

/** Whose item a like is for, and how its notification and activity entry name and link it. */
interface LikeTarget {
  author: number;
  title: string;
  url: string;
  slug?: string;
}

function toggleLike(
  db: MockDatabase,
  user: UserRecord,
  type: CommunityTargetType,
  id: number,
  action: CommunityLikeRequest['action'],
  owner: LikeTarget,
): CommunityLikeResult {
  const existing = db.community.likes.find((row) => row.user === user.id && row.target_type === type && row.target_id === id);
  if (action === 'like' && !existing) {
    const stamp = nowIso();
    db.community.likes.insert({ user: user.id, target_type: type, target_id: id, created_at: stamp });
    notify(db, {
      recipient: owner.author,
      actor: user.id,
      type: 'like',
      title: 'Someone liked your post',
      message: `${userSummaryById(db, user.id).get_full_name} liked "${owner.title}".`,
      target_type: type,
      target_id: id,
      action_url: owner.url,
      at: stamp,
    });
    if (type === 'topic' || type === 'article') {
      recordActivity(db, {
        user: user.id,
        type: type === 'topic' ? 'topic_liked' : 'article_liked',
        description: `liked "${owner.title}"`,
        target_type: type,
        target_id: id,
        target_title: owner.title,
        target_slug: owner.slug ?? null,
        at: stamp,
      });
    }
  }
  if (action === 'unlike' && existing) db.community.likes.remove(existing.id);
  const count = db.community.likes.count((row) => row.target_type === type && row.target_id === id);
  return {
    success: true,
    message: action === 'like' ? 'Liked.' : 'Like removed.',
    is_liked: action === 'like',
    likes_count: count,
  };
}

function toggleBookmark(
  db: MockDatabase,
  user: UserRecord,
  type: CommunityContentType,
  id: number,
  action: CommunityBookmarkRequest['action'],
): CommunityBookmarkResult {
  const existing = db.community.bookmarks.find(
    (row) => row.user === user.id && row.content_type === type && row.target_id === id,
  );
  if (action === 'bookmark' && !existing)
    db.community.bookmarks.insert({ user: user.id, content_type: type, target_id: id, created_at: nowIso() });
  if (action === 'unbookmark' && existing) db.community.bookmarks.remove(existing.id);
  return {
    success: true,
    message: action === 'bookmark' ? 'Saved to your bookmarks.' : 'Removed from your bookmarks.',
    is_bookmarked: action === 'bookmark',
    bookmarks_count: db.community.bookmarks.count((row) => row.content_type === type && row.target_id === id),
  };
}

interface LikeRoute<R> {
  type: CommunityTargetType;
  /** The item the caller may see (404 otherwise). */
  find: (context: AuthedContext) => R | undefined;
  target: (row: R, db: MockDatabase) => LikeTarget;
  /** A refusal of the action on this item, checked after the body. */
  refuse?: (row: R, action: CommunityLikeRequest['action']) => Response | undefined;
}

/** POST …/like/ of a topic, reply, article or comment. */
export function likeRoute<R extends { id: number }>(operationId: string, like: LikeRoute<R>): HttpHandler {
  return route(operationId, async (context) => {
    const row = like.find(context);
    if (!row) return notFound();
    const input = await context.body<CommunityLikeRequest>();
    if (input instanceof Response) return input;
    const refusal = like.refuse?.(row, input.action);
    if (refusal) return refusal;
    return json<CommunityLikeResult>(
      toggleLike(context.db, context.user, like.type, row.id, input.action, like.target(row, context.db)),
    );
  });
}

/** POST …/bookmark/ of a topic or an article. */
export function bookmarkRoute(
  operationId: string,
  type: CommunityContentType,
  find: (context: AuthedContext) => { id: number } | undefined,
): HttpHandler {
  return route(operationId, async (context) => {
    const row = find(context);
    if (!row) return notFound();
    const input = await context.body<CommunityBookmarkRequest>();
    if (input instanceof Response) return input;
    return json<CommunityBookmarkResult>(toggleBookmark(context.db, context.user, type, row.id, input.action));
  });
}

// ---------------------------------------------------------------------------------------------
// Moderation decisions (the approve/reject actions and POST moderation/moderate share them).
export function approveTopic(db: MockDatabase, row: TopicRow, moderator: UserRecord): TopicRow {
  const stamp = nowIso();
  const approved = db.community.topics.update(row.id, { status: 'approved', rejection_reason: null, updated_at: stamp }) ?? row;
  notify(db, {
    recipient: row.author,
    actor: moderator.id,
    type: 'content_approved',
    title: 'Your topic was approved',
    message: `"${row.title}" is now visible to the community.`,
    target_type: 'topic',
    target_id: row.id,
    action_url: topicUrl(row.slug),
    at: stamp,
  });
  recordActivity(db, {
    user: row.author,
    type: 'topic_created',
    description: `started the topic "${row.title}"`,
    target_type: 'topic',
    target_id: row.id,
    target_title: row.title,
    target_slug: row.slug,
    at: stamp,
  });
  return approved;
}

export function rejectTopic(db: MockDatabase, row: TopicRow, moderator: UserRecord, reason: string | undefined): TopicRow {
  const stamp = nowIso();
  const rejected =
    db.community.topics.update(row.id, { status: 'rejected', rejection_reason: reason?.trim() || null, updated_at: stamp }) ??
    row;
  notify(db, {
    recipient: row.author,
    actor: moderator.id,
    type: 'content_rejected',
    title: 'Your topic was not approved',
    message: reason?.trim() || 'It does not follow the community guidelines.',
    target_type: 'topic',
    target_id: row.id,
    action_url: topicUrl(row.slug),
    at: stamp,
  });
  return rejected;
}

export function publishArticle(db: MockDatabase, row: ArticleRow, moderator: UserRecord): ArticleRow {
  const stamp = nowIso();
  const published =
    db.community.articles.update(row.id, {
      status: 'published',
      published_at: stamp,
      rejection_reason: null,
      updated_at: stamp,
    }) ?? row;
  notify(db, {
    recipient: row.author,
    actor: moderator.id,
    type: 'content_approved',
    title: 'Your article was published',
    message: `"${row.title}" is now live on the articles page.`,
    target_type: 'article',
    target_id: row.id,
    action_url: articleUrl(published),
    at: stamp,
  });
  recordActivity(db, {
    user: row.author,
    type: 'article_published',
    description: `published the article "${row.title}"`,
    target_type: 'article',
    target_id: row.id,
    target_title: row.title,
    target_slug: row.slug,
    at: stamp,
  });
  return published;
}

export function rejectArticle(db: MockDatabase, row: ArticleRow, moderator: UserRecord, reason: string | undefined): ArticleRow {
  const stamp = nowIso();
  const rejected =
    db.community.articles.update(row.id, { status: 'rejected', rejection_reason: reason?.trim() || null, updated_at: stamp }) ??
    row;
  notify(db, {
    recipient: row.author,
    actor: moderator.id,
    type: 'content_rejected',
    title: 'Your article was not approved',
    message: reason?.trim() || 'It does not follow the community guidelines.',
    target_type: 'article',
    target_id: row.id,
    action_url: articleUrl(rejected),
    at: stamp,
  });
  return rejected;
}

export const replyUrl = (topicSlug: string, id: number): string => `${topicUrl(topicSlug)}#reply-${id}`;

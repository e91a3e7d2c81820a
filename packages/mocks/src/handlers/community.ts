/**
 * The community group: categories, forum topics (likes, bookmarks, score and poll votes, accepted
 * answers, moderation) and replies, articles (draft → pending → published, with moderation) and
 * comments, the public article pages' reads, notifications, the activity feed, bookmarks, search,
 * trending, latest, statistics, member profiles and the moderation queue. Moderators are staff
 * (super_admin, admin, teacher); authors edit their own content.
 */
import type {
  CommunityArticle,
  CommunityArticleRequest,
  CommunityBookmarkRequest,
  CommunityBookmarkResult,
  CommunityCategory,
  CommunityContentType,
  CommunityLatest,
  CommunityLikeRequest,
  CommunityLikeResult,
  CommunityMarkAnswerRequest,
  CommunityMarkAnswerResult,
  CommunityModerationQueueItem,
  CommunityModerationRequest,
  CommunityModerationResult,
  CommunityMyContent,
  CommunityNotification,
  CommunityNotificationsMarkedRead,
  CommunityPollRequest,
  CommunityRejectRequest,
  CommunitySearchRequest,
  CommunitySearchResults,
  CommunityStats,
  CommunityTargetType,
  CommunityTopic,
  CommunityTopicRequest,
  CommunityTopicVoteRequest,
  CommunityTopicVoteResult,
  CommunityTrending,
  CommunityTrendingPeriod,
  CommunityUnreadCount,
  CommunityUserProfile,
  CommunityActivity,
  CommunityActivityType,
  CommunityNotificationType,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { profileOf, userSummaryById, type UserRecord } from '../db/accounts';
import {
  REPUTATION,
  articleSummary,
  articleUrl,
  canSeeArticle,
  canSeeTopic,
  excerptOf,
  isModerator,
  normaliseTags,
  notify,
  plainText,
  pollOf,
  presentActivity,
  presentArticle,
  presentBookmark,
  presentCategory,
  presentComment,
  presentNotification,
  presentPoll,
  presentReply,
  presentTopic,
  readingTime,
  recordActivity,
  sanitiseHtml,
  categorySummary,
  topicScore,
  topicSummary,
  topicUrl,
  type ActivityRow,
  type ArticleRow,
  type TopicRow,
} from '../db/community';
import type { MockDatabase } from '../db/database';
import type { Table } from '../db/table';
import { isoDateTime, nowIso } from '../db/time';
import { crudHandlers, MANAGEMENT, STAFF, uniqueSlug } from '../kit/crud';
import { applyFilters, applyOrdering, applySearch, paginate, type Filter, type ListContext } from '../kit/list';
import { created, detail, fieldErrors, json, noContent, notFound } from '../kit/respond';
import { publicRoute, route, type AuthedContext, type PublicContext } from '../kit/route';
import { queryErrors, rawJson } from './contact';
import { withRow } from '../kit/row-lookup';

// ---------------------------------------------------------------------------------------------
// Shared pieces.

const DAY = 86_400_000;
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const canEdit = (user: UserRecord, author: number): boolean => user.id === author || isModerator(user);

const tagFilter = <T extends { tags?: string[] }>(row: T, value: string): boolean =>
  (row.tags ?? []).some((tag) => tag.toLowerCase() === value.trim().toLowerCase());
const categorySlugFilter = <T extends { category?: { slug: string } | null }>(row: T, value: string): boolean =>
  row.category?.slug === value;

interface PageOptions<T> {
  search?: readonly string[];
  ordering: string;
  filters?: Record<string, Filter<T>>;
  /** Pinned topics first, whatever the ordering. */
  pinnedFirst?: boolean;
}

/** Filters, search, ordering (pinned first where asked) and the DRF page of a community list. */
function communityPage<T extends object>(context: ListContext, rows: T[], options: PageOptions<T>) {
  let result = applyFilters(rows, context, { filters: options.filters });
  const term = context.query.get('search') ?? context.query.get('q');
  if (term) result = applySearch(result, term, options.search);
  const ordering = context.query.get('ordering') || options.ordering;
  result = applyOrdering(result, options.pinnedFirst ? `-is_pinned,${ordering}` : ordering);
  return paginate(context.url, result);
}

const topicFilters: Record<string, Filter<CommunityTopic>> = { tag: tagFilter, category_slug: categorySlugFilter };
const articleFilters: Record<string, Filter<CommunityArticle>> = { tag: tagFilter, category_slug: categorySlugFilter };

/** How the forum's topic lists (all topics, a category's topics) search and sort. */
const topicList: PageOptions<CommunityTopic> = {
  search: ['title', 'content', 'tags'],
  ordering: '-created_at',
  filters: topicFilters,
  pinnedFirst: true,
};

/** A category that accepts new content, or the field error saying why not. */
function categoryError(db: MockDatabase, id: number | null | undefined): Record<string, string> | undefined {
  if (id === undefined || id === null) return undefined;
  const category = db.community.categories.get(id);
  if (!category) return { category: `Invalid pk "${id}" - object does not exist.` };
  return category.is_active ? undefined : { category: 'This category is closed to new content.' };
}

/** A lookup by id (the path's by default) that finds only what the caller may see. */
const visibleIn =
  <R extends { id: number }>(table: (db: MockDatabase) => Table<R>, canSee: (row: R, user: UserRecord | undefined) => boolean) =>
  (context: PublicContext, id = context.id()): R | undefined => {
    const row = table(context.db).get(id);
    return row && canSee(row, context.user) ? row : undefined;
  };

const visibleTopic = visibleIn((db) => db.community.topics, canSeeTopic);
const visibleArticle = visibleIn((db) => db.community.articles, canSeeArticle);

/** Removes the likes, bookmarks, notifications and activity entries that point at removed items. */
function forgetTargets(db: MockDatabase, type: CommunityTargetType, ids: ReadonlySet<number>): void {
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
function likeRoute<R extends { id: number }>(operationId: string, like: LikeRoute<R>): HttpHandler {
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
function bookmarkRoute(
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

function approveTopic(db: MockDatabase, row: TopicRow, moderator: UserRecord): TopicRow {
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

function rejectTopic(db: MockDatabase, row: TopicRow, moderator: UserRecord, reason: string | undefined): TopicRow {
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

function publishArticle(db: MockDatabase, row: ArticleRow, moderator: UserRecord): ArticleRow {
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

function rejectArticle(db: MockDatabase, row: ArticleRow, moderator: UserRecord, reason: string | undefined): ArticleRow {
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

// ---------------------------------------------------------------------------------------------
// Categories.

function categoryHandlers(): HttpHandler[] {
  return [
    publicRoute('listCommunityCategories', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const manager = !!context.user && MANAGEMENT.includes(context.user.user_type);
      const rows = context.db.community.categories
        .filter((row) => manager || row.is_active)
        .map((row) => presentCategory(context.db, row));
      // Only management may filter on is_active; everyone else sees active categories whatever they ask.
      return json(
        communityPage(context, rows, {
          search: ['name', 'description'],
          ordering: 'order,name',
          filters: manager ? {} : { is_active: () => true },
        }),
      );
    }),
    publicRoute('getCommunityCategory', (context) => {
      const row = context.db.community.categories.get(context.id());
      const manager = !!context.user && MANAGEMENT.includes(context.user.user_type);
      return row && (row.is_active || manager) ? json<CommunityCategory>(presentCategory(context.db, row)) : notFound();
    }),
    ...crudHandlers<CommunityCategory>({
      table: (db) => db.community.categories,
      schema: 'CommunityCategory',
      operations: {
        create: 'createCommunityCategory',
        update: 'updateCommunityCategory',
        partialUpdate: 'partialUpdateCommunityCategory',
        delete: 'deleteCommunityCategory',
      },
      validate: (input, existing, { db }) =>
        typeof input.slug === 'string' &&
        input.slug !== '' &&
        db.community.categories.find((row) => row.slug === input.slug && row.id !== existing?.id)
          ? { slug: 'community category with this slug already exists.' }
          : undefined,
      derive: (row, { db }) => presentCategory(db, row),
      beforeDelete: (row, { db }) =>
        db.community.topics.some((topic) => topic.category === row.id) ||
        db.community.articles.some((article) => article.category === row.id)
          ? detail(400, 'This category still holds topics or articles and cannot be deleted; deactivate it instead.')
          : undefined,
    }),
    route('listCommunityCategoryTopics', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const category = context.db.community.categories.get(context.id());
      if (!category || (!category.is_active && !MANAGEMENT.includes(context.user.user_type))) return notFound();
      const rows = context.db.community.topics
        .filter((row) => row.category === category.id && row.status === 'approved')
        .map((row) => presentTopic(context.db, row, context.user.id));
      return json(communityPage(context, rows, topicList));
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Threads: replies under topics and comments under articles work alike; what differs is named here.

/** An answer's fields besides its id and the id of the item it answers. */
interface ThreadFields {
  parent: number | null;
  content: string;
  author: number;
  is_edited: boolean;
  created_at: string;
  updated_at: string;
}

type ThreadParent = { id: number; slug: string; title: string; author: number };
type Answer<K extends CommunityContentType> = ThreadFields & Record<K, number> & { id: number };
type ThreadRequest = { content: string; parent?: number | null };
type ThreadOperation =
  'listOnParent' | 'createOnParent' | 'list' | 'create' | 'get' | 'update' | 'partialUpdate' | 'delete' | 'like';

interface ThreadConfig<K extends CommunityContentType, P extends ThreadParent, A extends Answer<K>, Out extends object> {
  /** What the thread hangs on: its target type and its field in answers, requests and errors. */
  on: K;
  /** What an answer is in likes, notifications and the activity feed. */
  type: Exclude<CommunityTargetType, CommunityContentType>;
  parents: (db: MockDatabase) => Table<P>;
  canSee: (parent: P, user: UserRecord | undefined) => boolean;
  answers: (db: MockDatabase) => Table<A>;
  insert: (db: MockDatabase, parentId: number, fields: ThreadFields) => A;
  present: (db: MockDatabase, row: A, viewer: number | undefined) => Out;
  /** How posted text is stored. */
  clean: (content: string) => string;
  /** Where an answer is shown. */
  url: (parentSlug: string, id: number) => string;
  /** Why a parent takes no new answers, if it does not. */
  closed: (parent: P) => string | undefined;
  afterPost?: (db: MockDatabase, parent: P, stamp: string) => void;
  beforeRemove?: (db: MockDatabase, ids: ReadonlySet<number>) => void;
  messages: {
    /** An answer moved to another parent. */
    parentFixed: string;
    /** An answer to an answer of another parent (or to itself). */
    parentMismatch: string;
    /** How a like notification names an answer whose parent is gone. */
    untitled: string;
  };
  /** The parent author's notification and the activity entry of a new answer. */
  posted: { notification: CommunityNotificationType; title: string; verb: string; activity: CommunityActivityType };
  /** Whether visitors may read a parent's thread (the spec decides). */
  publicList: boolean;
  operations: Record<ThreadOperation, string>;
}

/** The operations of a thread, and the removal of a parent's whole thread. */
function thread<K extends CommunityContentType, P extends ThreadParent, A extends Answer<K>, Out extends object>(
  config: ThreadConfig<K, P, A, Out>,
) {
  const { on, type, parents, answers, present, messages, posted, operations: ops } = config;
  const visibleParent = visibleIn(parents, config.canSee);
  const visibleAnswer = (context: AuthedContext): A | undefined => {
    const row = answers(context.db).get(context.id());
    return row && visibleParent(context, row[on]) ? row : undefined;
  };

  /** Removes answers with the answers to them, and what points at them. */
  const remove = (db: MockDatabase, answerIds: number[]): void => {
    const ids = new Set(answerIds);
    for (let grew = true; grew;) {
      grew = false;
      for (const row of answers(db).all()) {
        if (row.parent !== null && ids.has(row.parent) && !ids.has(row.id)) {
          ids.add(row.id);
          grew = true;
        }
      }
    }
    forgetTargets(db, type, ids);
    config.beforeRemove?.(db, ids);
    answers(db).removeWhere((row) => ids.has(row.id));
  };

  const post = (context: AuthedContext, parent: P, input: ThreadRequest): Response => {
    const { db, user } = context;
    const closed = config.closed(parent);
    if (closed) return detail(400, closed);
    if (input.content.trim() === '') return fieldErrors({ content: 'This field may not be blank.' });
    if (input.parent !== undefined && input.parent !== null && answers(db).get(input.parent)?.[on] !== parent.id) {
      return fieldErrors({ parent: messages.parentMismatch });
    }
    const stamp = nowIso();
    const row = config.insert(db, parent.id, {
      parent: input.parent ?? null,
      content: config.clean(input.content),
      author: user.id,
      is_edited: false,
      created_at: stamp,
      updated_at: stamp,
    });
    config.afterPost?.(db, parent, stamp);
    notify(db, {
      recipient: parent.author,
      actor: user.id,
      type: posted.notification,
      title: posted.title,
      message: `${userSummaryById(db, user.id).get_full_name} ${posted.verb} "${parent.title}".`,
      target_type: type,
      target_id: row.id,
      action_url: config.url(parent.slug, row.id),
      at: stamp,
    });
    recordActivity(db, {
      user: user.id,
      type: posted.activity,
      description: `${posted.verb} "${parent.title}"`,
      target_type: type,
      target_id: row.id,
      target_title: parent.title,
      target_slug: parent.slug,
      at: stamp,
    });
    return created<Out>(present(db, row, user.id));
  };

  const listOnParent = (context: PublicContext): Response => {
    const invalid = queryErrors(context);
    if (invalid) return invalid;
    const parent = visibleParent(context);
    if (!parent) return notFound();
    const rows = answers(context.db)
      .filter((row) => row[on] === parent.id)
      .map((row) => present(context.db, row, context.user?.id));
    return json(communityPage(context, rows, { ordering: 'created_at' }));
  };

  const handlers = (): HttpHandler[] => [
    config.publicList ? publicRoute(ops.listOnParent, listOnParent) : route(ops.listOnParent, listOnParent),
    route(ops.createOnParent, async (context) => {
      const parent = visibleParent(context);
      if (!parent) return notFound();
      const input = await context.body<ThreadRequest>();
      if (input instanceof Response) return input;
      return post(context, parent, input);
    }),
    route(ops.list, (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const seen = parents(context.db).filter((row) => config.canSee(row, context.user));
      const visible = new Set(seen.map((row) => row.id));
      const rows = answers(context.db)
        .filter((row) => visible.has(row[on]))
        .map((row) => present(context.db, row, context.user.id));
      return json(communityPage(context, rows, { search: ['content'], ordering: '-created_at' }));
    }),
    route(ops.create, async (context) => {
      const input = await context.body<ThreadRequest & Record<K, number>>();
      if (input instanceof Response) return input;
      const parent = visibleParent(context, input[on]);
      if (!parent) return fieldErrors({ [on]: `Invalid pk "${input[on]}" - object does not exist.` });
      return post(context, parent, input);
    }),
    route(ops.get, (context) => {
      const row = visibleAnswer(context);
      return row ? json<Out>(present(context.db, row, context.user.id)) : notFound();
    }),
    ...[ops.update, ops.partialUpdate].map((operationId) =>
      route(operationId, async (context) => {
        const { db, user } = context;
        const row = visibleAnswer(context);
        if (!row) return notFound();
        if (!canEdit(user, row.author)) return context.deny();
        const input = await context.body<Partial<ThreadRequest & Record<K, number>>>();
        if (input instanceof Response) return input;
        if (input[on] !== undefined && input[on] !== row[on]) return fieldErrors({ [on]: messages.parentFixed });
        if (
          input.parent !== undefined &&
          input.parent !== null &&
          (input.parent === row.id || answers(db).get(input.parent)?.[on] !== row[on])
        ) {
          return fieldErrors({ parent: messages.parentMismatch });
        }
        const content = input.content !== undefined ? config.clean(input.content) : row.content;
        const patch: Partial<ThreadFields> = {
          content,
          ...(input.parent !== undefined ? { parent: input.parent } : {}),
          is_edited: row.is_edited || content !== row.content,
          updated_at: nowIso(),
        };
        // Only thread fields change, so the patch fits any answer row.
        const updated = answers(db).update(row.id, patch as Partial<A>) ?? row;
        return json<Out>(present(db, updated, user.id));
      }),
    ),
    route(ops.delete, (context) => {
      const row = visibleAnswer(context);
      if (!row) return notFound();
      if (!canEdit(context.user, row.author)) return context.deny();
      remove(context.db, [row.id]);
      return noContent();
    }),
    likeRoute(ops.like, {
      type,
      find: visibleAnswer,
      target: (row, db) => {
        const parent = parents(db).get(row[on]);
        return { author: row.author, title: parent?.title ?? messages.untitled, url: config.url(parent?.slug ?? '', row.id) };
      },
    }),
  ];

  /** Removes every answer under a parent that is being deleted. */
  const removeUnder = (db: MockDatabase, parentId: number): void =>
    remove(
      db,
      answers(db)
        .filter((row) => row[on] === parentId)
        .map((row) => row.id),
    );

  return { handlers, removeUnder };
}

// ---------------------------------------------------------------------------------------------
// Topics and replies.

function pollErrors(poll: CommunityPollRequest | null | undefined): Record<string, string> | undefined {
  if (!poll) return undefined;
  if (poll.options.some((option) => option.trim() === '')) return { poll: 'Poll options may not be blank.' };
  if (new Set(poll.options.map((option) => option.trim().toLowerCase())).size !== poll.options.length)
    return { poll: 'Poll options must be different.' };
  if (poll.closes_at && Date.parse(poll.closes_at) <= Date.now())
    return { poll: 'The closing time of a poll must be in the future.' };
  return undefined;
}

function createPoll(db: MockDatabase, topicId: number, poll: CommunityPollRequest): void {
  const row = db.community.polls.insert({
    topic: topicId,
    question: poll.question.trim(),
    allows_multiple: poll.allows_multiple ?? false,
    closes_at: poll.closes_at ?? null,
  });
  poll.options.forEach((text, position) => db.community.pollOptions.insert({ poll: row.id, text: text.trim(), position }));
}

function removePoll(db: MockDatabase, topicId: number): void {
  for (const poll of db.community.polls.filter((row) => row.topic === topicId)) {
    db.community.pollVotes.removeWhere((vote) => vote.poll === poll.id);
    db.community.pollOptions.removeWhere((option) => option.poll === poll.id);
    db.community.polls.remove(poll.id);
  }
}

const replyUrl = (topicSlug: string, id: number): string => `${topicUrl(topicSlug)}#reply-${id}`;

const replies = thread({
  on: 'topic',
  type: 'reply',
  parents: (db) => db.community.topics,
  canSee: canSeeTopic,
  answers: (db) => db.community.replies,
  insert: (db, topic, fields) => db.community.replies.insert({ topic, ...fields }),
  present: presentReply,
  clean: sanitiseHtml,
  url: replyUrl,
  closed: (topic) => {
    if (topic.status !== 'approved') return 'Replies are only possible on approved topics.';
    return topic.is_locked ? 'This topic is locked and accepts no new replies.' : undefined;
  },
  afterPost: (db, topic, stamp) => db.community.topics.update(topic.id, { last_activity_at: stamp }),
  // An accepted answer that goes leaves its topic unanswered.
  beforeRemove: (db, ids) => {
    for (const topic of db.community.topics.filter((row) => row.accepted_reply !== null && ids.has(row.accepted_reply)))
      db.community.topics.update(topic.id, { accepted_reply: null });
  },
  messages: {
    parentFixed: 'The topic of a reply cannot be changed.',
    parentMismatch: 'The reply you answer must belong to the same topic.',
    untitled: 'your reply',
  },
  posted: { notification: 'new_reply', title: 'New reply to your topic', verb: 'replied to', activity: 'reply_posted' },
  publicList: false,
  operations: {
    listOnParent: 'listCommunityTopicReplies',
    createOnParent: 'createCommunityTopicReply',
    list: 'listCommunityReplies',
    create: 'createCommunityReply',
    get: 'getCommunityReply',
    update: 'updateCommunityReply',
    partialUpdate: 'partialUpdateCommunityReply',
    delete: 'deleteCommunityReply',
    like: 'likeCommunityReply',
  },
});

function topicHandlers(): HttpHandler[] {
  const write = async (context: AuthedContext, row: TopicRow): Promise<Response> => {
    const { db, user } = context;
    if (!canEdit(user, row.author)) return context.deny();
    const input = await context.body<Partial<CommunityTopicRequest>>();
    if (input instanceof Response) return input;
    const errors = { ...categoryError(db, input.category), ...pollErrors(input.poll) };
    if (input.poll !== undefined) {
      const poll = pollOf(db, row.id);
      if (poll && db.community.pollVotes.some((vote) => vote.poll === poll.id))
        errors.poll = 'A poll that already has votes cannot be changed or removed.';
    }
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    if (input.poll !== undefined) {
      removePoll(db, row.id);
      if (input.poll) createPoll(db, row.id, input.poll);
    }
    const moderator = isModerator(user);
    const updated =
      db.community.topics.update(row.id, {
        ...(input.title !== undefined ? { title: input.title.trim() } : {}),
        ...(input.content !== undefined ? { content: sanitiseHtml(input.content) } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.tags !== undefined ? { tags: normaliseTags(input.tags) } : {}),
        ...(moderator && input.is_pinned !== undefined ? { is_pinned: input.is_pinned } : {}),
        ...(moderator && input.is_locked !== undefined ? { is_locked: input.is_locked } : {}),
        ...(row.status === 'rejected' ? { status: 'pending' as const, rejection_reason: null } : {}),
        updated_at: nowIso(),
      }) ?? row;
    return json<CommunityTopic>(presentTopic(db, updated, user.id));
  };

  return [
    route('listCommunityTopics', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const rows = context.db.community.topics
        .filter((row) => canSeeTopic(row, context.user))
        .map((row) => presentTopic(context.db, row, context.user.id));
      return json(communityPage(context, rows, topicList));
    }),
    route('createCommunityTopic', async (context) => {
      const { db, user } = context;
      const input = await context.body<CommunityTopicRequest>();
      if (input instanceof Response) return input;
      const errors = { ...categoryError(db, input.category), ...pollErrors(input.poll) };
      if (input.title.trim().length < 5) errors.title = 'Ensure this field has at least 5 characters.';
      if (plainText(input.content) === '') errors.content = 'This field may not be blank.';
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      const moderator = isModerator(user);
      const stamp = nowIso();
      const title = input.title.trim();
      const row = db.community.topics.insert({
        slug: uniqueSlug(db.community.topics, title),
        title,
        content: sanitiseHtml(input.content),
        category: input.category,
        author: user.id,
        tags: normaliseTags(input.tags),
        status: moderator ? 'approved' : 'pending',
        rejection_reason: null,
        is_pinned: moderator && (input.is_pinned ?? false),
        is_locked: moderator && (input.is_locked ?? false),
        accepted_reply: null,
        views_count: 0,
        last_activity_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      });
      if (input.poll) createPoll(db, row.id, input.poll);
      if (moderator)
        recordActivity(db, {
          user: user.id,
          type: 'topic_created',
          description: `started the topic "${title}"`,
          target_type: 'topic',
          target_id: row.id,
          target_title: title,
          target_slug: row.slug,
          at: stamp,
        });
      return created<CommunityTopic>(presentTopic(db, row, user.id));
    }),
    route('getCommunityTopic', (context) => {
      const row = visibleTopic(context);
      if (!row) return notFound();
      const viewed =
        row.author === context.user.id
          ? row
          : (context.db.community.topics.update(row.id, { views_count: row.views_count + 1 }) ?? row);
      return json<CommunityTopic>(presentTopic(context.db, viewed, context.user.id));
    }),
    ...(['updateCommunityTopic', 'partialUpdateCommunityTopic'] as const).map((operationId) =>
      route(operationId, withRow(visibleTopic, write)),
    ),
    route('deleteCommunityTopic', (context) => {
      const { db } = context;
      const row = visibleTopic(context);
      if (!row) return notFound();
      if (!canEdit(context.user, row.author)) return context.deny();
      replies.removeUnder(db, row.id);
      removePoll(db, row.id);
      db.community.votes.removeWhere((vote) => vote.topic === row.id);
      forgetTargets(db, 'topic', new Set([row.id]));
      db.community.topics.remove(row.id);
      return noContent();
    }),
    route('listMyCommunityTopics', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const rows = context.db.community.topics
        .filter((row) => row.author === context.user.id)
        .map((row) => presentTopic(context.db, row, context.user.id));
      return json(communityPage(context, rows, { search: ['title', 'content', 'tags'], ordering: '-created_at' }));
    }),
    likeRoute('likeCommunityTopic', {
      type: 'topic',
      find: visibleTopic,
      target: (row) => ({ author: row.author, title: row.title, url: topicUrl(row.slug), slug: row.slug }),
    }),
    bookmarkRoute('bookmarkCommunityTopic', 'topic', visibleTopic),
    route('voteCommunityTopic', async (context) => {
      const { db, user } = context;
      const row = visibleTopic(context);
      if (!row) return notFound();
      const input = await context.body<CommunityTopicVoteRequest>();
      if (input instanceof Response) return input;
      if (input.vote_type === undefined && input.selected_options === undefined)
        return fieldErrors({ non_field_errors: 'Send vote_type or selected_options.' });
      if (row.is_locked) return detail(400, 'This topic is locked and accepts no votes.');
      const messages: string[] = [];
      const poll = input.selected_options !== undefined ? pollOf(db, row.id) : undefined;
      if (input.selected_options !== undefined) {
        if (!poll) return fieldErrors({ selected_options: 'This topic has no poll.' });
        if (poll.closes_at !== null && Date.parse(poll.closes_at) <= Date.now()) return detail(400, 'This poll is closed.');
        const optionIds = new Set(
          db.community.pollOptions.filter((option) => option.poll === poll.id).map((option) => option.id),
        );
        const chosen = [...new Set(input.selected_options)];
        if (chosen.some((id) => !optionIds.has(id))) return fieldErrors({ selected_options: 'Choose options of this poll.' });
        if (chosen.length > 1 && !poll.allows_multiple)
          return fieldErrors({ selected_options: 'This poll allows one choice only.' });
        const earlier = db.community.pollVotes.find((vote) => vote.poll === poll.id && vote.user === user.id);
        if (earlier) db.community.pollVotes.update(earlier.id, { options: chosen, created_at: nowIso() });
        else db.community.pollVotes.insert({ poll: poll.id, user: user.id, options: chosen, created_at: nowIso() });
        messages.push(earlier ? 'Your poll vote was changed.' : 'Your poll vote was recorded.');
      }
      if (input.vote_type !== undefined) {
        const earlier = db.community.votes.find((vote) => vote.topic === row.id && vote.user === user.id);
        if (earlier?.vote_type === input.vote_type) {
          db.community.votes.remove(earlier.id);
          messages.push('Your vote was withdrawn.');
        } else if (earlier) {
          db.community.votes.update(earlier.id, { vote_type: input.vote_type, created_at: nowIso() });
          messages.push('Your vote was changed.');
        } else {
          db.community.votes.insert({ user: user.id, topic: row.id, vote_type: input.vote_type, created_at: nowIso() });
          messages.push('Your vote was recorded.');
        }
      }
      const current = db.community.votes.find((vote) => vote.topic === row.id && vote.user === user.id);
      return json<CommunityTopicVoteResult>({
        success: true,
        message: messages.join(' '),
        votes: topicScore(db, row.id),
        user_vote: current?.vote_type ?? null,
        poll: poll ? presentPoll(db, poll, user.id, row.is_locked) : null,
      });
    }),
    route('markCommunityTopicAnswer', async (context) => {
      const { db, user } = context;
      const row = visibleTopic(context);
      if (!row) return notFound();
      if (!canEdit(user, row.author)) return context.deny();
      const input = await context.body<CommunityMarkAnswerRequest>();
      if (input instanceof Response) return input;
      const reply = db.community.replies.get(input.reply_id);
      if (!reply || reply.topic !== row.id) return fieldErrors({ reply_id: 'This reply does not belong to the topic.' });
      const stamp = nowIso();
      db.community.topics.update(row.id, { accepted_reply: reply.id, updated_at: stamp });
      const url = replyUrl(row.slug, reply.id);
      notify(db, {
        recipient: reply.author,
        actor: user.id,
        type: 'answer_accepted',
        title: 'Your answer was accepted',
        message: `Your reply to "${row.title}" was marked as the answer.`,
        target_type: 'reply',
        target_id: reply.id,
        action_url: url,
        at: stamp,
      });
      recordActivity(db, {
        user: user.id,
        type: 'answer_accepted',
        description: `accepted an answer on "${row.title}"`,
        target_type: 'reply',
        target_id: reply.id,
        target_title: row.title,
        target_slug: row.slug,
        at: stamp,
      });
      return json<CommunityMarkAnswerResult>({
        success: true,
        message: 'The reply was marked as the accepted answer.',
        is_answered: true,
        accepted_reply: reply.id,
      });
    }),
    route(
      'approveCommunityTopic',
      (context) => {
        const row = context.db.community.topics.get(context.id());
        if (!row) return notFound();
        if (row.status === 'approved') return detail(400, 'This topic is already approved.');
        return json<CommunityTopic>(presentTopic(context.db, approveTopic(context.db, row, context.user), context.user.id));
      },
      { roles: STAFF },
    ),
    route(
      'rejectCommunityTopic',
      async (context) => {
        const row = context.db.community.topics.get(context.id());
        if (!row) return notFound();
        const input = await context.body<CommunityRejectRequest>();
        if (input instanceof Response) return input;
        if (row.status === 'rejected') return detail(400, 'This topic is already rejected.');
        return json<CommunityTopic>(
          presentTopic(context.db, rejectTopic(context.db, row, context.user, input.reason), context.user.id),
        );
      },
      { roles: STAFF },
    ),
    ...replies.handlers(),
  ];
}

// ---------------------------------------------------------------------------------------------
// Articles and comments.

type ArticleInput = Partial<Omit<CommunityArticleRequest, 'featured_image'>> & { featured_image?: unknown };

function imageErrors(image: unknown): Record<string, string> | undefined {
  if (image === undefined || image === null || image === '') return undefined;
  if (!(image instanceof Blob))
    return { featured_image: 'The submitted data was not a file. Check the encoding type on the form.' };
  if (!IMAGE_TYPES[image.type] || image.size > MAX_IMAGE_BYTES)
    return { featured_image: 'Upload a JPEG, PNG or WebP image of at most 5 MB.' };
  return undefined;
}

/** Where an uploaded cover image is served from (server-relative, as the spec allows). */
const imagePath = (slug: string, image: Blob): string =>
  `/media/community/articles/${slug}-${Date.now().toString(36)}.${IMAGE_TYPES[image.type] ?? 'jpg'}`;

function articleInputErrors(db: MockDatabase, input: ArticleInput): Record<string, string> {
  const errors: Record<string, string> = { ...categoryError(db, input.category), ...imageErrors(input.featured_image) };
  if (input.title !== undefined && input.title.trim().length < 5) errors.title = 'Ensure this field has at least 5 characters.';
  if (input.content !== undefined && plainText(input.content) === '') errors.content = 'This field may not be blank.';
  return errors;
}

const commentUrl = (articleSlug: string, id: number): string => `/articles/${articleSlug}#comment-${id}`;

const comments = thread({
  on: 'article',
  type: 'comment',
  parents: (db) => db.community.articles,
  canSee: canSeeArticle,
  answers: (db) => db.community.comments,
  insert: (db, article, fields) => db.community.comments.insert({ article, ...fields }),
  present: presentComment,
  clean: (content) => content.trim(),
  url: commentUrl,
  closed: (article) => (article.status === 'published' ? undefined : 'Comments are only possible on published articles.'),
  messages: {
    parentFixed: 'The article of a comment cannot be changed.',
    parentMismatch: 'The comment you answer must belong to the same article.',
    untitled: 'your comment',
  },
  posted: { notification: 'new_comment', title: 'New comment on your article', verb: 'commented on', activity: 'comment_posted' },
  publicList: true,
  operations: {
    listOnParent: 'listCommunityArticleComments',
    createOnParent: 'createCommunityArticleComment',
    list: 'listCommunityComments',
    create: 'createCommunityComment',
    get: 'getCommunityComment',
    update: 'updateCommunityComment',
    partialUpdate: 'partialUpdateCommunityComment',
    delete: 'deleteCommunityComment',
    like: 'likeCommunityComment',
  },
});

function articleHandlers(): HttpHandler[] {
  const write = async (context: AuthedContext, row: ArticleRow): Promise<Response> => {
    const { db, user } = context;
    if (!canEdit(user, row.author)) return context.deny();
    const input = await context.body<ArticleInput>();
    if (input instanceof Response) return input;
    const errors = articleInputErrors(db, input);
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const content = input.content !== undefined ? sanitiseHtml(input.content) : row.content;
    const excerpt = input.excerpt !== undefined ? input.excerpt.trim() || excerptOf(content) : row.excerpt;
    const updated =
      db.community.articles.update(row.id, {
        ...(input.title !== undefined ? { title: input.title.trim() } : {}),
        content,
        excerpt,
        reading_time_minutes: readingTime(content),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.tags !== undefined ? { tags: normaliseTags(input.tags) } : {}),
        ...(input.featured_image instanceof Blob ? { featured_image: imagePath(row.slug, input.featured_image) } : {}),
        ...(isModerator(user) && input.is_featured !== undefined ? { is_featured: input.is_featured } : {}),
        ...(row.status === 'rejected' ? { status: 'draft' as const, rejection_reason: null } : {}),
        updated_at: nowIso(),
      }) ?? row;
    return json<CommunityArticle>(presentArticle(db, updated, user.id));
  };
  const moderated = (
    operationId: string,
    decide: (context: AuthedContext, row: ArticleRow) => Promise<Response> | Response,
  ): HttpHandler =>
    route(
      operationId,
      (context) => {
        const row = context.db.community.articles.get(context.id());
        return row ? decide(context, row) : notFound();
      },
      { roles: STAFF },
    );

  return [
    publicRoute('listCommunityArticles', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const rows = context.db.community.articles
        .filter((row) => canSeeArticle(row, context.user))
        .map((row) => presentArticle(context.db, row, context.user?.id));
      return json(
        communityPage(context, rows, {
          search: ['title', 'excerpt', 'content', 'tags'],
          ordering: '-published_at',
          filters: articleFilters,
        }),
      );
    }),
    route('createCommunityArticle', async (context) => {
      const { db, user } = context;
      const input = await context.body<ArticleInput & { title: string; content: string }>();
      if (input instanceof Response) return input;
      const errors = articleInputErrors(db, input);
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      const stamp = nowIso();
      const title = input.title.trim();
      const slug = uniqueSlug(db.community.articles, title);
      const content = sanitiseHtml(input.content);
      const row = db.community.articles.insert({
        slug,
        title,
        excerpt: input.excerpt?.trim() || excerptOf(content),
        content,
        featured_image: input.featured_image instanceof Blob ? imagePath(slug, input.featured_image) : null,
        category: input.category ?? null,
        author: user.id,
        tags: normaliseTags(input.tags),
        status: 'draft',
        rejection_reason: null,
        is_featured: isModerator(user) && (input.is_featured ?? false),
        reading_time_minutes: readingTime(content),
        views_count: 0,
        published_at: null,
        submitted_at: null,
        created_at: stamp,
        updated_at: stamp,
      });
      return created<CommunityArticle>(presentArticle(db, row, user.id));
    }),
    publicRoute('getCommunityArticle', (context) => {
      const row = visibleArticle(context);
      if (!row) return notFound();
      const viewed =
        row.author === context.user?.id
          ? row
          : (context.db.community.articles.update(row.id, { views_count: row.views_count + 1 }) ?? row);
      return json<CommunityArticle>(presentArticle(context.db, viewed, context.user?.id));
    }),
    ...(['updateCommunityArticle', 'partialUpdateCommunityArticle'] as const).map((operationId) =>
      route(operationId, withRow(visibleArticle, write)),
    ),
    route('deleteCommunityArticle', (context) => {
      const { db } = context;
      const row = visibleArticle(context);
      if (!row) return notFound();
      if (!canEdit(context.user, row.author)) return context.deny();
      comments.removeUnder(db, row.id);
      forgetTargets(db, 'article', new Set([row.id]));
      db.community.articles.remove(row.id);
      return noContent();
    }),
    route('listMyCommunityArticles', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const rows = context.db.community.articles
        .filter((row) => row.author === context.user.id)
        .map((row) => presentArticle(context.db, row, context.user.id));
      return json(communityPage(context, rows, { search: ['title', 'excerpt', 'content', 'tags'], ordering: '-updated_at' }));
    }),
    publicRoute('listFeaturedCommunityArticles', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const rows = context.db.community.articles
        .filter((row) => row.status === 'published' && row.is_featured)
        .map((row) => presentArticle(context.db, row, context.user?.id));
      return json(communityPage(context, rows, { ordering: '-published_at', filters: articleFilters }));
    }),
    likeRoute('likeCommunityArticle', {
      type: 'article',
      find: visibleArticle,
      target: (row) => ({ author: row.author, title: row.title, url: articleUrl(row), slug: row.slug }),
      refuse: (row, action) =>
        row.status !== 'published' && action === 'like' ? detail(400, 'Only published articles can be liked.') : undefined,
    }),
    bookmarkRoute('bookmarkCommunityArticle', 'article', visibleArticle),
    route('publishCommunityArticle', (context) => {
      const { db, user } = context;
      const row = visibleArticle(context);
      if (!row) return notFound();
      if (!canEdit(user, row.author)) return context.deny();
      if (row.status === 'published') return detail(400, 'This article is already published.');
      if (row.status === 'pending') return detail(400, 'This article is already waiting for a moderator.');
      if (isModerator(user)) return json<CommunityArticle>(presentArticle(db, publishArticle(db, row, user), user.id));
      const stamp = nowIso();
      const pending =
        db.community.articles.update(row.id, {
          status: 'pending',
          submitted_at: stamp,
          rejection_reason: null,
          updated_at: stamp,
        }) ?? row;
      return json<CommunityArticle>(presentArticle(db, pending, user.id));
    }),
    route('unpublishCommunityArticle', (context) => {
      const { db, user } = context;
      const row = visibleArticle(context);
      if (!row) return notFound();
      if (!canEdit(user, row.author)) return context.deny();
      if (row.status !== 'published' && row.status !== 'pending')
        return detail(400, `A ${row.status} article cannot be unpublished.`);
      const draft = db.community.articles.update(row.id, { status: 'draft', updated_at: nowIso() }) ?? row;
      return json<CommunityArticle>(presentArticle(db, draft, user.id));
    }),
    moderated('approveCommunityArticle', (context, row) => {
      if (row.status !== 'pending') return detail(400, `Only pending articles can be approved; this one is ${row.status}.`);
      return json<CommunityArticle>(presentArticle(context.db, publishArticle(context.db, row, context.user), context.user.id));
    }),
    moderated('rejectCommunityArticle', async (context, row) => {
      const input = await context.body<CommunityRejectRequest>();
      if (input instanceof Response) return input;
      if (row.status !== 'pending') return detail(400, `Only pending articles can be rejected; this one is ${row.status}.`);
      return json<CommunityArticle>(
        presentArticle(context.db, rejectArticle(context.db, row, context.user, input.reason), context.user.id),
      );
    }),
    ...comments.handlers(),
  ];
}

// ---------------------------------------------------------------------------------------------
// Notifications, activities, bookmarks, my content.

/** Whether the item an activity points at is visible to the caller. */
function activityVisible(db: MockDatabase, row: ActivityRow, user: UserRecord): boolean {
  const topic = (id: number | undefined) => {
    const found = id === undefined ? undefined : db.community.topics.get(id);
    return !!found && canSeeTopic(found, user);
  };
  const article = (id: number | undefined) => {
    const found = id === undefined ? undefined : db.community.articles.get(id);
    return !!found && canSeeArticle(found, user);
  };
  if (row.target_type === 'topic') return topic(row.target_id);
  if (row.target_type === 'reply') return topic(db.community.replies.get(row.target_id)?.topic);
  if (row.target_type === 'article') return article(row.target_id);
  return article(db.community.comments.get(row.target_id)?.article);
}

function memberHandlers(): HttpHandler[] {
  const own = (context: AuthedContext) => context.db.community.notifications.filter((row) => row.recipient === context.user.id);
  const findOwn = (context: AuthedContext) => {
    const row = context.db.community.notifications.get(context.id());
    return row?.recipient === context.user.id ? row : undefined;
  };
  return [
    route('listCommunityNotifications', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      return json(
        communityPage(
          context,
          own(context).map((row) => presentNotification(context.db, row)),
          { ordering: '-created_at' },
        ),
      );
    }),
    route('getCommunityNotification', (context) => {
      const row = findOwn(context);
      return row ? json<CommunityNotification>(presentNotification(context.db, row)) : notFound();
    }),
    route('markCommunityNotificationRead', (context) => {
      const row = findOwn(context);
      if (!row) return notFound();
      const read = row.is_read
        ? row
        : (context.db.community.notifications.update(row.id, { is_read: true, read_at: nowIso() }) ?? row);
      return json<CommunityNotification>(presentNotification(context.db, read));
    }),
    route('markAllCommunityNotificationsRead', (context) => {
      const stamp = nowIso();
      const unread = own(context).filter((row) => !row.is_read);
      for (const row of unread) context.db.community.notifications.update(row.id, { is_read: true, read_at: stamp });
      return json<CommunityNotificationsMarkedRead>({
        success: true,
        message: 'All notifications marked as read',
        updated_count: unread.length,
      });
    }),
    route('clearAllCommunityNotifications', (context) => {
      context.db.community.notifications.removeWhere((row) => row.recipient === context.user.id);
      return noContent();
    }),
    route('getCommunityUnreadCount', (context) =>
      json<CommunityUnreadCount>({ unread_count: own(context).filter((row) => !row.is_read).length }),
    ),
    route('listCommunityActivities', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const rows = context.db.community.activities
        .filter((row) => activityVisible(context.db, row, context.user))
        .map((row) => presentActivity(context.db, row));
      return json(communityPage(context, rows, { ordering: '-created_at' }));
    }),
    route('getCommunityActivity', (context) => {
      const row = context.db.community.activities.get(context.id());
      return row && activityVisible(context.db, row, context.user)
        ? json<CommunityActivity>(presentActivity(context.db, row))
        : notFound();
    }),
    route('listMyCommunityBookmarks', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const rows = context.db.community.bookmarks
        .filter((row) => row.user === context.user.id)
        .map((row) => presentBookmark(context.db, row));
      return json(communityPage(context, rows, { ordering: '-created_at' }));
    }),
    route('getMyCommunityContent', ({ db, user }) => {
      const newest = <T extends { created_at: string; id: number }>(rows: T[]): T[] =>
        [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      const topics = db.community.topics.filter((row) => row.author === user.id);
      const articles = db.community.articles.filter((row) => row.author === user.id);
      return json<CommunityMyContent>({
        topics: newest(topics)
          .slice(0, 20)
          .map((row) => topicSummary(db, row)),
        articles: newest(articles)
          .slice(0, 20)
          .map((row) => articleSummary(db, row)),
        topics_count: topics.length,
        articles_count: articles.length,
        replies_count: db.community.replies.count((row) => row.author === user.id),
        comments_count: db.community.comments.count((row) => row.author === user.id),
      });
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Discovery: search, trending, latest, stats, profiles.

function matchScore(words: string[], title: string, tags: string[], content: string): number {
  const [lowerTitle, lowerTags, lowerContent] = [
    title.toLowerCase(),
    tags.join(' ').toLowerCase(),
    plainText(content).toLowerCase(),
  ];
  return words.reduce(
    (score, word) =>
      score + (lowerTitle.includes(word) ? 3 : 0) + (lowerTags.includes(word) ? 2 : 0) + (lowerContent.includes(word) ? 1 : 0),
    0,
  );
}

const PERIOD_DAYS: Record<CommunityTrendingPeriod, number> = { day: 1, week: 7, month: 30 };

function limitParam(context: PublicContext, fallback: number): number {
  const value = Number(context.query.get('limit') ?? fallback);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, 50) : fallback;
}

function trending(db: MockDatabase, period: CommunityTrendingPeriod, limit: number): CommunityTrending {
  const since = isoDateTime(new Date(Date.now() - PERIOD_DAYS[period] * DAY));
  const recentLikes = (type: CommunityTargetType, id: number) =>
    db.community.likes.count((like) => like.target_type === type && like.target_id === id && like.created_at >= since);
  // Activity gained in the period ranks first; all-time engagement orders the rest.
  const topics = db.community.topics
    .filter((row) => row.status === 'approved')
    .map((row) => {
      const summary = topicSummary(db, row);
      const recent =
        recentLikes('topic', row.id) +
        db.community.replies.count((reply) => reply.topic === row.id && reply.created_at >= since) +
        db.community.votes.count((vote) => vote.topic === row.id && vote.created_at >= since);
      return {
        summary,
        score:
          recent * 100 +
          summary.likes_count * 3 +
          summary.replies_count * 4 +
          Math.abs(summary.votes ?? 0) * 2 +
          (summary.views_count ?? 0) / 20,
      };
    });
  const articles = db.community.articles
    .filter((row) => row.status === 'published')
    .map((row) => {
      const summary = articleSummary(db, row);
      const recent =
        recentLikes('article', row.id) +
        db.community.comments.count((comment) => comment.article === row.id && comment.created_at >= since);
      return {
        summary,
        score:
          recent * 100 + (summary.likes_count ?? 0) * 3 + (summary.comments_count ?? 0) * 4 + (summary.views_count ?? 0) / 20,
      };
    });
  const tagCounts = new Map<string, number>();
  const content = [
    ...db.community.topics.filter((row) => row.status === 'approved'),
    ...db.community.articles.filter((row) => row.status === 'published'),
  ];
  const inPeriod = content.filter((row) => row.created_at >= since);
  for (const row of inPeriod.length > 0 ? inPeriod : content)
    for (const tag of row.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  const ranked = <T>(rows: { summary: T; score: number }[]): T[] =>
    rows
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((row) => row.summary);
  return {
    period,
    topics: ranked(topics),
    articles: ranked(articles),
    tags: [...tagCounts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 10)
      .map(([tag]) => tag),
  };
}

function communityStats(db: MockDatabase, user: UserRecord): CommunityStats {
  const weekAgo = isoDateTime(new Date(Date.now() - 7 * DAY));
  const approved = db.community.topics.filter((row) => row.status === 'approved');
  const posts: { author: number; created_at: string }[] = [
    ...db.community.topics.all(),
    ...db.community.replies.all(),
    ...db.community.articles.all(),
    ...db.community.comments.all(),
  ];
  const tagCounts = new Map<string, number>();
  for (const row of [...approved, ...db.community.articles.filter((article) => article.status === 'published')])
    for (const tag of row.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  const answered = approved.filter((row) => row.accepted_reply !== null).length;
  return {
    total_topics: approved.length,
    total_replies: db.community.replies.size,
    total_articles: db.community.articles.count((row) => row.status === 'published'),
    total_comments: db.community.comments.size,
    total_members: new Set(posts.map((row) => row.author)).size,
    active_members_this_week: new Set(posts.filter((row) => row.created_at >= weekAgo).map((row) => row.author)).size,
    topics_this_week: approved.filter((row) => row.created_at >= weekAgo).length,
    answered_topics_percentage: approved.length > 0 ? Math.round((answered / approved.length) * 10_000) / 100 : 0,
    pending_moderation: isModerator(user)
      ? db.community.topics.count((row) => row.status === 'pending') +
        db.community.articles.count((row) => row.status === 'pending')
      : 0,
    top_tags: [...tagCounts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 10)
      .map(([tag]) => tag),
  };
}

function userProfile(db: MockDatabase, member: UserRecord): CommunityUserProfile {
  const topics = db.community.topics.filter((row) => row.author === member.id);
  const replies = db.community.replies.filter((row) => row.author === member.id);
  const articles = db.community.articles.filter((row) => row.author === member.id);
  const comments = db.community.comments.filter((row) => row.author === member.id);
  const owned = new Set([
    ...topics.map((row) => `topic:${row.id}`),
    ...replies.map((row) => `reply:${row.id}`),
    ...articles.map((row) => `article:${row.id}`),
    ...comments.map((row) => `comment:${row.id}`),
  ]);
  const likesReceived = db.community.likes.count((like) => owned.has(`${like.target_type}:${like.target_id}`));
  const topicIds = new Set(topics.map((row) => row.id));
  const upVotes = db.community.votes.count((vote) => topicIds.has(vote.topic) && vote.vote_type === 'up');
  const downVotes = db.community.votes.count((vote) => topicIds.has(vote.topic) && vote.vote_type === 'down');
  const replyIds = new Set(replies.map((row) => row.id));
  const accepted = db.community.topics.count((row) => row.accepted_reply !== null && replyIds.has(row.accepted_reply));
  const newest = <T extends { created_at: string }>(rows: T[]): T[] =>
    [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 5);
  return {
    user: userSummaryById(db, member.id),
    bio: profileOf(db, member.id)?.bio ?? null,
    joined_at: member.date_joined,
    reputation: Math.max(
      0,
      likesReceived * REPUTATION.like +
        upVotes * REPUTATION.upVote +
        downVotes * REPUTATION.downVote +
        accepted * REPUTATION.acceptedAnswer,
    ),
    topics_count: topics.filter((row) => row.status === 'approved').length,
    replies_count: replies.length,
    articles_count: articles.filter((row) => row.status === 'published').length,
    comments_count: comments.length,
    accepted_answers_count: accepted,
    likes_received: likesReceived,
    recent_topics: newest(topics.filter((row) => row.status === 'approved')).map((row) => topicSummary(db, row)),
    recent_articles: newest(articles.filter((row) => row.status === 'published')).map((row) => articleSummary(db, row)),
  };
}

function queueItems(db: MockDatabase): CommunityModerationQueueItem[] {
  const item = (type: CommunityContentType, row: TopicRow | ArticleRow, submittedAt: string): CommunityModerationQueueItem => ({
    content_type: type,
    content_id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: plainText(row.content).slice(0, 300),
    author: userSummaryById(db, row.author),
    category: categorySummary(db, row.category),
    status: 'pending',
    submitted_at: submittedAt,
  });
  const topics = db.community.topics.filter((row) => row.status === 'pending').map((row) => item('topic', row, row.created_at));
  const articles = db.community.articles
    .filter((row) => row.status === 'pending')
    .map((row) => item('article', row, row.submitted_at ?? row.updated_at));
  return [...topics, ...articles].sort((a, b) => a.submitted_at.localeCompare(b.submitted_at) || a.content_id - b.content_id);
}

function discoveryHandlers(): HttpHandler[] {
  return [
    route('searchCommunity', async (context) => {
      const { db } = context;
      const input = await context.body<CommunitySearchRequest>();
      if (input instanceof Response) return input;
      const query = input.query.trim();
      if (query.length < 2) return fieldErrors({ query: 'Ensure this field has at least 2 characters.' });
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const kinds = new Set(input.content_types && input.content_types.length > 0 ? input.content_types : ['topic', 'article']);
      const wanted = normaliseTags(input.tags);
      const fits = (row: { category: number | null; tags: string[] }) =>
        (input.category === undefined || input.category === null || row.category === input.category) &&
        wanted.every((tag) => row.tags.includes(tag));
      const score = <T extends { title: string; tags: string[]; content: string; created_at: string }>(rows: T[]) =>
        rows
          .map((row) => ({ row, score: matchScore(words, row.title, row.tags, row.content) }))
          .filter((match) => match.score > 0)
          .sort((a, b) => b.score - a.score || b.row.created_at.localeCompare(a.row.created_at));
      const topics = kinds.has('topic') ? score(db.community.topics.filter((row) => row.status === 'approved' && fits(row))) : [];
      const articles = kinds.has('article')
        ? score(db.community.articles.filter((row) => row.status === 'published' && fits(row)))
        : [];
      const limit = input.limit ?? 20;
      return json<CommunitySearchResults>({
        query,
        total: topics.length + articles.length,
        topics: topics.slice(0, limit).map((match) => topicSummary(db, match.row)),
        articles: articles.slice(0, limit).map((match) => articleSummary(db, match.row)),
      });
    }),
    publicRoute('getCommunityTrending', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const period = (context.query.get('period') ?? 'week') as CommunityTrendingPeriod;
      return json<CommunityTrending>(trending(context.db, period, limitParam(context, 10)));
    }),
    publicRoute('getCommunityLatest', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const { db } = context;
      const limit = limitParam(context, 5);
      return json<CommunityLatest>({
        topics: db.community.topics
          .filter((row) => row.status === 'approved')
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
          .slice(0, limit)
          .map((row) => topicSummary(db, row)),
        articles: db.community.articles
          .filter((row) => row.status === 'published')
          .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id - a.id)
          .slice(0, limit)
          .map((row) => articleSummary(db, row)),
      });
    }),
    route('getCommunityStats', ({ db, user }) => json<CommunityStats>(communityStats(db, user))),
    route('getCommunityUserProfile', (context) => {
      const member = context.db.accounts.users.get(context.id());
      return member ? json<CommunityUserProfile>(userProfile(context.db, member)) : notFound();
    }),
    route(
      'listCommunityModerationQueue',
      (context) => {
        const invalid = queryErrors(context);
        if (invalid) return invalid;
        const type = context.query.get('content_type');
        const items = queueItems(context.db).filter((item) => !type || item.content_type === type);
        return json(paginate(context.url, items));
      },
      { roles: STAFF },
    ),
    route(
      'moderateCommunityContent',
      async (context) => {
        const { db, user } = context;
        const raw = await rawJson(context.request);
        if (raw && typeof raw.content_type === 'string' && raw.content_type !== 'topic' && raw.content_type !== 'article') {
          return fieldErrors({ content_type: `Moderation supports only topic and article content, not "${raw.content_type}".` });
        }
        const input = await context.body<CommunityModerationRequest>();
        if (input instanceof Response) return input;
        const result = (status: CommunityModerationResult['status'], message: string): Response =>
          json<CommunityModerationResult>({
            success: true,
            message,
            content_type: input.content_type,
            content_id: input.content_id,
            action: input.action,
            status,
          });
        if (input.content_type === 'topic') {
          const row = db.community.topics.get(input.content_id);
          if (!row) return notFound('No topic with this id.');
          if (row.status !== 'pending') return detail(400, `This topic is not pending moderation (it is ${row.status}).`);
          if (input.action === 'approve')
            return result(approveTopic(db, row, user).status as 'approved', 'The topic was approved.');
          return result(
            rejectTopic(db, row, user, input.reason).status as 'rejected',
            'The topic was rejected and the author notified.',
          );
        }
        const row = db.community.articles.get(input.content_id);
        if (!row) return notFound('No article with this id.');
        if (row.status !== 'pending') return detail(400, `This article is not pending moderation (it is ${row.status}).`);
        if (input.action === 'approve')
          return result(publishArticle(db, row, user).status as 'published', 'The article was approved and published.');
        return result(
          rejectArticle(db, row, user, input.reason).status as 'rejected',
          'The article was rejected and the author notified.',
        );
      },
      { roles: STAFF },
    ),
  ];
}

export function communityHandlers(): HttpHandler[] {
  return [...categoryHandlers(), ...topicHandlers(), ...articleHandlers(), ...memberHandlers(), ...discoveryHandlers()];
}

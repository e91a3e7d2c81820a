/** A member's community (notifications, activities, bookmarks, own content) and discovery (search, trending, latest, stats, profiles, the moderation queue). */
import type {
  CommunityContentType,
  CommunityLatest,
  CommunityModerationQueueItem,
  CommunityModerationRequest,
  CommunityModerationResult,
  CommunityMyContent,
  CommunityNotification,
  CommunityNotificationsMarkedRead,
  CommunitySearchRequest,
  CommunitySearchResults,
  CommunityStats,
  CommunityTargetType,
  CommunityTrending,
  CommunityTrendingPeriod,
  CommunityUnreadCount,
  CommunityUserProfile,
  CommunityActivity,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { rawJson, queryErrors } from './contact-shared';
import { communityPage, approveTopic, rejectTopic, publishArticle, rejectArticle } from './community-shared';
import { type AuthedContext, route, type PublicContext, publicRoute } from '../kit/route';
import { json, notFound, noContent, fieldErrors, detail } from '../kit/respond';
import { paginate } from '../kit/list';
import { STAFF } from '../kit/crud';
import { nowIso, isoDateTime } from '../db/time';
import type { MockDatabase } from '../db/database';
import {
  type ActivityRow,
  canSeeTopic,
  canSeeArticle,
  presentNotification,
  presentActivity,
  presentBookmark,
  topicSummary,
  articleSummary,
  plainText,
  isModerator,
  REPUTATION,
  type TopicRow,
  type ArticleRow,
  categorySummary,
  normaliseTags,
} from '../db/community';
import { type UserRecord, userSummaryById, profileOf } from '../db/accounts';

export const DAY = 86400000;

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

export function memberHandlers(): HttpHandler[] {
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
    answered_topics_percentage: approved.length > 0 ? Math.round((answered / approved.length) * 10000) / 100 : 0,
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

export function discoveryHandlers(): HttpHandler[] {
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

/**
 * The community domain: categories, forum topics (with polls, votes and accepted answers) and their
 * replies, articles and their comments, likes, bookmarks, notifications and the activity feed. Rows
 * keep users and relations by id; counters and the caller's own state (liked, bookmarked, voted)
 * are derived on read by the presenters below.
 */
import type {
  CommunityActivity,
  CommunityActivityType,
  CommunityArticle,
  CommunityArticleSummary,
  CommunityBookmark,
  CommunityCategory,
  CommunityCategorySummary,
  CommunityComment,
  CommunityContentType,
  CommunityNotification,
  CommunityNotificationType,
  CommunityPoll,
  CommunityReply,
  CommunityTargetType,
  CommunityTopic,
  CommunityTopicSummary,
  CommunityVoteType,
  UserType,
} from '@ujuzi/api';
import { userSummaryById, type UserRecord } from './accounts';
import type { MockDatabase } from './database';
import { omitKeys } from './newsletter';
import { Table } from './table';

export type TopicRow = Omit<
  CommunityTopic,
  | 'category'
  | 'author'
  | 'likes_count'
  | 'replies_count'
  | 'votes'
  | 'user_vote'
  | 'is_liked'
  | 'is_bookmarked'
  | 'poll'
  | 'is_answered'
  | 'last_activity_at'
> & { category: number; author: number; last_activity_at: string };

export interface PollRow {
  id: number;
  topic: number;
  question: string;
  allows_multiple: boolean;
  closes_at: string | null;
}

export interface PollOptionRow {
  id: number;
  poll: number;
  text: string;
  position: number;
}

export interface PollVoteRow {
  id: number;
  poll: number;
  user: number;
  options: number[];
  created_at: string;
}

export type ReplyRow = Omit<CommunityReply, 'author' | 'likes_count' | 'is_liked' | 'is_accepted_answer'> & { author: number };

export type ArticleRow = Omit<
  CommunityArticle,
  'category' | 'author' | 'likes_count' | 'comments_count' | 'is_liked' | 'is_bookmarked'
> & {
  category: number | null;
  author: number;
  /** When the article was last submitted for review (the moderation queue's order). */
  submitted_at: string | null;
};

export type CommentRow = Omit<CommunityComment, 'author' | 'likes_count' | 'is_liked'> & { author: number };

export interface LikeRow {
  id: number;
  user: number;
  target_type: CommunityTargetType;
  target_id: number;
  created_at: string;
}

export interface BookmarkRow {
  id: number;
  user: number;
  content_type: CommunityContentType;
  target_id: number;
  created_at: string;
}

export interface VoteRow {
  id: number;
  user: number;
  topic: number;
  vote_type: CommunityVoteType;
  created_at: string;
}

export type NotificationRow = Omit<CommunityNotification, 'actor'> & { recipient: number; actor: number | null };

export type ActivityRow = Omit<CommunityActivity, 'user'> & { user: number };

export const communityTables = () => ({
  categories: new Table<CommunityCategory>(),
  topics: new Table<TopicRow>(),
  polls: new Table<PollRow>(),
  pollOptions: new Table<PollOptionRow>(),
  pollVotes: new Table<PollVoteRow>(),
  replies: new Table<ReplyRow>(),
  articles: new Table<ArticleRow>(),
  comments: new Table<CommentRow>(),
  likes: new Table<LikeRow>(),
  bookmarks: new Table<BookmarkRow>(),
  votes: new Table<VoteRow>(),
  notifications: new Table<NotificationRow>(),
  activities: new Table<ActivityRow>(),
});

export type CommunityTables = ReturnType<typeof communityTables>;

// ---------------------------------------------------------------------------------------------
// Rules shared by the seed and the handlers.

/** Staff accounts act as community moderators (super_admin, admin, teacher). */
export const MODERATOR_TYPES: readonly UserType[] = ['super_admin', 'admin', 'teacher'];
export const isModerator = (user: Pick<UserRecord, 'user_type'> | undefined): boolean =>
  !!user && MODERATOR_TYPES.includes(user.user_type);

/** Reputation points: what a member's contributions earned. */
export const REPUTATION = { like: 2, upVote: 5, downVote: -2, acceptedAnswer: 15 } as const;

const WORDS_PER_MINUTE = 200;

export const plainText = (html: string): string =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

export const readingTime = (html: string): number =>
  Math.max(1, Math.ceil(plainText(html).split(' ').filter(Boolean).length / WORDS_PER_MINUTE));

/** The excerpt generated when an author leaves it empty: the first sentences, at most 200 characters. */
export function excerptOf(html: string, length = 200): string {
  const text = plainText(html);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20)).trim()}…`;
}

/** Rich-text bodies are sanitised: no scripts, no event handlers, no javascript: links. */
export const sanitiseHtml = (html: string): string =>
  html
    .replace(/<(script|style|iframe|object)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|src)\s*=\s*(["'])\s*javascript:[^"']*\2/gi, '$1="#"');

export const normaliseTags = (tags: readonly string[] | undefined): string[] => [
  ...new Set((tags ?? []).map((tag) => tag.trim().toLowerCase().replace(/\s+/g, '-')).filter(Boolean)),
];

export const topicUrl = (slug: string): string => `/dashboard/community/topics/${slug}`;
export const articleUrl = (row: Pick<ArticleRow, 'slug' | 'status'>): string =>
  row.status === 'published' ? `/articles/${row.slug}` : `/dashboard/community/articles/${row.slug}/edit`;

export const canSeeTopic = (row: TopicRow, user: UserRecord | undefined): boolean =>
  row.status === 'approved' || (!!user && (row.author === user.id || isModerator(user)));
export const canSeeArticle = (row: ArticleRow, user: UserRecord | undefined): boolean =>
  row.status === 'published' || (!!user && (row.author === user.id || isModerator(user)));

// ---------------------------------------------------------------------------------------------
// Presenters: rows → API shapes, for a viewer (undefined when anonymous).

export function categorySummary(db: MockDatabase, id: number | null): CommunityCategorySummary | null {
  const row = id === null ? undefined : db.community.categories.get(id);
  return row ? { id: row.id, name: row.name, slug: row.slug, icon: row.icon ?? null } : null;
}

const requiredCategory = (db: MockDatabase, id: number): CommunityCategorySummary =>
  categorySummary(db, id) ?? { id, name: 'Deleted category', slug: `deleted-${id}`, icon: null };

export function presentCategory(db: MockDatabase, row: CommunityCategory): CommunityCategory {
  return {
    ...row,
    topics_count: db.community.topics.count((topic) => topic.category === row.id && topic.status === 'approved'),
    articles_count: db.community.articles.count((article) => article.category === row.id && article.status === 'published'),
  };
}

const likesOf = (db: MockDatabase, type: CommunityTargetType, id: number): LikeRow[] =>
  db.community.likes.filter((like) => like.target_type === type && like.target_id === id);

const hasLiked = (db: MockDatabase, type: CommunityTargetType, id: number, viewer: number | undefined): boolean =>
  viewer !== undefined &&
  db.community.likes.some((like) => like.target_type === type && like.target_id === id && like.user === viewer);

const hasBookmarked = (db: MockDatabase, type: CommunityContentType, id: number, viewer: number | undefined): boolean =>
  viewer !== undefined &&
  db.community.bookmarks.some(
    (bookmark) => bookmark.content_type === type && bookmark.target_id === id && bookmark.user === viewer,
  );

export const topicScore = (db: MockDatabase, topicId: number): number =>
  db.community.votes
    .filter((vote) => vote.topic === topicId)
    .reduce((score, vote) => score + (vote.vote_type === 'up' ? 1 : -1), 0);

export function presentPoll(db: MockDatabase, poll: PollRow, viewer: number | undefined, locked = false): CommunityPoll {
  const options = db.community.pollOptions.filter((option) => option.poll === poll.id).sort((a, b) => a.position - b.position);
  const votes = db.community.pollVotes.filter((vote) => vote.poll === poll.id);
  const counts = new Map<number, number>();
  for (const vote of votes) for (const option of vote.options) counts.set(option, (counts.get(option) ?? 0) + 1);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return {
    id: poll.id,
    question: poll.question,
    allows_multiple: poll.allows_multiple,
    closes_at: poll.closes_at,
    is_closed: locked || (poll.closes_at !== null && Date.parse(poll.closes_at) <= Date.now()),
    options: options.map((option) => {
      const count = counts.get(option.id) ?? 0;
      return {
        id: option.id,
        text: option.text,
        votes_count: count,
        percentage: total > 0 ? Math.round((count / total) * 10_000) / 100 : 0,
      };
    }),
    total_votes: votes.length,
    selected_options: viewer === undefined ? [] : (votes.find((vote) => vote.user === viewer)?.options ?? []),
  };
}

export const pollOf = (db: MockDatabase, topicId: number): PollRow | undefined =>
  db.community.polls.find((poll) => poll.topic === topicId);

export function presentTopic(db: MockDatabase, row: TopicRow, viewer: number | undefined): CommunityTopic {
  const poll = pollOf(db, row.id);
  const vote =
    viewer === undefined
      ? undefined
      : db.community.votes.find((candidate) => candidate.topic === row.id && candidate.user === viewer);
  return {
    ...row,
    category: requiredCategory(db, row.category),
    author: userSummaryById(db, row.author),
    is_answered: row.accepted_reply !== null,
    likes_count: likesOf(db, 'topic', row.id).length,
    replies_count: db.community.replies.count((reply) => reply.topic === row.id),
    votes: topicScore(db, row.id),
    user_vote: vote?.vote_type ?? null,
    is_liked: hasLiked(db, 'topic', row.id, viewer),
    is_bookmarked: hasBookmarked(db, 'topic', row.id, viewer),
    poll: poll ? presentPoll(db, poll, viewer, row.is_locked) : null,
  };
}

export function topicSummary(db: MockDatabase, row: TopicRow): CommunityTopicSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: requiredCategory(db, row.category),
    author: userSummaryById(db, row.author),
    status: row.status,
    tags: row.tags,
    is_answered: row.accepted_reply !== null,
    views_count: row.views_count,
    likes_count: likesOf(db, 'topic', row.id).length,
    replies_count: db.community.replies.count((reply) => reply.topic === row.id),
    votes: topicScore(db, row.id),
    created_at: row.created_at,
  };
}

export function presentReply(db: MockDatabase, row: ReplyRow, viewer: number | undefined): CommunityReply {
  return {
    ...row,
    author: userSummaryById(db, row.author),
    is_accepted_answer: db.community.topics.get(row.topic)?.accepted_reply === row.id,
    likes_count: likesOf(db, 'reply', row.id).length,
    is_liked: hasLiked(db, 'reply', row.id, viewer),
  };
}

export function presentArticle(db: MockDatabase, row: ArticleRow, viewer: number | undefined): CommunityArticle {
  const rest = omitKeys(row, ['submitted_at']);
  return {
    ...rest,
    category: categorySummary(db, row.category),
    author: userSummaryById(db, row.author),
    likes_count: likesOf(db, 'article', row.id).length,
    comments_count: db.community.comments.count((comment) => comment.article === row.id),
    is_liked: hasLiked(db, 'article', row.id, viewer),
    is_bookmarked: hasBookmarked(db, 'article', row.id, viewer),
  };
}

export function articleSummary(db: MockDatabase, row: ArticleRow): CommunityArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featured_image: row.featured_image,
    category: categorySummary(db, row.category),
    author: userSummaryById(db, row.author),
    status: row.status,
    reading_time_minutes: row.reading_time_minutes,
    views_count: row.views_count,
    likes_count: likesOf(db, 'article', row.id).length,
    comments_count: db.community.comments.count((comment) => comment.article === row.id),
    published_at: row.published_at,
  };
}

export function presentComment(db: MockDatabase, row: CommentRow, viewer: number | undefined): CommunityComment {
  return {
    ...row,
    author: userSummaryById(db, row.author),
    likes_count: likesOf(db, 'comment', row.id).length,
    is_liked: hasLiked(db, 'comment', row.id, viewer),
  };
}

export function presentNotification(db: MockDatabase, row: NotificationRow): CommunityNotification {
  const rest = omitKeys(row, ['recipient']);
  return { ...rest, actor: row.actor === null ? null : userSummaryById(db, row.actor) };
}

export const presentActivity = (db: MockDatabase, row: ActivityRow): CommunityActivity => ({
  ...row,
  user: userSummaryById(db, row.user),
});

export function presentBookmark(db: MockDatabase, row: BookmarkRow): CommunityBookmark {
  const topic = row.content_type === 'topic' ? db.community.topics.get(row.target_id) : undefined;
  const article = row.content_type === 'article' ? db.community.articles.get(row.target_id) : undefined;
  return {
    id: row.id,
    content_type: row.content_type,
    topic: topic ? topicSummary(db, topic) : null,
    article: article ? articleSummary(db, article) : null,
    created_at: row.created_at,
  };
}

// ---------------------------------------------------------------------------------------------
// Events: notifications and the activity feed (used by the seed and the handlers alike).

export interface NotifyInput {
  recipient: number;
  actor: number | null;
  type: CommunityNotificationType;
  title: string;
  message: string;
  target_type: CommunityTargetType;
  target_id: number;
  action_url: string;
  at: string;
  read?: boolean;
}

/** Tells a member what happened to their content (never about their own actions). */
export function notify(db: MockDatabase, input: NotifyInput): void {
  if (input.actor === input.recipient) return;
  db.community.notifications.insert({
    recipient: input.recipient,
    actor: input.actor,
    notification_type: input.type,
    title: input.title,
    message: input.message,
    is_read: input.read ?? false,
    target_type: input.target_type,
    target_id: input.target_id,
    action_url: input.action_url,
    read_at: input.read ? input.at : null,
    created_at: input.at,
  });
}

export function recordActivity(
  db: MockDatabase,
  input: {
    user: number;
    type: CommunityActivityType;
    description: string;
    target_type: CommunityTargetType;
    target_id: number;
    target_title: string;
    target_slug: string | null;
    at: string;
  },
): void {
  db.community.activities.insert({
    user: input.user,
    activity_type: input.type,
    description: input.description,
    target_type: input.target_type,
    target_id: input.target_id,
    target_title: input.target_title,
    target_slug: input.target_slug,
    created_at: input.at,
  });
}

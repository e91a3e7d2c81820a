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
import { userSummaryById, usersOfType, type UserRecord } from './accounts';
import { ARTICLES, COMMENTS, COMMUNITY_CATEGORIES, TOPICS, type AuthorRef } from './community-content';
import { generatedCover } from './covers';
import type { MockDatabase } from './database';
import { defineDomain, type SeedContext } from './domain';
import { omitKeys } from './newsletter';
import { Table } from './table';
import { addDays, daysAgo, isoDateTime } from './time';

/** Cover colours by category; the seed's file names stand for pictures the mock does not have. */
const CATEGORY_COLOURS: readonly (readonly [string, string])[] = [
  ['#0B5FFF', '#00C2A8'],
  ['#6A1B9A', '#F06292'],
  ['#0D47A1', '#4FC3F7'],
  ['#1B5E20', '#AED581'],
  ['#E65100', '#FFD54F'],
];
function articleCover(title: string, category: string): string {
  const hash = [...category].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return generatedCover(title, `Ujuzi · ${category}`, CATEGORY_COLOURS[hash % CATEGORY_COLOURS.length] ?? ['#37474F', '#90A4AE']);
}

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

// ---------------------------------------------------------------------------------------------
// Seed.

const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

function seedCommunity(tables: CommunityTables, { db, faker }: SeedContext): void {
  const created = isoDateTime(daysAgo(400));
  COMMUNITY_CATEGORIES.forEach(([name, description, icon, color, active], index) => {
    tables.categories.insert({
      name,
      slug: slugOf(name),
      description,
      icon,
      color,
      order: index + 1,
      is_active: active,
      topics_count: 0,
      articles_count: 0,
      created_at: created,
      updated_at: created,
    });
  });
  const categoryId = (name: string): number => tables.categories.find((row) => row.name === name)?.id ?? 1;

  const students = usersOfType(db, 'student').filter((user) => user.username !== 'student');
  const teachers = usersOfType(db, 'teacher').filter((user) => user.username !== 'teacher');
  const demo = (username: string): number => db.accounts.users.find((user) => user.username === username)?.id ?? 1;
  const authorId = (ref: AuthorRef): number => {
    if (typeof ref === 'string') return demo(ref);
    if ('student' in ref) return students[(ref.student - 1) % students.length]?.id ?? demo('student');
    return teachers[(ref.teacher - 1) % teachers.length]?.id ?? demo('teacher');
  };
  const moderator = demo('admin');
  const stamp = (days: number, hours = 0): string => isoDateTime(daysAgo(days, hours));

  // Topics with their replies, polls and answers.
  for (const seed of TOPICS) {
    const author = authorId(seed.author);
    const createdAt = stamp(seed.age, faker.number.int({ min: 1, max: 10 }));
    const topic = tables.topics.insert({
      slug: slugOf(seed.title),
      title: seed.title,
      content: seed.content,
      category: categoryId(seed.category),
      author,
      tags: seed.tags,
      status: seed.status,
      rejection_reason: seed.rejection ?? null,
      is_pinned: seed.pinned ?? false,
      is_locked: seed.locked ?? false,
      accepted_reply: null,
      views_count: seed.status === 'approved' ? faker.number.int({ min: 25, max: 480 }) : faker.number.int({ min: 0, max: 3 }),
      last_activity_at: createdAt,
      created_at: createdAt,
      updated_at: createdAt,
    });
    const topicLink = { target_type: 'topic' as const, target_id: topic.id, action_url: topicUrl(topic.slug) };
    if (seed.status === 'approved') {
      recordActivity(db, {
        user: author,
        type: 'topic_created',
        description: `started the topic "${topic.title}"`,
        target_type: 'topic',
        target_id: topic.id,
        target_title: topic.title,
        target_slug: topic.slug,
        at: createdAt,
      });
      if (!MODERATOR_TYPES.includes(db.accounts.users.get(author)?.user_type ?? 'student')) {
        notify(db, {
          ...topicLink,
          recipient: author,
          actor: moderator,
          type: 'content_approved',
          title: 'Your topic was approved',
          message: `"${topic.title}" is now visible to the community.`,
          at: stamp(seed.age, -2),
          read: seed.age > 5,
        });
      }
    } else if (seed.status === 'rejected') {
      notify(db, {
        ...topicLink,
        recipient: author,
        actor: moderator,
        type: 'content_rejected',
        title: 'Your topic was not approved',
        message: seed.rejection ?? 'It does not follow the community guidelines.',
        at: stamp(seed.age, -3),
        read: false,
      });
    }
    if (seed.poll) {
      const poll = tables.polls.insert({
        topic: topic.id,
        question: seed.poll.question,
        allows_multiple: seed.poll.multiple ?? false,
        closes_at: seed.poll.closesAfter === undefined ? null : isoDateTime(addDays(daysAgo(0), seed.poll.closesAfter)),
      });
      const voters = [...students];
      seed.poll.options.forEach(([text, votes], position) => {
        const option = tables.pollOptions.insert({ poll: poll.id, text, position });
        for (let vote = 0; vote < votes && voters.length > 0; vote++) {
          const voter = voters.shift();
          if (voter)
            tables.pollVotes.insert({ poll: poll.id, user: voter.id, options: [option.id], created_at: stamp(seed.age - 1) });
        }
      });
    }
    const replyIds: number[] = [];
    seed.replies.forEach((reply, index) => {
      const replyAuthor = authorId(reply.author);
      const at = stamp(seed.age, -(index + 1) * 5);
      const row = tables.replies.insert({
        topic: topic.id,
        parent: reply.parent === undefined ? null : (replyIds[reply.parent] ?? null),
        content: reply.content,
        author: replyAuthor,
        is_edited: false,
        created_at: at,
        updated_at: at,
      });
      replyIds.push(row.id);
      tables.topics.update(topic.id, { last_activity_at: at });
      recordActivity(db, {
        user: replyAuthor,
        type: 'reply_posted',
        description: `replied to "${topic.title}"`,
        target_type: 'reply',
        target_id: row.id,
        target_title: topic.title,
        target_slug: topic.slug,
        at,
      });
      notify(db, {
        recipient: author,
        actor: replyAuthor,
        type: 'new_reply',
        title: 'New reply to your topic',
        message: `${userSummaryById(db, replyAuthor).get_full_name} replied to "${topic.title}".`,
        target_type: 'reply',
        target_id: row.id,
        action_url: `${topicUrl(topic.slug)}#reply-${row.id}`,
        at,
        read: seed.age > 10,
      });
      if (reply.accepted) {
        const acceptedAt = stamp(seed.age, -(index + 2) * 5);
        tables.topics.update(topic.id, { accepted_reply: row.id });
        recordActivity(db, {
          user: author,
          type: 'answer_accepted',
          description: `accepted an answer on "${topic.title}"`,
          target_type: 'reply',
          target_id: row.id,
          target_title: topic.title,
          target_slug: topic.slug,
          at: acceptedAt,
        });
        notify(db, {
          recipient: replyAuthor,
          actor: author,
          type: 'answer_accepted',
          title: 'Your answer was accepted',
          message: `Your reply to "${topic.title}" was marked as the answer.`,
          target_type: 'reply',
          target_id: row.id,
          action_url: `${topicUrl(topic.slug)}#reply-${row.id}`,
          at: acceptedAt,
          read: seed.age > 10,
        });
      }
    });
  }

  // The moderators are mentioned in the guidelines (their notification lists are not empty).
  const guidelines = tables.topics.find((row) => row.is_locked);
  if (guidelines) {
    for (const username of ['superadmin', 'admin']) {
      notify(db, {
        recipient: demo(username),
        actor: demo('teacher'),
        type: 'mention',
        title: 'You were mentioned',
        message: `${userSummaryById(db, demo('teacher')).get_full_name} mentioned you in "${guidelines.title}".`,
        target_type: 'topic',
        target_id: guidelines.id,
        action_url: topicUrl(guidelines.slug),
        at: guidelines.created_at,
        read: username === 'admin',
      });
    }
  }

  // Articles with their comments.
  ARTICLES.forEach((seed, index) => {
    const author = authorId(seed.author);
    const createdAt = stamp(seed.age + 2, 4);
    const published = seed.status === 'published' ? stamp(seed.age, 2) : null;
    const slug = slugOf(seed.title);
    const article = tables.articles.insert({
      slug,
      title: seed.title,
      excerpt: seed.excerpt || excerptOf(seed.content),
      content: seed.content,
      featured_image: seed.image ? articleCover(seed.title, seed.category) : null,
      category: categoryId(seed.category),
      author,
      tags: seed.tags,
      status: seed.status,
      rejection_reason: seed.rejection ?? null,
      is_featured: seed.featured ?? false,
      reading_time_minutes: readingTime(seed.content),
      views_count: seed.status === 'published' ? faker.number.int({ min: 180, max: 2600 }) : faker.number.int({ min: 0, max: 4 }),
      published_at: published,
      submitted_at: seed.status === 'pending' || seed.status === 'rejected' ? stamp(seed.age, 1) : null,
      created_at: createdAt,
      updated_at: published ?? createdAt,
    });
    const link = { target_type: 'article' as const, target_id: article.id, action_url: articleUrl(article) };
    if (published) {
      recordActivity(db, {
        user: author,
        type: 'article_published',
        description: `published the article "${article.title}"`,
        target_type: 'article',
        target_id: article.id,
        target_title: article.title,
        target_slug: slug,
        at: published,
      });
    }
    if (seed.status === 'rejected') {
      notify(db, {
        ...link,
        recipient: author,
        actor: moderator,
        type: 'content_rejected',
        title: 'Your article was not approved',
        message: seed.rejection ?? 'It does not follow the community guidelines.',
        at: stamp(seed.age - 1),
        read: false,
      });
    }
    const commentIds: number[] = [];
    COMMENTS.filter(([articleIndex]) => articleIndex === index).forEach(([, commentAuthor, content, parent], position) => {
      const at = stamp(seed.age - position * 0.5 - 0.2);
      const commenter = authorId(commentAuthor);
      const row = tables.comments.insert({
        article: article.id,
        parent: parent === undefined ? null : (commentIds[parent] ?? null),
        content,
        author: commenter,
        is_edited: false,
        created_at: at,
        updated_at: at,
      });
      commentIds.push(row.id);
      recordActivity(db, {
        user: commenter,
        type: 'comment_posted',
        description: `commented on "${article.title}"`,
        target_type: 'comment',
        target_id: row.id,
        target_title: article.title,
        target_slug: slug,
        at,
      });
      notify(db, {
        recipient: author,
        actor: commenter,
        type: 'new_comment',
        title: 'New comment on your article',
        message: `${userSummaryById(db, commenter).get_full_name} commented on "${article.title}".`,
        target_type: 'comment',
        target_id: row.id,
        action_url: `/articles/${slug}#comment-${row.id}`,
        at,
        read: seed.age > 10,
      });
    });
  });

  // Likes, votes and bookmarks from the learners; notifications only for the demo accounts (the ones people sign in as).
  const demoIds = new Set([1, 2, 3, 4, 5, 6]);
  const likers = [db.accounts.users.get(demo('student')), ...students.slice(0, 24)].filter((user) => user !== undefined);
  const like = (
    type: CommunityTargetType,
    id: number,
    owner: number,
    title: string,
    url: string,
    age: number,
    count: number,
  ): void => {
    for (const liker of faker.helpers.arrayElements(likers, count)) {
      if (liker.id === owner) continue;
      const at = stamp(Math.max(0, age - faker.number.float({ min: 0.1, max: 3 })));
      tables.likes.insert({ user: liker.id, target_type: type, target_id: id, created_at: at });
      if (demoIds.has(owner)) {
        notify(db, {
          recipient: owner,
          actor: liker.id,
          type: 'like',
          title: 'Someone liked your post',
          message: `${userSummaryById(db, liker.id).get_full_name} liked "${title}".`,
          target_type: type,
          target_id: id,
          action_url: url,
          at,
          read: age > 7,
        });
      }
    }
  };
  for (const topic of tables.topics.filter((row) => row.status === 'approved')) {
    const age = (daysAgo(0).getTime() - Date.parse(topic.created_at)) / 86_400_000;
    like('topic', topic.id, topic.author, topic.title, topicUrl(topic.slug), age, faker.number.int({ min: 1, max: 9 }));
    for (const voter of faker.helpers.arrayElements(likers, faker.number.int({ min: 2, max: 12 }))) {
      if (voter.id !== topic.author)
        tables.votes.insert({
          user: voter.id,
          topic: topic.id,
          vote_type: faker.number.float() < 0.85 ? 'up' : 'down',
          created_at: topic.created_at,
        });
    }
    for (const reply of tables.replies.filter((row) => row.topic === topic.id))
      like(
        'reply',
        reply.id,
        reply.author,
        topic.title,
        `${topicUrl(topic.slug)}#reply-${reply.id}`,
        age,
        faker.number.int({ min: 0, max: 5 }),
      );
  }
  for (const article of tables.articles.filter((row) => row.status === 'published')) {
    const age = (daysAgo(0).getTime() - Date.parse(article.published_at ?? article.created_at)) / 86_400_000;
    like('article', article.id, article.author, article.title, articleUrl(article), age, faker.number.int({ min: 4, max: 18 }));
    for (const comment of tables.comments.filter((row) => row.article === article.id))
      like(
        'comment',
        comment.id,
        comment.author,
        article.title,
        `/articles/${article.slug}#comment-${comment.id}`,
        age,
        faker.number.int({ min: 0, max: 3 }),
      );
  }
  for (const topic of tables.topics.filter((row) => row.status === 'approved').slice(0, 6)) {
    const liked = tables.likes.find((row) => row.target_type === 'topic' && row.target_id === topic.id);
    if (liked) {
      const user = liked.user;
      recordActivity(db, {
        user,
        type: 'topic_liked',
        description: `liked "${topic.title}"`,
        target_type: 'topic',
        target_id: topic.id,
        target_title: topic.title,
        target_slug: topic.slug,
        at: liked.created_at,
      });
    }
  }
  for (const article of tables.articles.filter((row) => row.status === 'published').slice(0, 4)) {
    const liked = tables.likes.find((row) => row.target_type === 'article' && row.target_id === article.id);
    if (liked)
      recordActivity(db, {
        user: liked.user,
        type: 'article_liked',
        description: `liked "${article.title}"`,
        target_type: 'article',
        target_id: article.id,
        target_title: article.title,
        target_slug: article.slug,
        at: liked.created_at,
      });
  }

  const bookmark = (username: string, type: CommunityContentType, id: number | undefined, age: number): void => {
    if (id !== undefined)
      tables.bookmarks.insert({ user: demo(username), content_type: type, target_id: id, created_at: stamp(age) });
  };
  const publishedArticles = tables.articles.filter((row) => row.status === 'published');
  const approvedTopics = tables.topics.filter((row) => row.status === 'approved' && row.author !== demo('student'));
  bookmark('student', 'article', publishedArticles[0]?.id, 20);
  bookmark('student', 'article', publishedArticles[1]?.id, 12);
  bookmark('student', 'article', publishedArticles[6]?.id, 2);
  bookmark('student', 'topic', approvedTopics[3]?.id, 9);
  bookmark('student', 'topic', approvedTopics[6]?.id, 3);
  bookmark('teacher', 'topic', approvedTopics[2]?.id, 5);
  bookmark('parent', 'article', publishedArticles[2]?.id, 30);
}

export const communityDomain = defineDomain({ name: 'community', tables: communityTables, seed: seedCommunity });

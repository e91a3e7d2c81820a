/** Seeds the community tables (categories, topics with polls and replies, articles with comments, likes, bookmarks, notifications, activity) and defines the community domain. */
import type { CommunityContentType, CommunityTargetType } from '@ujuzi/api';
import { generatedCover } from './covers';
import { usersOfType, userSummaryById } from './accounts';
import {
  type CommunityTables,
  topicUrl,
  recordActivity,
  MODERATOR_TYPES,
  notify,
  excerptOf,
  readingTime,
  articleUrl,
  communityTables,
} from './community';
import { COMMUNITY_CATEGORIES, type AuthorRef, TOPICS, ARTICLES, COMMENTS } from './community-content';
import { type SeedContext, defineDomain } from './domain';
import { isoDateTime, daysAgo, addDays } from './time';

/** Cover colours by category; the seed's file names stand for pictures the mock does not have. */
const CATEGORY_COLOURS: readonly (readonly [string, string])[] = [
  ['#0B5FFF', '#00C2A8'],
  ['#6A1B9A', '#F06292'],
  ['#0D47A1', '#4FC3F7'],
  ['#1B5E20', '#AED581'],
  ['#E65100', '#FFD54F'],
];

export function articleCover(title: string, category: string): string {
  const hash = [...category].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return generatedCover(title, `Ujuzi · ${category}`, CATEGORY_COLOURS[hash % CATEGORY_COLOURS.length] ?? ['#37474F', '#90A4AE']);
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
    const age = (daysAgo(0).getTime() - Date.parse(topic.created_at)) / 86400000;
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
    const age = (daysAgo(0).getTime() - Date.parse(article.published_at ?? article.created_at)) / 86400000;
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

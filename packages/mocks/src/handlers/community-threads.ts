/** Replies under topics and comments under articles: one thread of handlers, configured per parent. */
import type { CommunityContentType, CommunityTargetType, CommunityActivityType, CommunityNotificationType } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { queryErrors } from './contact-shared';
import { visibleIn, forgetTargets, communityPage, canEdit, likeRoute, replyUrl } from './community-shared';
import { type AuthedContext, type PublicContext, publicRoute, route } from '../kit/route';
import { detail, fieldErrors, created, notFound, json, noContent } from '../kit/respond';
import { nowIso } from '../db/time';
import type { Table } from '../db/table';
import type { MockDatabase } from '../db/database';
import { canSeeArticle, canSeeTopic, notify, presentComment, presentReply, recordActivity, sanitiseHtml } from '../db/community';
import { type UserRecord, userSummaryById } from '../db/accounts';

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
export function thread<K extends CommunityContentType, P extends ThreadParent, A extends Answer<K>, Out extends object>(
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

export const replies = thread({
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
const commentUrl = (articleSlug: string, id: number): string => `/articles/${articleSlug}#comment-${id}`;
export const comments = thread({
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

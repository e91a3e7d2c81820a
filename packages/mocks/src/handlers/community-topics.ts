/** Forum topics: writes, votes, polls, accepted answers and moderation; their replies come from community-threads. */
import type {
  CommunityMarkAnswerRequest,
  CommunityMarkAnswerResult,
  CommunityPollRequest,
  CommunityRejectRequest,
  CommunityTopic,
  CommunityTopicRequest,
  CommunityTopicVoteRequest,
  CommunityTopicVoteResult,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import {
  topicList,
  replyUrl,
  rejectTopic,
  likeRoute,
  forgetTargets,
  communityPage,
  categoryError,
  canEdit,
  bookmarkRoute,
  approveTopic,
  visibleIn,
} from './community-shared';
import {
  canSeeTopic,
  type TopicRow,
  topicUrl,
  topicScore,
  sanitiseHtml,
  recordActivity,
  presentTopic,
  presentPoll,
  pollOf,
  plainText,
  notify,
  normaliseTags,
  isModerator,
} from '../db/community';
import type { MockDatabase } from '../db/database';
import { nowIso } from '../db/time';
import { uniqueSlug, STAFF } from '../kit/crud';
import { fieldErrors, json, created, notFound, noContent, detail } from '../kit/respond';
import { type AuthedContext, route } from '../kit/route';
import { withRow } from '../kit/row-lookup';
import { replies } from './community-threads';
import { queryErrors } from './contact-shared';

export const visibleTopic = visibleIn((db) => db.community.topics, canSeeTopic);

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

export function topicHandlers(): HttpHandler[] {
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

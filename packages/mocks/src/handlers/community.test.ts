import type {
  CommunityArticle,
  CommunityBookmarkResult,
  CommunityComment,
  CommunityLatest,
  CommunityLikeResult,
  CommunityMarkAnswerResult,
  CommunityModerationResult,
  CommunityReply,
  CommunitySearchResults,
  CommunityStats,
  CommunityTopic,
  CommunityTopicVoteResult,
  CommunityTrending,
  CommunityUnreadCount,
  CommunityUserProfile,
  PaginatedCommunityArticleList,
  PaginatedCommunityBookmarkList,
  PaginatedCommunityCategoryList,
  PaginatedCommunityModerationQueueItemList,
  PaginatedCommunityNotificationList,
  PaginatedCommunityTopicList,
} from '@ujuzi/api';
import { errorTextFromBody } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import type { TopicRow } from '../db/community';
import { getMockDatabase } from '../db/database';
import { tokenFor } from '../testing';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

/** Another learner than the demo student, signed in. */
function classmate(index = 0): { id: number; token: string } {
  const user = getMockDatabase().accounts.users.filter((row) => row.user_type === 'student' && row.username !== 'student')[index];
  if (!user) throw new Error('No seeded student');
  return { id: user.id, token: tokenFor(user.username) };
}

const topicTitled = (start: string): TopicRow => {
  const row = getMockDatabase().community.topics.find((topic) => topic.title.startsWith(start));
  if (!row) throw new Error(`No topic "${start}"`);
  return row;
};

const unread = async (as: 'student' | 'teacher' | 'admin') =>
  (await call<CommunityUnreadCount>('GET', '/community/notifications/unread_count/', { as })).body.unread_count;

describe('forum topics', () => {
  it('keeps a student’s new topic pending until a moderator approves it', async () => {
    const before = await unread('student');
    const made = await call<CommunityTopic>('POST', '/community/topics/', {
      as: 'student',
      body: {
        title: 'How do I deploy Django on a VPS?',
        content: '<p>Nginx or Caddy?</p><script>alert(1)</script>',
        category: 4,
        tags: [' Django ', 'Deployment', 'django'],
        is_pinned: true,
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: 'pending',
      is_pinned: false,
      tags: ['django', 'deployment'],
      slug: 'how-do-i-deploy-django-on-a-vps',
      author: expect.objectContaining({ username: 'student' }),
    });
    expect(made.body.content).toBe('<p>Nginx or Caddy?</p>');

    const other = classmate();
    expect((await call('GET', `/community/topics/${made.body.id}/`, { token: other.token })).status).toBe(404);
    const othersList = await call<PaginatedCommunityTopicList>('GET', '/community/topics/', {
      token: other.token,
      query: { page_size: 100 },
    });
    expect(othersList.body.results.some((topic) => topic.id === made.body.id)).toBe(false);
    expect((await call<CommunityTopic>('GET', `/community/topics/${made.body.id}/`, { as: 'student' })).body.views_count).toBe(0);

    const queue = await call<PaginatedCommunityModerationQueueItemList>('GET', '/community/moderation/queue/', {
      as: 'teacher',
      query: { content_type: 'topic' },
    });
    expect(queue.body.results).toContainEqual(
      expect.objectContaining({ content_type: 'topic', content_id: made.body.id, status: 'pending', excerpt: 'Nginx or Caddy?' }),
    );

    expect((await call('POST', `/community/topics/${made.body.id}/approve/`, { token: other.token })).status).toBe(403);
    const approved = await call<CommunityTopic>('POST', `/community/topics/${made.body.id}/approve/`, { as: 'teacher' });
    expect(approved.body.status).toBe('approved');
    expect(await unread('student')).toBe(before + 1);
    const seen = await call<CommunityTopic>('GET', `/community/topics/${made.body.id}/`, { token: other.token });
    expect(seen.status).toBe(200);
    expect(seen.body.views_count).toBe(1);
  });

  it('answers the dashboard screens: a topic by slug, pinned first, replies counted, unanswered only', async () => {
    const made = await call<CommunityTopic>('POST', '/community/topics/', {
      as: 'student',
      body: { title: 'Flask templates not found', content: '<p>Jinja cannot see them.</p>', category: 4 },
    });
    const bySlug = async (as: 'student' | 'teacher') =>
      (await call<PaginatedCommunityTopicList>('GET', '/community/topics/', { as, query: { slug: made.body.slug } })).body;
    expect((await bySlug('student')).results.map((topic) => topic.id)).toEqual([made.body.id]);
    await call('POST', `/community/topics/${made.body.id}/approve/`, { as: 'teacher' });
    const reply = await call<CommunityReply>('POST', `/community/topics/${made.body.id}/replies/`, {
      as: 'teacher',
      body: { content: '<p>Put them in a templates folder.</p>' },
    });
    expect(reply.status).toBe(201);
    expect((await bySlug('student')).results[0]).toMatchObject({ status: 'approved', replies_count: 1, is_answered: false });

    const latest = await call<PaginatedCommunityTopicList>('GET', '/community/topics/', {
      as: 'student',
      query: { ordering: '-created_at', page_size: 100 },
    });
    const firstUnpinned = latest.body.results.findIndex((topic) => !topic.is_pinned);
    expect(latest.body.results.slice(firstUnpinned).every((topic) => !topic.is_pinned)).toBe(true);
    expect(latest.body.results[firstUnpinned]?.id).toBe(made.body.id);

    const unanswered = await call<PaginatedCommunityTopicList>('GET', '/community/topics/', {
      as: 'student',
      query: { is_answered: false, page_size: 100 },
    });
    expect(unanswered.body.results.length).toBeGreaterThan(0);
    expect(unanswered.body.results.every((topic) => !topic.is_answered)).toBe(true);
  });

  it('lists an author’s own drafts among the articles only when the token comes with the call', async () => {
    const student = getMockDatabase().accounts.users.find((user) => user.username === 'student');
    if (!student) throw new Error('no demo student');
    const withToken = await call<PaginatedCommunityArticleList>('GET', '/community/articles/', {
      as: 'student',
      query: { author: student.id, page_size: 100 },
    });
    expect(withToken.body.results.some((article) => article.status === 'draft')).toBe(true);
    const anonymous = await call<PaginatedCommunityArticleList>('GET', '/community/articles/', {
      query: { author: student.id, page_size: 100 },
    });
    expect(anonymous.body.results.every((article) => article.status === 'published')).toBe(true);
  });

  it('publishes a moderator’s topic at once and honours pinning for moderators', async () => {
    const made = await call<CommunityTopic>('POST', '/community/topics/', {
      as: 'teacher',
      body: { title: 'Office hours this week', content: '<p>Thursday 4 pm.</p>', category: 7, is_pinned: true },
    });
    expect(made.body).toMatchObject({ status: 'approved', is_pinned: true });
    const list = await call<PaginatedCommunityTopicList>('GET', '/community/topics/', { as: 'student' });
    expect(list.body.results.slice(0, 3).every((topic) => topic.is_pinned)).toBe(true);
  });

  it('rejects with a reason the author sees, and editing sends a rejected topic back to pending', async () => {
    const pending = topicTitled('Study group for the Flutter');
    const rejected = await call<CommunityTopic>('POST', `/community/topics/${pending.id}/reject/`, {
      as: 'admin',
      body: { reason: 'Please post study groups in the Student Lounge.' },
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Please post study groups in the Student Lounge.',
    });
    const notes = await call<PaginatedCommunityNotificationList>('GET', '/community/notifications/', {
      as: 'student',
      query: { notification_type: 'content_rejected' },
    });
    expect(notes.body.results[0]).toMatchObject({
      message: 'Please post study groups in the Student Lounge.',
      actor: expect.objectContaining({ username: 'admin' }),
    });

    expect(
      (await call('PATCH', `/community/topics/${pending.id}/`, { token: classmate().token, body: { title: 'Hijacked title' } }))
        .status,
    ).toBe(404);
    const edited = await call<CommunityTopic>('PATCH', `/community/topics/${pending.id}/`, {
      as: 'student',
      body: { category: 7 },
    });
    expect(edited.body).toMatchObject({
      status: 'pending',
      rejection_reason: null,
      category: expect.objectContaining({ slug: 'student-lounge' }),
    });
  });

  it('lets only the author or a moderator edit or delete an approved topic (403 for others)', async () => {
    const topic = topicTitled('How do I connect Django');
    const other = classmate();
    expect(
      (await call('PATCH', `/community/topics/${topic.id}/`, { token: other.token, body: { title: 'Changed by someone else' } }))
        .status,
    ).toBe(403);
    expect((await call('DELETE', `/community/topics/${topic.id}/`, { token: other.token })).status).toBe(403);
    expect((await call('PATCH', `/community/topics/${topic.id}/`, { as: 'teacher', body: { is_locked: true } })).status).toBe(
      200,
    );
    expect((await call('DELETE', `/community/topics/${topic.id}/`, { as: 'student' })).status).toBe(204);
    expect(getMockDatabase().community.replies.count((reply) => reply.topic === topic.id)).toBe(0);
  });

  it('toggles likes and bookmarks per user and tells the author about a new like', async () => {
    const topic = topicTitled('pandas read_csv');
    const path = `/community/topics/${topic.id}`;
    const before = (await call<CommunityTopic>('GET', `${path}/`, { as: 'student' })).body.likes_count;
    const authorNotes = () =>
      getMockDatabase().community.notifications.count(
        (row) => row.recipient === topic.author && row.notification_type === 'like',
      );
    const notesBefore = authorNotes();
    const liked = await call<CommunityLikeResult>('POST', `${path}/like/`, { as: 'parent', body: { action: 'like' } });
    expect(liked.body).toEqual({ success: true, message: 'Liked.', is_liked: true, likes_count: before + 1 });
    expect(
      (await call<CommunityLikeResult>('POST', `${path}/like/`, { as: 'parent', body: { action: 'like' } })).body.likes_count,
    ).toBe(before + 1);
    expect(authorNotes()).toBe(notesBefore + 1);
    expect(
      (await call<CommunityLikeResult>('POST', `${path}/like/`, { as: 'parent', body: { action: 'unlike' } })).body,
    ).toMatchObject({ is_liked: false, likes_count: before });
    expect((await call('POST', `${path}/like/`, { as: 'parent', body: { action: 'love' } })).status).toBe(400);

    const saved = await call<CommunityBookmarkResult>('POST', `${path}/bookmark/`, {
      as: 'parent',
      body: { action: 'bookmark' },
    });
    expect(saved.body).toMatchObject({ is_bookmarked: true });
    const bookmarks = await call<PaginatedCommunityBookmarkList>('GET', '/community/my-bookmarks/', {
      as: 'parent',
      query: { content_type: 'topic' },
    });
    expect(bookmarks.body.results[0]).toMatchObject({
      content_type: 'topic',
      topic: expect.objectContaining({ id: topic.id }),
      article: null,
    });
    await call('POST', `${path}/bookmark/`, { as: 'parent', body: { action: 'unbookmark' } });
    expect(
      (
        await call<PaginatedCommunityBookmarkList>('GET', '/community/my-bookmarks/', {
          as: 'parent',
          query: { content_type: 'topic' },
        })
      ).body.count,
    ).toBe(0);
  });

  it('votes on the score: the same vote withdraws it, the other one switches it', async () => {
    const topic = topicTitled('Docker container');
    const vote = (vote_type: 'up' | 'down') =>
      call<CommunityTopicVoteResult>('POST', `/community/topics/${topic.id}/vote/`, { as: 'parent', body: { vote_type } });
    const start = (await call<CommunityTopic>('GET', `/community/topics/${topic.id}/`, { as: 'parent' })).body.votes;
    expect((await vote('up')).body).toMatchObject({ votes: start + 1, user_vote: 'up', poll: null });
    expect((await vote('up')).body).toMatchObject({ votes: start, user_vote: null });
    await vote('up');
    expect((await vote('down')).body).toMatchObject({ votes: start - 1, user_vote: 'down' });
    expect((await call<CommunityTopic>('GET', `/community/topics/${topic.id}/`, { as: 'parent' })).body.user_vote).toBe('down');
    const locked = topicTitled('Community guidelines');
    expect((await call('POST', `/community/topics/${locked.id}/vote/`, { as: 'parent', body: { vote_type: 'up' } })).status).toBe(
      400,
    );
  });

  it('votes in a poll: one choice unless it allows several, and voting again replaces the choice', async () => {
    const topic = topicTitled('Best way to practise SQL');
    const { body } = await call<CommunityTopic>('GET', `/community/topics/${topic.id}/`, { as: 'parent' });
    const [first, second] = body.poll?.options ?? [];
    const total = body.poll?.total_votes ?? 0;
    const vote = (selected_options: number[]) =>
      call<CommunityTopicVoteResult>('POST', `/community/topics/${topic.id}/vote/`, { as: 'parent', body: { selected_options } });
    const voted = await vote([first?.id ?? 0]);
    expect(voted.body.poll).toMatchObject({ total_votes: total + 1, selected_options: [first?.id] });
    const changed = await vote([second?.id ?? 0]);
    expect(changed.body.poll).toMatchObject({ total_votes: total + 1, selected_options: [second?.id] });
    expect(changed.body.poll?.options.find((option) => option.id === second?.id)?.votes_count).toBe(
      (second?.votes_count ?? 0) + 1,
    );
    expect(changed.body.poll?.options.reduce((sum, option) => sum + (option.percentage ?? 0), 0)).toBeCloseTo(100, 0);
    expect((await vote([first?.id ?? 0, second?.id ?? 0])).status).toBe(400);
    expect((await vote([9_999])).status).toBe(400);
    const noPoll = topicTitled('Docker container');
    expect(
      (await call('POST', `/community/topics/${noPoll.id}/vote/`, { as: 'parent', body: { selected_options: [1] } })).body,
    ).toEqual({ selected_options: ['This topic has no poll.'] });
  });

  it('marks an accepted answer: the author or a moderator, with a reply of that topic', async () => {
    const topic = topicTitled('M-Pesa Daraja sandbox');
    const [reply] = getMockDatabase().community.replies.filter((row) => row.topic === topic.id);
    const elsewhere = getMockDatabase().community.replies.find((row) => row.topic !== topic.id);
    expect(
      (
        await call('POST', `/community/topics/${topic.id}/mark_answer/`, {
          token: classmate(1).token,
          body: { reply_id: reply?.id },
        })
      ).status,
    ).toBe(403);
    const wrong = await call('POST', `/community/topics/${topic.id}/mark_answer/`, {
      as: 'student',
      body: { reply_id: elsewhere?.id },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ reply_id: ['This reply does not belong to the topic.'] });

    const marked = await call<CommunityMarkAnswerResult>('POST', `/community/topics/${topic.id}/mark_answer/`, {
      as: 'student',
      body: { reply_id: reply?.id },
    });
    expect(marked.body).toMatchObject({ success: true, is_answered: true, accepted_reply: reply?.id });
    expect((await call<CommunityTopic>('GET', `/community/topics/${topic.id}/`, { as: 'student' })).body).toMatchObject({
      is_answered: true,
      accepted_reply: reply?.id,
    });
    expect(
      (await call<CommunityReply>('GET', `/community/replies/${reply?.id}/`, { as: 'student' })).body.is_accepted_answer,
    ).toBe(true);
    const note = getMockDatabase().community.notifications.all().at(-1);
    expect(note).toMatchObject({ recipient: reply?.author, notification_type: 'answer_accepted', target_id: reply?.id });
    const answered = await call<PaginatedCommunityTopicList>('GET', '/community/topics/', {
      as: 'student',
      query: { is_answered: true, author: 4 },
    });
    expect(answered.body.results.map((row) => row.id)).toContain(topic.id);
  });

  it('takes replies on approved, unlocked topics and tells the author', async () => {
    const topic = topicTitled('M-Pesa Daraja sandbox');
    const before = (await call<CommunityTopic>('GET', `/community/topics/${topic.id}/`, { as: 'teacher' })).body.replies_count;
    const reply = await call<CommunityReply>('POST', `/community/topics/${topic.id}/replies/`, {
      as: 'teacher',
      body: { content: '<p>Regenerate the token just before the STK push.</p>' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ topic: topic.id, is_accepted_answer: false, likes_count: 0, is_edited: false });
    expect((await call<CommunityTopic>('GET', `/community/topics/${topic.id}/`, { as: 'teacher' })).body.replies_count).toBe(
      before + 1,
    );
    const notes = await call<PaginatedCommunityNotificationList>('GET', '/community/notifications/', {
      as: 'student',
      query: { is_read: false, notification_type: 'new_reply' },
    });
    expect(notes.body.results[0]).toMatchObject({
      target_type: 'reply',
      target_id: reply.body.id,
      action_url: `/dashboard/community/topics/${topic.slug}#reply-${reply.body.id}`,
    });

    const locked = topicTitled('Community guidelines');
    const refused = await call('POST', `/community/topics/${locked.id}/replies/`, { as: 'student', body: { content: 'Hello' } });
    expect(refused.status).toBe(400);
    expect(errorTextFromBody(refused.body)).toMatch(/locked/);
    const edited = await call<CommunityReply>('PATCH', `/community/replies/${reply.body.id}/`, {
      as: 'teacher',
      body: { content: '<p>Regenerate it every 55 minutes.</p>' },
    });
    expect(edited.body.is_edited).toBe(true);
    expect(
      (await call('PATCH', `/community/replies/${reply.body.id}/`, { as: 'teacher', body: { topic: locked.id } })).status,
    ).toBe(400);
  });

  it('needs a token for the forum', async () => {
    expect((await call('GET', '/community/topics/')).status).toBe(401);
    expect((await call('POST', '/community/topics/', { body: { title: 'Hello there', content: 'x', category: 1 } })).status).toBe(
      401,
    );
  });
});

describe('articles', () => {
  const cover = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'cover.png', { type: 'image/png' });

  it('lets a teacher write with a cover image and publish at once; the public pages find it by tag and slug', async () => {
    const form = new FormData();
    form.set('title', 'React hooks for Django developers');
    form.set(
      'content',
      `<h2>State</h2><p onclick="steal()">${'useState keeps values between renders. '.repeat(80)}</p><script>steal()</script>`,
    );
    form.append('tags', 'React');
    form.append('tags', 'hooks');
    form.set('category', '2');
    form.set('featured_image', cover());
    const made = await call<CommunityArticle>('POST', '/community/articles/', { as: 'teacher', body: form });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: 'draft',
      tags: ['react', 'hooks'],
      published_at: null,
      category: expect.objectContaining({ slug: 'web-development' }),
    });
    expect(made.body.featured_image).toMatch(/^\/media\/community\/articles\/react-hooks-for-django-developers-[a-z0-9]+\.png$/);
    expect(made.body.reading_time_minutes).toBe(3);
    expect(made.body.excerpt).toMatch(/^State useState keeps values between renders\./);
    expect(made.body.content).not.toMatch(/script|onclick/);

    expect((await call('GET', `/community/articles/${made.body.id}/`)).status).toBe(404);
    const published = await call<CommunityArticle>('POST', `/community/articles/${made.body.id}/publish/`, { as: 'teacher' });
    expect(published.body.status).toBe('published');
    expect(published.body.published_at).not.toBeNull();

    const byTag = await call<PaginatedCommunityArticleList>('GET', '/community/articles/', { query: { tag: 'hooks' } });
    expect(byTag.body.results.map((row) => row.id)).toEqual([made.body.id]);
    const bySlug = await call<PaginatedCommunityArticleList>('GET', '/community/articles/', { query: { slug: made.body.slug } });
    expect(bySlug.body.results).toEqual([expect.objectContaining({ id: made.body.id, is_liked: false, is_bookmarked: false })]);
    const page = await call<CommunityArticle>('GET', `/community/articles/${made.body.id}/`);
    expect(page.body.views_count).toBe(1);
  });

  it('refuses a cover that is not an image', async () => {
    const form = new FormData();
    form.set('title', 'A title long enough');
    form.set('content', '<p>Body</p>');
    form.set('featured_image', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    const refused = await call('POST', '/community/articles/', { as: 'teacher', body: form });
    expect(refused.body).toEqual({ featured_image: ['Upload a JPEG, PNG or WebP image of at most 5 MB.'] });
  });

  it('sends a student’s article to moderation; approving publishes it, rejecting returns the reason', async () => {
    const draft = getMockDatabase().community.articles.find((row) => row.author === 4 && row.status === 'draft');
    const submitted = await call<CommunityArticle>('POST', `/community/articles/${draft?.id}/publish/`, { as: 'student' });
    expect(submitted.body.status).toBe('pending');
    expect((await call('POST', `/community/articles/${draft?.id}/publish/`, { as: 'student' })).status).toBe(400);
    expect((await call('POST', `/community/articles/${draft?.id}/approve/`, { as: 'student' })).status).toBe(403);
    const queue = await call<PaginatedCommunityModerationQueueItemList>('GET', '/community/moderation/queue/', {
      as: 'admin',
      query: { content_type: 'article' },
    });
    expect(queue.body.results.map((item) => item.content_id)).toContain(draft?.id);

    const approved = await call<CommunityArticle>('POST', `/community/articles/${draft?.id}/approve/`, { as: 'admin' });
    expect(approved.body.status).toBe('published');
    expect((await call('GET', `/community/articles/${draft?.id}/`)).status).toBe(200);
    const unpublished = await call<CommunityArticle>('POST', `/community/articles/${draft?.id}/unpublish/`, { as: 'student' });
    expect(unpublished.body.status).toBe('draft');
    expect((await call('GET', `/community/articles/${draft?.id}/`)).status).toBe(404);

    const pending = getMockDatabase().community.articles.find((row) => row.status === 'pending');
    const rejected = await call<CommunityArticle>('POST', `/community/articles/${pending?.id}/reject/`, {
      as: 'teacher',
      body: { reason: 'Please add the docker-compose file itself.' },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejection_reason: 'Please add the docker-compose file itself.' });
    expect((await call('POST', `/community/articles/${pending?.id}/approve/`, { as: 'teacher' })).status).toBe(400);
  });

  it('shows visitors only published articles, with HTML, reading times and covers that show offline', async () => {
    const { body } = await call<PaginatedCommunityArticleList>('GET', '/community/articles/', { query: { page_size: 100 } });
    const published = getMockDatabase().community.articles.count((row) => row.status === 'published');
    expect(body.count).toBe(published);
    for (const article of body.results) {
      expect(article.status).toBe('published');
      expect(article.content).toMatch(/<h2>|<p>/);
      expect(article.reading_time_minutes).toBeGreaterThanOrEqual(1);
      // A generated picture (an SVG data URI naming the article), not a path to a file the mock does not have.
      expect(article.featured_image).toMatch(/^data:image\/svg\+xml/);
      expect(decodeURIComponent(article.featured_image ?? '')).toContain(article.title.split(' ')[0]);
    }
    // Newest first by default.
    const dates = body.results.map((row) => row.published_at ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const careers = await call<PaginatedCommunityArticleList>('GET', '/community/articles/', {
      query: { category_slug: 'careers-and-internships' },
    });
    expect(careers.body.results.length).toBeGreaterThan(0);
    expect(careers.body.results.every((row) => row.category?.slug === 'careers-and-internships')).toBe(true);
    const featured = await call<PaginatedCommunityArticleList>('GET', '/community/articles/featured/');
    expect(featured.body.results.every((row) => row.is_featured && row.status === 'published')).toBe(true);
    const search = await call<PaginatedCommunityArticleList>('GET', '/community/articles/', { query: { search: 'daraja' } });
    expect(search.body.results[0]?.title).toBe('Integrating M-Pesa STK Push with Django: a step-by-step guide');
  });

  it('takes comments on published articles only, counting and liking them', async () => {
    const article = getMockDatabase().community.articles.find((row) => row.status === 'published');
    const before = (await call<CommunityArticle>('GET', `/community/articles/${article?.id}/`)).body.comments_count;
    const comment = await call<CommunityComment>('POST', `/community/articles/${article?.id}/comments/`, {
      as: 'parent',
      body: { content: 'Very clear, thank you.' },
    });
    expect(comment.status).toBe(201);
    const listed = await call<{ results: CommunityComment[] }>('GET', `/community/articles/${article?.id}/comments/`, {
      query: { page_size: 100 },
    });
    expect(listed.body.results.at(-1)?.id).toBe(comment.body.id);
    expect((await call<CommunityArticle>('GET', `/community/articles/${article?.id}/`)).body.comments_count).toBe(before + 1);
    expect(
      (
        await call<CommunityLikeResult>('POST', `/community/comments/${comment.body.id}/like/`, {
          as: 'student',
          body: { action: 'like' },
        })
      ).body,
    ).toMatchObject({ is_liked: true, likes_count: 1 });

    const draft = getMockDatabase().community.articles.find((row) => row.status === 'draft' && row.author === 3);
    expect(
      (await call('POST', `/community/articles/${draft?.id}/comments/`, { as: 'teacher', body: { content: 'Note to self' } }))
        .status,
    ).toBe(400);
  });
});

describe('moderation', () => {
  it('moderates topics and articles only: any other content type answers 400', async () => {
    const other = await call('POST', '/community/moderation/moderate/', {
      as: 'teacher',
      body: { content_type: 'reply', content_id: 1, action: 'approve' },
    });
    expect(other.status).toBe(400);
    expect(errorTextFromBody(other.body)).toMatch(/only topic and article/);

    const pending = topicTitled('GitHub Student Developer Pack');
    const approved = await call<CommunityModerationResult>('POST', '/community/moderation/moderate/', {
      as: 'teacher',
      body: { content_type: 'topic', content_id: pending.id, action: 'approve' },
    });
    expect(approved.body).toMatchObject({
      success: true,
      content_type: 'topic',
      content_id: pending.id,
      action: 'approve',
      status: 'approved',
    });
    expect(
      (
        await call('POST', '/community/moderation/moderate/', {
          as: 'teacher',
          body: { content_type: 'topic', content_id: pending.id, action: 'reject' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/community/moderation/moderate/', {
          as: 'teacher',
          body: { content_type: 'article', content_id: 9_999, action: 'approve' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', '/community/moderation/moderate/', {
          as: 'student',
          body: { content_type: 'topic', content_id: pending.id, action: 'approve' },
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', '/community/moderation/queue/', { as: 'parent' })).status).toBe(403);
  });
});

describe('notifications and my content', () => {
  it('counts unread notifications and marks them read one by one or all at once', async () => {
    const count = await unread('student');
    expect(count).toBeGreaterThan(1);
    const { body } = await call<PaginatedCommunityNotificationList>('GET', '/community/notifications/', {
      as: 'student',
      query: { is_read: false },
    });
    const first = body.results[0];
    const read = await call<{ is_read: boolean; read_at: string | null }>(
      'POST',
      `/community/notifications/${first?.id}/mark_read/`,
      { as: 'student' },
    );
    expect(read.body.is_read).toBe(true);
    expect(read.body.read_at).not.toBeNull();
    expect(await unread('student')).toBe(count - 1);
    expect((await call('GET', `/community/notifications/${first?.id}/`, { as: 'teacher' })).status).toBe(404);
    const all = await call('POST', '/community/notifications/mark_all_read/', { as: 'student' });
    expect(all.body).toEqual({ success: true, message: 'All notifications marked as read', updated_count: count - 1 });
    expect(await unread('student')).toBe(0);
    expect((await call('DELETE', '/community/notifications/clear_all/', { as: 'student' })).status).toBe(204);
    expect(
      (await call<PaginatedCommunityNotificationList>('GET', '/community/notifications/', { as: 'student' })).body.count,
    ).toBe(0);
  });

  it('gives the demo accounts their share: the student’s topics, the teacher’s articles', async () => {
    const mine = await call<{ topics: { status: string }[]; articles: unknown[]; topics_count: number; replies_count: number }>(
      'GET',
      '/community/my-content/',
      { as: 'student' },
    );
    expect(new Set(mine.body.topics.map((topic) => topic.status))).toEqual(new Set(['approved', 'pending', 'rejected']));
    expect(mine.body.replies_count).toBeGreaterThan(0);
    const articles = await call<PaginatedCommunityArticleList>('GET', '/community/articles/my_articles/', { as: 'teacher' });
    expect(articles.body.results.filter((row) => row.status === 'published').length).toBeGreaterThanOrEqual(4);
    const profile = await call<CommunityUserProfile>('GET', '/community/users/3/profile/', { as: 'student' });
    expect(profile.body).toMatchObject({
      user: expect.objectContaining({ username: 'teacher' }),
      articles_count: 4,
      accepted_answers_count: 1,
    });
    expect(profile.body.reputation).toBeGreaterThan(0);
    expect(profile.body.recent_articles.every((row) => row.status === 'published')).toBe(true);
    expect((await call('GET', '/community/users/99999/profile/', { as: 'student' })).status).toBe(404);
  });
});

describe('discovery', () => {
  it('searches approved topics and published articles; a query under 2 characters is refused', async () => {
    expect((await call('POST', '/community/search/', { as: 'student', body: { query: 'm' } })).status).toBe(400);
    const { body } = await call<CommunitySearchResults>('POST', '/community/search/', {
      as: 'student',
      body: { query: 'M-Pesa' },
    });
    expect(body.total).toBe(body.topics.length + body.articles.length);
    expect(body.articles[0]?.title).toMatch(/M-Pesa/);
    expect(body.topics.every((topic) => topic.status === 'approved')).toBe(true);
    const articlesOnly = await call<CommunitySearchResults>('POST', '/community/search/', {
      as: 'student',
      body: { query: 'mpesa', content_types: ['article'], limit: 1 },
    });
    expect(articlesOnly.body.topics).toEqual([]);
    expect(articlesOnly.body.articles).toHaveLength(1);
  });

  it('answers trending, latest and stats for the community home', async () => {
    const trending = await call<CommunityTrending>('GET', '/community/trending/', { query: { period: 'month', limit: 3 } });
    expect(trending.body.period).toBe('month');
    expect(trending.body.topics).toHaveLength(3);
    expect(trending.body.tags?.length).toBeGreaterThan(0);
    expect((await call('GET', '/community/trending/', { query: { period: 'year' } })).status).toBe(400);
    expect((await call('GET', '/community/latest/', { query: { limit: 0 } })).status).toBe(400);

    const latest = await call<CommunityLatest>('GET', '/community/latest/', { query: { limit: 2 } });
    expect(latest.body.articles.map((row) => row.title)).toEqual([
      'A practical Git branching workflow for student teams',
      'How to prepare for your first technical interview in Nairobi',
    ]);
    expect(latest.body.topics).toHaveLength(2);

    const stats = await call<CommunityStats>('GET', '/community/stats/', { as: 'teacher' });
    const db = getMockDatabase();
    expect(stats.body.total_topics).toBe(db.community.topics.count((row) => row.status === 'approved'));
    expect(stats.body.pending_moderation).toBe(
      db.community.topics.count((row) => row.status === 'pending') +
        db.community.articles.count((row) => row.status === 'pending'),
    );
    expect((await call<CommunityStats>('GET', '/community/stats/', { as: 'student' })).body.pending_moderation).toBe(0);
  });

  it('lists active categories for visitors and inactive ones for management', async () => {
    const visitors = await call<PaginatedCommunityCategoryList>('GET', '/community/categories/', { query: { is_active: false } });
    expect(visitors.body.results.every((row) => row.is_active)).toBe(true);
    expect(visitors.body.results[0]).toMatchObject({ name: 'Python and Data Science', order: 1 });
    expect(visitors.body.results[0]?.topics_count).toBeGreaterThan(0);
    const admin = await call<PaginatedCommunityCategoryList>('GET', '/community/categories/', {
      as: 'admin',
      query: { is_active: false },
    });
    expect(admin.body.results.map((row) => row.name)).toEqual(['2025 Cohort Archive']);
    const holding = await call('DELETE', '/community/categories/1/', { as: 'admin' });
    expect(holding.status).toBe(400);
    expect(errorTextFromBody(holding.body)).toMatch(/deactivate it instead/);
  });
});

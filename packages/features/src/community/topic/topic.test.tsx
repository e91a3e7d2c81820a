import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { NewTopicPage } from '../topic-new';
import { TopicPage } from './topic-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const ROUTE = '/dashboard/community/topics/:slug';

/** An approved, unlocked topic of the demo data; the student's own when asked. */
function openTopic(own: boolean) {
  const db = getMockDatabase();
  const student = db.accounts.users.find((user) => user.username === 'student');
  const topic = db.community.topics.find(
    (row) => row.status === 'approved' && !row.is_locked && (own ? row.author === student?.id : row.author !== student?.id),
  );
  if (!topic) throw new Error('no such topic in the demo data');
  return topic;
}

const renderTopic = (slug: string, role: 'student' | 'teacher' = 'student') =>
  renderInApp(<TopicPage />, { path: `/dashboard/community/topics/${slug}`, routePath: ROUTE, session: signedInSession(role) });

describe('topic page', { timeout: 30_000 }, () => {
  it('posts a reply that joins the thread and counts', async () => {
    const topic = openTopic(false);
    const before = getMockDatabase().community.replies.filter((reply) => reply.topic === topic.id).length;
    const { user } = renderTopic(topic.slug);
    expect(await screen.findByRole('heading', { level: 1, name: topic.title }, LOADED)).toBeTruthy();
    await user.type(await screen.findByRole('textbox', { name: /Your reply/ }, LOADED), 'Try **restarting** the server.');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    const thread = await screen.findByRole('heading', { name: `Replies (${before + 1})` }, LOADED);
    expect(thread).toBeTruthy();
    const saved = getMockDatabase().community.replies.filter((reply) => reply.topic === topic.id);
    expect(saved.at(-1)?.content).toContain('<strong>restarting</strong>');
  });

  it('keeps the typed reply when posting fails', async () => {
    const topic = openTopic(false);
    setMockFaults({ statuses: { createCommunityTopicReply: 500 } });
    const { user } = renderTopic(topic.slug);
    const box = await screen.findByRole('textbox', { name: /Your reply/ }, LOADED);
    await user.type(box, 'My answer that must not be lost');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Server error. Please try again later.', undefined, LOADED)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('My answer that must not be lost');
  });

  it('lets the author mark a reply as the answer', async () => {
    const db = getMockDatabase();
    const topic = openTopic(true);
    const reply = db.community.replies.find((row) => row.topic === topic.id && topic.accepted_reply !== row.id);
    if (!reply) throw new Error('no reply to the student’s topic');
    const { user } = renderTopic(topic.slug);
    const replies = await screen.findByRole('list', { name: 'Replies' }, LOADED);
    const buttons = within(replies).getAllByRole('button', { name: 'Mark as answer' });
    await user.click(buttons[0] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog', { name: /^Mark .* reply as the answer\?$/ });
    await user.click(within(confirm).getByRole('button', { name: 'Mark as answer' }));
    await waitFor(() => expect(getMockDatabase().community.topics.get(topic.id)?.accepted_reply).not.toBeNull(), LOADED);
    expect(await within(replies).findByText('Accepted answer', undefined, LOADED)).toBeTruthy();
  });

  it('lets the author edit their reply in place, marked edited', async () => {
    const db = getMockDatabase();
    const student = db.accounts.users.find((user) => user.username === 'student');
    const reply = db.community.replies.find((row) => row.author === student?.id);
    const topic = reply ? db.community.topics.get(reply.topic) : undefined;
    if (!reply || !topic) throw new Error('no reply by the student');
    const { user } = renderTopic(topic.slug);
    const mine = await screen.findAllByRole('article', { name: 'Reply by Wanjiku Kamau' }, LOADED);
    await user.click(within(mine[0] as HTMLElement).getByRole('button', { name: 'Edit reply' }));
    const box = await screen.findByRole('textbox', { name: /^Reply/ }, LOADED);
    await user.clear(box);
    await user.type(box, 'Fixed: the *header* was wrong.');
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(getMockDatabase().community.replies.get(reply.id)?.content).toContain('<em>header</em>'), LOADED);
    expect(await screen.findAllByText(/· edited/, undefined, LOADED)).toBeTruthy();
  });

  it('votes up, and a second press withdraws the vote', async () => {
    const topic = openTopic(false);
    const { user } = renderTopic(topic.slug);
    const up = await screen.findByRole('button', { name: 'Vote up' }, LOADED);
    await user.click(up);
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Vote up' }).getAttribute('aria-pressed')).toBe('true'),
      LOADED,
    );
    await user.click(screen.getByRole('button', { name: 'Vote up' }));
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Vote up' }).getAttribute('aria-pressed')).toBe('false'),
      LOADED,
    );
  });

  it('lets a moderator lock a topic, which closes the reply box', async () => {
    const topic = openTopic(false);
    const { user } = renderTopic(topic.slug, 'teacher');
    await user.click(await screen.findByRole('button', { name: 'Lock' }, LOADED));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Lock' }));
    expect(await screen.findByText('This topic is locked: it takes no new replies.', undefined, LOADED)).toBeTruthy();
    expect(getMockDatabase().community.topics.get(topic.id)?.is_locked).toBe(true);
  });

  it('shows a poll’s shares and takes the viewer’s vote', async () => {
    const topic = getMockDatabase().community.topics.find((row) => row.slug.startsWith('best-way-to-practise-sql'));
    if (!topic) throw new Error('no topic with a poll');
    const { user } = renderTopic(topic.slug, 'teacher');
    const poll = await screen.findByRole('region', { name: 'Poll: Where do you practise SQL?' }, LOADED);
    expect(within(poll).getByText(/votes/)).toBeTruthy();
    await user.click(within(poll).getByRole('button', { name: 'Vote Work projects' }));
    await waitFor(
      () => expect(within(poll).getByRole('button', { name: 'Vote Work projects' }).getAttribute('aria-pressed')).toBe('true'),
      LOADED,
    );
    expect(within(poll).getByText('Work projects (your choice)')).toBeTruthy();
  });

  it('says when a topic does not exist', async () => {
    renderTopic('no-such-topic');
    expect(await screen.findByRole('heading', { name: 'This topic does not exist' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the community' }).getAttribute('href')).toBe('/dashboard/community');
  });
});

describe('new topic', { timeout: 30_000 }, () => {
  it('checks the title’s length, then opens the created topic at its slug, waiting for a moderator', async () => {
    const { user } = renderInApp(<NewTopicPage />, {
      path: '/dashboard/community/topics/new',
      session: signedInSession('student'),
    });
    const category = getMockDatabase().community.categories.find((row) => row.is_active);
    if (!category) throw new Error('no active category');
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOADED), 'Help');
    await user.selectOptions(await screen.findByRole('combobox', { name: /Category/ }), category.name);
    await user.type(screen.getByRole('textbox', { name: /Details/ }), 'My Flask app cannot find its templates.');
    await user.click(screen.getByRole('button', { name: 'Post topic' }));
    expect(await screen.findByText(/at least 5/, undefined, LOADED)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), ' with Flask templates');
    await user.click(screen.getByRole('button', { name: 'Post topic' }));
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/dashboard/community/topics/help-with-flask-templates'),
      LOADED,
    );
    const created = getMockDatabase().community.topics.find((row) => row.slug === 'help-with-flask-templates');
    expect(created?.status).toBe('pending');
    expect(created?.content).toContain('<p>My Flask app cannot find its templates.</p>');
  });
});

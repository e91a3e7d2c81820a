import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CommunityHomePage } from './community-home-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const HOME = '/dashboard/community';
// jsdom matches no media query: the table shows as on a phone, one card per topic.
const cards = async () => within(await screen.findByRole('list', { name: 'Topics' }, LOADED)).getAllByRole('listitem');

describe('community home', { timeout: 30_000 }, () => {
  it('lists pinned topics first, each linking to its page, its category and its author’s topics', async () => {
    renderInApp(<CommunityHomePage />, { path: HOME, session: signedInSession('student') });
    const rows = await cards();
    const pinned = getMockDatabase().community.topics.filter((topic) => topic.is_pinned && topic.status === 'approved');
    expect(pinned.length).toBeGreaterThan(0);
    expect(within(rows[0] as HTMLElement).getByText('Pinned')).toBeTruthy();
    const topic = pinned[0];
    if (!topic) throw new Error('no pinned topic');
    const card = rows.find((row) => within(row).queryByRole('link', { name: topic.title }));
    if (!card) throw new Error('the pinned topic is not listed');
    expect(within(card).getByRole('link', { name: topic.title }).getAttribute('href')).toBe(
      `/dashboard/community/topics/${topic.slug}`,
    );
    expect(
      within(card)
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === `${HOME}?author=${topic.author}`),
    ).toBe(true);
    expect(
      within(card)
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === `${HOME}?category=${topic.category}`),
    ).toBe(true);
    expect(screen.queryByRole('heading', { name: /^Waiting for moderation/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'New topic' })[0]?.getAttribute('href')).toBe('/dashboard/community/topics/new');
  });

  it('shows only unanswered topics when asked', async () => {
    renderInApp(<CommunityHomePage />, { path: `${HOME}?is_answered=false`, session: signedInSession('student') });
    const rows = await cards();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).queryByText('Answered')).toBeNull();
  });

  it('lets a moderator approve a pending topic from the queue', async () => {
    const { user } = renderInApp(<CommunityHomePage />, { path: HOME, session: signedInSession('teacher') });
    const queue = await screen.findByRole('list', { name: 'Content waiting for moderation' }, LOADED);
    const pending = getMockDatabase().community.topics.find((topic) => topic.status === 'pending');
    if (!pending) throw new Error('no pending topic in the demo data');
    const item = within(queue)
      .getAllByRole('listitem')
      .find((row) => within(row).queryByRole('link', { name: pending.title }));
    if (!item) throw new Error('the pending topic is not in the queue');
    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Approve ${pending.title}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(getMockDatabase().community.topics.get(pending.id)?.status).toBe('approved'), LOADED);
  });

  it('asks a moderator why before rejecting, and the author gets the reason', async () => {
    const { user } = renderInApp(<CommunityHomePage />, { path: HOME, session: signedInSession('admin') });
    const queue = await screen.findByRole('list', { name: 'Content waiting for moderation' }, LOADED);
    const first = within(queue).getAllByRole('listitem')[0] as HTMLElement;
    const title = within(first).getByRole('heading').textContent ?? '';
    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Reject ${title}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please say why, so the author can fix it.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Please add what you tried.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      const db = getMockDatabase().community;
      const rejected = [
        ...db.topics.filter((row) => row.title === title),
        ...db.articles.filter((row) => row.title === title),
      ][0];
      expect(rejected?.status).toBe('rejected');
      expect(rejected?.rejection_reason).toBe('Please add what you tried.');
    }, LOADED);
  });
});

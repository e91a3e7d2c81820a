import { screen, waitFor, within } from '@testing-library/react';
import { createTestClient, getMockDatabase, mockHandlers, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ContactDashboardPage, firstOfMonth, formatResponseTime, recentWeeks } from './contact-dashboard-page';

startMockBackend();
const call = createTestClient(mockHandlers());

const renderDashboard = (type: 'super_admin' | 'admin' | 'teacher') =>
  renderInApp(<ContactDashboardPage />, { path: '/dashboard/contact', session: signedInSession(type) });

/** A chart's data table as [name, link, value] rows. */
const tableRows = (caption: string) =>
  Array.from(screen.getByRole('table', { name: caption }).querySelectorAll('tbody tr'), (row) => {
    const [head, value] = Array.from(row.querySelectorAll('th, td'));
    return [head?.textContent, head?.querySelector('a')?.getAttribute('href') ?? null, value?.textContent] as const;
  });

/** How many inquiries the list shows for a link's query (what the user finds after following it). */
async function listCount(href: string): Promise<number> {
  const query = Object.fromEntries(new URL(href, 'http://localhost').searchParams);
  const answer = await call<{ count: number }>('GET', '/contact/inquiries/', { as: 'admin', query });
  return answer.body.count;
}

describe('the contact dashboard', () => {
  it('gives an admin the totals, each status and category linking to the list filtered to exactly that many', async () => {
    renderDashboard('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact management' })).toBeTruthy();
    const figures = await screen.findByRole('region', { name: 'Inquiry figures' });
    const total = getMockDatabase().contact.inquiries.count();
    expect(within(figures).getByText(`${total} in all`)).toBeTruthy();
    const newLink = within(figures).getByRole('link', { name: 'New inquiries' });
    expect(newLink.getAttribute('href')).toBe('/dashboard/contact/inquiries?status=new');

    const statuses = tableRows('Inquiries by status');
    expect(statuses.map(([name]) => name)).toEqual(['New', 'In progress', 'Resolved', 'Closed']);
    for (const [, href, value] of statuses) {
      if (!href) throw new Error('every status links to the list');
      expect(await listCount(href)).toBe(Number(value));
    }
    for (const [, href, value] of tableRows('Inquiries by category')) {
      if (href) expect(await listCount(href)).toBe(Number(value));
    }
    for (const [, href, value] of tableRows('Inquiries by priority')) {
      if (!href) throw new Error('every priority links to the list');
      expect(await listCount(href)).toBe(Number(value));
    }
    const weeks = await screen.findByRole('table', { name: 'Inquiries received per week' });
    expect(weeks.querySelectorAll('tbody tr')).toHaveLength(8);
    for (const [, href, value] of tableRows('Inquiries received per week')) {
      if (!href) throw new Error('every week links to the list');
      expect(await listCount(href)).toBe(Number(value));
    }
    const thisMonth = within(figures).getByRole('link', { name: 'Inquiries this month' });
    expect(thisMonth.getAttribute('href')).toBe(`/dashboard/contact/inquiries?created_after=${firstOfMonth()}`);
  });

  it('links each recent inquiry to its own screen, newest first', async () => {
    renderDashboard('admin');
    const recent = await screen.findByRole('region', { name: 'Recent inquiries' });
    const newest = [...getMockDatabase().contact.inquiries.all()].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
    )[0];
    if (!newest) throw new Error('the seed has inquiries');
    const first = within(recent).getAllByRole('link')[1];
    expect(first?.textContent).toBe(newest.subject);
    expect(first?.getAttribute('href')).toBe(`/dashboard/contact/inquiries/${newest.id}`);
    expect(within(recent).getByRole('link', { name: 'All inquiries' }).getAttribute('href')).toBe('/dashboard/contact/inquiries');
  });

  it('shows admins the categories and the response target, teachers neither', async () => {
    renderDashboard('admin');
    const centre = await screen.findByRole('region', { name: 'Help centre' });
    expect(within(centre).getByRole('link', { name: 'Categories' })).toBeTruthy();
    expect(await within(centre).findByText('Response target')).toBeTruthy();
  });

  it('gives a teacher the dashboard without categories or settings', async () => {
    renderDashboard('teacher');
    const centre = await screen.findByRole('region', { name: 'Help centre' });
    expect(within(centre).getByRole('link', { name: 'FAQs' })).toBeTruthy();
    expect(within(centre).queryByRole('link', { name: 'Categories' })).toBeNull();
    expect(within(centre).queryByText('Response target')).toBeNull();
    const sections = within(screen.getByRole('navigation', { name: 'Contact management' })).getAllByRole('link');
    expect(sections.map((link) => link.textContent)).toEqual(['Dashboard', 'Inquiries', 'FAQs']);
  });

  it('says when there are no inquiries yet and what to do next', async () => {
    const db = getMockDatabase();
    db.contact.replies.removeWhere(() => true);
    db.contact.inquiries.removeWhere(() => true);
    renderDashboard('admin');
    expect(await screen.findByRole('heading', { name: 'No inquiries yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write FAQs' }).getAttribute('href')).toBe('/dashboard/contact/faqs');
  });

  it('shows the failure with Try again, which loads the dashboard', async () => {
    setMockFaults({ statuses: { getContactStats: 500 } });
    const { user } = renderDashboard('admin');
    expect(await screen.findByRole('heading', { name: 'Could not load the contact dashboard' })).toBeTruthy();
    resetMockFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Inquiry figures' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Could not load the contact dashboard' })).toBeNull());
  });
});

describe('recentWeeks', () => {
  it('gives the last weeks Monday to Sunday, oldest first, this week last', () => {
    // Thursday 26 November 2026.
    expect(recentWeeks(2, new Date('2026-11-26T10:00:00Z'))).toEqual([
      { start: '2026-11-16', end: '2026-11-22', label: '16 Nov' },
      { start: '2026-11-23', end: '2026-11-29', label: '23 Nov' },
    ]);
    // A Sunday belongs to the week that started the Monday before.
    expect(recentWeeks(1, new Date('2026-11-29T23:00:00Z'))[0]?.start).toBe('2026-11-23');
  });
});

describe('formatResponseTime', () => {
  it.each([
    [0.25, '15 min'],
    [1, '1 hour'],
    [5.46, '5.5 hours'],
    [60, '2.5 days'],
  ])('%d hours read as %s', (hours, text) => {
    expect(formatResponseTime(hours)).toBe(text);
  });
});

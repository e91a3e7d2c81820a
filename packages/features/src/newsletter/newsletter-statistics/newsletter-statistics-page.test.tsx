import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { NewsletterStatisticsPage } from './newsletter-statistics-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const renderStats = (title: string) => {
  const row = getMockDatabase().newsletter.newsletters.find((candidate) => candidate.title === title);
  if (!row) throw new Error(`the seed has ${title}`);
  return renderInApp(<NewsletterStatisticsPage />, {
    path: `/dashboard/newsletter/newsletters/${row.id}/statistics`,
    routePath: '/dashboard/newsletter/newsletters/:id/statistics',
    session: signedInSession('teacher'),
  });
};

describe('the newsletter statistics', () => {
  it('shows how a sent campaign did: the numbers, the rates and the chart', async () => {
    renderStats('October 2026 digest');
    expect(await screen.findByText('Recipients', undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics: October 2026 digest' })).toBeTruthy();
    expect(screen.getByText(/% open rate$/)).toBeTruthy();
    expect(screen.getByText(/% bounce rate$/)).toBeTruthy();
    expect(screen.getAllByText('Delivery and engagement').length).toBeGreaterThan(0);
  }, 30_000);

  it('lists who received it, each address opening the subscriber, filtered by status', async () => {
    const { user } = renderStats('October 2026 digest');
    const logs = within(await screen.findByRole('region', { name: 'Who received it' }, LOADED));
    const first = (await logs.findAllByRole('link', undefined, LOADED))[0] as HTMLAnchorElement;
    expect(first.getAttribute('href')).toMatch(/^\/dashboard\/newsletter\/subscribers\/\d+$/);
    await user.selectOptions(logs.getByRole('combobox', { name: /^Status/ }), 'Opened');
    await waitFor(() => expect(within(logs.getByRole('table')).queryByText('Bounced')).toBeNull(), LOADED);
    expect(within(logs.getByRole('table')).getAllByText('Opened').length).toBeGreaterThan(0);
  }, 30_000);

  it('shows which links each recipient who clicked followed', async () => {
    const db = getMockDatabase();
    const campaign = db.newsletter.newsletters.find((row) => row.title === 'October 2026 digest');
    const clicked = db.newsletter.sendLogs.find((log) => log.newsletter === campaign?.id && log.status === 'clicked');
    if (!clicked) throw new Error('the seed has a click on the October digest');
    const { user } = renderStats('October 2026 digest');
    const logs = within(await screen.findByRole('region', { name: 'Who received it' }, LOADED));
    await user.selectOptions(logs.getByRole('combobox', { name: /^Status/ }), 'Clicked');
    const followed = within(await logs.findByRole('list', { name: `Links ${clicked.email} clicked` }, LOADED));
    const url = clicked.clicked_links[0] ?? '';
    expect(
      followed.getByRole('link', { name: new RegExp(url.replace(/^https?:\/\//, '').slice(0, 20)) }).getAttribute('href'),
    ).toBe(url);
  }, 30_000);

  it('says a draft has no statistics yet, with the way to its preview', async () => {
    renderStats('November 2026 digest');
    expect(await screen.findByRole('heading', { name: 'No statistics yet' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview it' })).toBeTruthy();
  }, 30_000);
});

import { screen } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { TEST_API } from '../../../test/setup';
import { NewsletterConfirmPage } from './newsletter-confirm-page';
import { NEWSLETTER_PAGE_TEXTS } from './newsletter-outcome';
import { NewsletterUnsubscribePage } from './newsletter-unsubscribe-page';

const server = startMockBackend();
const subscriber = (status: string) => must(getMockDatabase().newsletter.subscribers.find((row) => row.status === status));
const renderConfirm = (token: string) =>
  renderInApp(<NewsletterConfirmPage />, { path: `/newsletter/confirm/${token}`, routePath: '/newsletter/confirm/:token' });
const renderUnsubscribe = (token: string) =>
  renderInApp(<NewsletterUnsubscribePage />, {
    path: `/newsletter/unsubscribe/${token}`,
    routePath: '/newsletter/unsubscribe/:token',
  });

describe('newsletter confirmation', () => {
  it('confirms a pending subscription from the e-mail link', async () => {
    const pending = subscriber('pending');
    const stamp = new Date().toISOString();
    getMockDatabase().newsletter.subscribers.update(pending.id, {
      confirmation_token: 'fresh-token-1',
      confirmation_sent_at: stamp,
    });
    renderConfirm('fresh-token-1');
    expect(screen.getByRole('heading', { name: NEWSLETTER_PAGE_TEXTS.confirming })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: NEWSLETTER_PAGE_TEXTS.confirmed })).toBeTruthy();
    expect(screen.getByText('Welcome aboard!')).toBeTruthy();
    expect(getMockDatabase().newsletter.subscribers.get(pending.id)?.status).toBe('active');
  });

  it('says when the subscription was already confirmed', async () => {
    const active = subscriber('active');
    renderConfirm(active.confirmation_token ?? '');
    expect(await screen.findByRole('heading', { name: NEWSLETTER_PAGE_TEXTS.alreadyConfirmed })).toBeTruthy();
  });

  it('says an expired link has expired and offers to subscribe again', async () => {
    const pending = subscriber('pending');
    getMockDatabase().newsletter.subscribers.update(pending.id, {
      confirmation_token: 'old-token-1',
      confirmation_sent_at: '2020-01-01T00:00:00Z',
    });
    renderConfirm('old-token-1');
    expect(await screen.findByRole('heading', { name: NEWSLETTER_PAGE_TEXTS.expired })).toBeTruthy();
    expect(screen.getByText('This confirmation link has expired. Please subscribe again to receive a new one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe again' })).toBeTruthy();
  });

  it('says an unknown link is not valid', async () => {
    renderConfirm('no-such-token');
    expect(await screen.findByRole('heading', { name: NEWSLETTER_PAGE_TEXTS.invalidConfirm })).toBeTruthy();
    expect(screen.getByText('Invalid confirmation link.')).toBeTruthy();
  });

  it('offers Try again when the server fails', async () => {
    server.use(http.get(`${TEST_API}/newsletter/confirm/:token/`, () => HttpResponse.json({}, { status: 500 })));
    renderConfirm('any-token');
    expect(await screen.findByText('Server error. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('newsletter unsubscribe', () => {
  it('unsubscribes with an optional reason only when asked, not on arrival', async () => {
    const active = subscriber('active');
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/newsletter/unsubscribe/')) sent = await request.clone().json();
    });
    const { user } = renderUnsubscribe(active.unsubscribe_token);
    expect(screen.getByRole('heading', { level: 1, name: NEWSLETTER_PAGE_TEXTS.unsubscribeTitle })).toBeTruthy();
    expect(getMockDatabase().newsletter.subscribers.get(active.id)?.status).toBe('active');
    await user.click(screen.getByRole('radio', { name: 'The e-mails come too often' }));
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: NEWSLETTER_PAGE_TEXTS.unsubscribed })).toBeTruthy();
    expect(sent).toEqual({ reason: 'too_frequent' });
    expect(getMockDatabase().newsletter.subscribers.get(active.id)?.status).toBe('unsubscribed');
    // Changed their mind: straight back on the list, with the server's welcome.
    await user.click(screen.getByRole('button', { name: `Resubscribe ${active.email}` }));
    expect(await screen.findByText('Welcome back! You have been resubscribed.')).toBeTruthy();
    expect(getMockDatabase().newsletter.subscribers.get(active.id)?.status).toBe('active');
  });

  it('says when the address was already unsubscribed', async () => {
    const gone = subscriber('unsubscribed');
    const { user } = renderUnsubscribe(gone.unsubscribe_token);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: NEWSLETTER_PAGE_TEXTS.alreadyUnsubscribed })).toBeTruthy();
  });

  it('says an unknown link is not valid', async () => {
    const { user } = renderUnsubscribe('no-such-token');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: NEWSLETTER_PAGE_TEXTS.invalidUnsubscribe })).toBeTruthy();
  });

  it('keeps the form and says why when the server refuses for now', async () => {
    server.use(
      http.post(`${TEST_API}/newsletter/unsubscribe/:token/`, () =>
        HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429 }),
      ),
    );
    const { user } = renderUnsubscribe('any-token');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Request was throttled.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});

import type {
  Newsletter,
  NewsletterActionResult,
  NewsletterDashboardStats,
  NewsletterSendLog,
  NewsletterStatistics,
  NewsletterSubscriber,
  NewsletterSubscriberBulkResult,
  NewsletterSubscriberImportResult,
  NewsletterSubscriptionResult,
  NewsletterTemplate,
  PaginatedNewsletterList,
  PaginatedNewsletterSendLogList,
  PaginatedNewsletterSubscriberList,
} from '@ujuzi/api';
import { errorTextFromBody } from '@ujuzi/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMockDatabase } from '../db/database';
import { lastNewsletterTokens, percentage } from '../db/newsletter';
import { ALREADY_SUBSCRIBED, SUBSCRIBED_MESSAGE } from './newsletter-signup';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

afterEach(() => vi.useRealTimers());

const subscribe = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  call<NewsletterSubscriptionResult & Record<string, unknown>>('POST', '/newsletter/subscribe/', { body, headers });

const tokens = () => {
  const found = lastNewsletterTokens(getMockDatabase());
  if (!found) throw new Error('No confirmation e-mail was sent');
  return found;
};

describe('the public signup flow', () => {
  it('subscribes, confirms, unsubscribes and resubscribes an address', async () => {
    const signup = await subscribe({
      email: '  Akinyi.Otieno@Gmail.COM ',
      first_name: ' Akinyi ',
      last_name: 'Otieno',
      source: 'website',
      frequency: 'weekly',
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({
      success: true,
      message: SUBSCRIBED_MESSAGE,
      email: 'akinyi.otieno@gmail.com',
      status: 'pending',
    });

    const { confirmationToken, unsubscribeToken, email } = tokens();
    expect(email).toBe('akinyi.otieno@gmail.com');
    const listed = await call<PaginatedNewsletterSubscriberList>('GET', '/newsletter/subscribers/', {
      as: 'admin',
      query: { search: 'akinyi.otieno' },
    });
    expect(listed.body.results).toEqual([
      expect.objectContaining({
        first_name: 'Akinyi',
        status: 'pending',
        status_display: 'Pending Confirmation',
        source: 'website',
      }),
    ]);

    const confirmed = await call<NewsletterSubscriptionResult>('GET', `/newsletter/confirm/${confirmationToken}/`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'active', message: 'Your subscription has been confirmed. Welcome aboard!' });
    const again = await call<NewsletterSubscriptionResult>('POST', '/newsletter/confirm/', {
      body: { token: confirmationToken },
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/already confirmed/);

    const left = await call<NewsletterSubscriptionResult>('GET', `/newsletter/unsubscribe/${unsubscribeToken}/`);
    expect(left.body).toMatchObject({ status: 'unsubscribed', message: 'You have been unsubscribed from our newsletter.' });
    const leftAgain = await call<NewsletterSubscriptionResult>('GET', `/newsletter/unsubscribe/${unsubscribeToken}/`);
    expect(leftAgain.status).toBe(200);
    expect(leftAgain.body.message).toBe('You are already unsubscribed from our newsletter.');

    const back = await call<NewsletterSubscriptionResult>('POST', '/newsletter/resubscribe/', {
      body: { email: ' AKINYI.OTIENO@gmail.com', frequency: 'monthly' },
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'active', message: 'Welcome back! You have been resubscribed.' });
    const subscriber = await call<NewsletterSubscriber>('GET', `/newsletter/subscribers/${back.body.subscriber_id}/`, {
      as: 'teacher',
    });
    expect(subscriber.body).toMatchObject({ status: 'active', frequency: 'monthly', unsubscribed_at: null });
    expect(subscriber.body.confirmed_at).not.toBeNull();
  });

  it('answers 400 with the message clients map to "already subscribed" for an active address', async () => {
    const { status, body } = await subscribe({ email: 'Wanjiru.Njoroge@gmail.com' });
    expect(status).toBe(400);
    expect(body.error).toBe(ALREADY_SUBSCRIBED);
    expect(errorTextFromBody(body)?.toLowerCase()).toContain('already subscribed');
    const resubscribe = await call('POST', '/newsletter/resubscribe/', { body: { email: 'wanjiru.njoroge@gmail.com' } });
    expect(resubscribe.status).toBe(400);
    expect(errorTextFromBody(resubscribe.body)).toBe(ALREADY_SUBSCRIBED);
  });

  it('answers 400 saying "invalid email" for a malformed address, and "required" for none', async () => {
    const malformed = await subscribe({ email: 'otieno@@gmail' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Invalid email address.', email: ['Enter a valid email address.'] });
    expect(errorTextFromBody(malformed.body)?.toLowerCase()).toContain('invalid email');
    const missing = await subscribe({ first_name: 'Otieno' });
    expect(missing.body).toEqual({ email: ['This field is required.'] });
  });

  it('sends a pending address a new confirmation link, and brings an unsubscribed one back', async () => {
    await subscribe({ email: 'baraka@yahoo.com' });
    const first = tokens().confirmationToken;
    const repeat = await subscribe({ email: 'baraka@yahoo.com' });
    expect(repeat.body.status).toBe('pending');
    expect(tokens().confirmationToken).not.toBe(first);
    // The old link no longer matches anyone.
    expect((await call('GET', `/newsletter/confirm/${first ?? ''}/`)).status).toBe(404);

    const db = getMockDatabase();
    const gone = db.newsletter.subscribers.find((row) => row.status === 'unsubscribed');
    const back = await subscribe({ email: gone?.email });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ status: 'active', message: 'Welcome back! You have been resubscribed.' });
  });

  it('throttles more than five attempts a minute for one address with 429', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await subscribe({ email: 'mwende@gmail.com' })).status).toBe(201);
    const refused = await subscribe({ email: 'mwende@gmail.com' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(refused.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    // Another address is still welcome.
    expect((await subscribe({ email: 'nekesa@gmail.com' })).status).toBe(201);
  });

  it('throttles one client that tries many addresses', async () => {
    const client = { 'X-Forwarded-For': '196.201.214.10' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++)
      statuses.push((await subscribe({ email: `learner${attempt}@gmail.com` }, client)).status);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await subscribe({ email: 'other.client@gmail.com' }, { 'X-Forwarded-For': '41.90.64.1' })).status).toBe(201);
  });

  it('answers 404 for unknown links, 400 for an unknown token by POST and for an expired link', async () => {
    expect((await call('GET', '/newsletter/confirm/not-a-real-token/')).status).toBe(404);
    expect((await call('GET', '/newsletter/unsubscribe/not-a-real-token/')).status).toBe(404);
    expect((await call('POST', '/newsletter/unsubscribe/not-a-real-token/', { body: {} })).status).toBe(404);
    const posted = await call('POST', '/newsletter/confirm/', { body: { token: 'not-a-real-token' } });
    expect(posted.status).toBe(400);
    expect(posted.body).toEqual({ token: ['Invalid or expired confirmation token.'] });

    await subscribe({ email: 'late.confirmer@gmail.com' });
    const { confirmationToken } = tokens();
    const db = getMockDatabase();
    const row = db.newsletter.subscribers.find((candidate) => candidate.email === 'late.confirmer@gmail.com');
    db.newsletter.subscribers.update(row?.id ?? 0, { confirmation_sent_at: new Date(Date.now() - 8 * 86_400_000).toISOString() });
    const expired = await call('GET', `/newsletter/confirm/${confirmationToken ?? ''}/`);
    expect(expired.status).toBe(400);
    expect(errorTextFromBody(expired.body)).toMatch(/expired/);
  });

  it('records why someone unsubscribed', async () => {
    await subscribe({ email: 'zawadi@gmail.com' });
    const { unsubscribeToken } = tokens();
    const left = await call<NewsletterSubscriptionResult>('POST', `/newsletter/unsubscribe/${unsubscribeToken}/`, {
      body: { reason: 'too_frequent', feedback: 'Monthly would be fine.' },
    });
    const subscriber = await call<NewsletterSubscriber>('GET', `/newsletter/subscribers/${left.body.subscriber_id}/`, {
      as: 'admin',
    });
    expect(subscriber.body).toMatchObject({ status: 'unsubscribed', unsubscribe_reason: 'too_frequent' });
    expect(subscriber.body.unsubscribed_at).not.toBeNull();
  });

  it('unknown addresses cannot resubscribe (404, use subscribe)', async () => {
    const { status, body } = await call('POST', '/newsletter/resubscribe/', { body: { email: 'nobody@example.com' } });
    expect(status).toBe(404);
    expect(errorTextFromBody(body)).toMatch(/subscribe instead/);
  });
});

describe('campaigns', () => {
  const create = (as: 'admin' | 'teacher' | 'student' = 'admin') =>
    call<Newsletter>('POST', '/newsletter/newsletters/', {
      as,
      body: {
        title: 'December digest',
        subject: 'Holiday bootcamp and January intake',
        content_html: '<p>Hi {{first_name}}, see <a href="https://ujuzi.ac.ke/admissions">admissions</a>.</p>',
        send_to_all: true,
      },
    });

  it('lets management create drafts; staff read; others are refused', async () => {
    const made = await create();
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: 'draft',
      created_by: expect.objectContaining({ username: 'admin' }),
      sent_count: 0,
      open_rate: 0,
      click_rate: 0,
    });
    expect((await create('teacher')).status).toBe(403);
    expect((await call('GET', '/newsletter/newsletters/', { as: 'teacher' })).status).toBe(200);
    expect((await call('GET', '/newsletter/newsletters/', { as: 'student' })).status).toBe(403);
    const anonymous = await call('GET', '/newsletter/newsletters/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('schedules in the future only, cancels scheduled campaigns only, and duplicates into a draft', async () => {
    const { body: draft } = await create();
    const past = await call('POST', `/newsletter/newsletters/${draft.id}/schedule/`, {
      as: 'admin',
      body: { scheduled_at: '2020-01-01T05:00:00Z' },
    });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ scheduled_at: ['Scheduled time must be in the future.'] });

    const when = new Date(Date.now() + 3 * 86_400_000);
    when.setUTCHours(5, 0, 0, 0);
    const scheduled = await call<NewsletterActionResult>('POST', `/newsletter/newsletters/${draft.id}/schedule/`, {
      as: 'admin',
      body: { scheduled_at: when.toISOString() },
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({
      success: true,
      status: 'scheduled',
      scheduled_at: when.toISOString().replace('.000', ''),
    });
    expect(scheduled.body.message).toMatch(/^Newsletter scheduled for \d{1,2} \w+ \d{4}, 08:00 EAT\.$/);

    // Editing is for drafts (and cancelled or failed campaigns) only.
    expect(
      (await call('PATCH', `/newsletter/newsletters/${draft.id}/`, { as: 'admin', body: { subject: 'Changed' } })).status,
    ).toBe(400);

    const cancelled = await call<NewsletterActionResult>('POST', `/newsletter/newsletters/${draft.id}/cancel/`, { as: 'admin' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', scheduled_at: null, message: 'Scheduled newsletter cancelled.' });
    const twice = await call('POST', `/newsletter/newsletters/${draft.id}/cancel/`, { as: 'admin' });
    expect(twice.status).toBe(400);
    expect(errorTextFromBody(twice.body)).toMatch(/Only scheduled newsletters can be cancelled/);
    expect(
      (await call('PATCH', `/newsletter/newsletters/${draft.id}/`, { as: 'admin', body: { subject: 'Changed' } })).status,
    ).toBe(200);

    const copy = await call<Newsletter>('POST', `/newsletter/newsletters/${draft.id}/duplicate/`, { as: 'admin' });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: 'Copy of December digest',
      subject: 'Changed',
      status: 'draft',
      scheduled_at: null,
      sent_count: 0,
      send_to_all: true,
    });
    expect(copy.body.id).not.toBe(draft.id);
  });

  it('sends now: sending, then sent with send logs and statistics rounded to 2 decimals', async () => {
    const { body: draft } = await create();
    const active = getMockDatabase().newsletter.subscribers.count((row) => row.status === 'active');
    const started = await call<NewsletterActionResult>('POST', `/newsletter/newsletters/${draft.id}/send_now/`, { as: 'admin' });
    expect(started.body).toMatchObject({
      success: true,
      status: 'sending',
      recipients_count: active,
      message: `Newsletter is being sent to ${active} subscribers.`,
    });
    expect((await call<Newsletter>('GET', `/newsletter/newsletters/${draft.id}/`, { as: 'admin' })).body.status).toBe('sending');
    expect((await call('DELETE', `/newsletter/newsletters/${draft.id}/`, { as: 'admin' })).status).toBe(400);
    expect((await call('POST', `/newsletter/newsletters/${draft.id}/send_now/`, { as: 'admin' })).status).toBe(400);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_000);
    const sent = await call<Newsletter>('GET', `/newsletter/newsletters/${draft.id}/`, { as: 'admin' });
    expect(sent.body.status).toBe('sent');
    expect(sent.body.sent_at).not.toBeNull();

    const stats = (await call<NewsletterStatistics>('GET', `/newsletter/newsletters/${draft.id}/statistics/`, { as: 'teacher' }))
      .body;
    expect(stats.total_recipients).toBe(active);
    expect(stats.sent).toBe(active);
    expect(stats.delivered + stats.bounces).toBe(stats.sent);
    expect(stats.unique_opens).toBeGreaterThan(0);
    expect(stats.open_rate).toBe(Math.round(((stats.unique_opens ?? 0) / stats.delivered) * 10_000) / 100);
    expect(stats.click_rate).toBe(percentage(stats.unique_clicks ?? 0, stats.delivered));
    expect(stats.bounce_rate).toBe(percentage(stats.bounces, stats.sent));
    expect(sent.body.open_rate).toBe(stats.open_rate);

    const logs = await call<PaginatedNewsletterSendLogList>('GET', `/newsletter/newsletters/${draft.id}/send_logs/`, {
      as: 'teacher',
      query: { page_size: 100 },
    });
    expect(logs.body.count).toBe(active);
    expect(new Set(logs.body.results.map((log: NewsletterSendLog) => log.status)).has('pending')).toBe(false);
    expect((await call('POST', `/newsletter/newsletters/${draft.id}/send_now/`, { as: 'admin' })).status).toBe(400);
    expect(
      (
        await call('PUT', `/newsletter/newsletters/${draft.id}/`, {
          as: 'admin',
          body: { title: 'x', subject: 'y', content_html: '<p>z</p>' },
        })
      ).status,
    ).toBe(400);
  });

  it('gives 0 rates for a campaign that delivered nothing', async () => {
    const { body: draft } = await create();
    const stats = await call<NewsletterStatistics>('GET', `/newsletter/newsletters/${draft.id}/statistics/`, { as: 'admin' });
    expect(stats.body).toMatchObject({ sent: 0, delivered: 0, open_rate: 0, click_rate: 0, bounce_rate: 0 });
  });

  it('previews the campaign in its template with sample subscriber data', async () => {
    const { body: draft } = await create();
    const preview = await call<string>('GET', `/newsletter/newsletters/${draft.id}/preview/`, { as: 'teacher' });
    expect(preview.headers.get('content-type')).toMatch(/^text\/html/);
    expect(preview.body).toContain('Hi Wanjiru, see <a href="https://ujuzi.ac.ke/admissions">');
    expect(preview.body).toContain('/newsletter/unsubscribe/');
    expect(preview.body).not.toContain('{{');
  });

  it('sends a test copy without touching status or statistics', async () => {
    const { body: draft } = await create();
    const test = await call('POST', `/newsletter/newsletters/${draft.id}/send_test/`, {
      as: 'admin',
      body: { test_emails: ['Grace.Njeri@ujuzi.ac.ke', 'otieno.ouma@ujuzi.ac.ke'] },
    });
    expect(test.body).toEqual({
      success: true,
      message: 'Test email sent to 2 addresses.',
      sent_to: ['grace.njeri@ujuzi.ac.ke', 'otieno.ouma@ujuzi.ac.ke'],
      failed: [],
    });
    expect(getMockDatabase().newsletter.outbox.all().at(-1)?.subject).toBe('[TEST] Holiday bootcamp and January intake');
    expect((await call<Newsletter>('GET', `/newsletter/newsletters/${draft.id}/`, { as: 'admin' })).body).toMatchObject({
      status: 'draft',
      sent_count: 0,
    });
    expect(
      (await call('POST', `/newsletter/newsletters/${draft.id}/send_test/`, { as: 'admin', body: { test_emails: [] } })).status,
    ).toBe(400);
  });

  it('tracks opens and clicks from the e-mail links', async () => {
    const db = getMockDatabase();
    const log = db.newsletter.sendLogs.find(
      (row) => row.status === 'delivered' && db.newsletter.newsletters.get(row.newsletter)?.status === 'sent',
    );
    if (!log) throw new Error('The seed has no delivered e-mail');
    const open = await call<string>('GET', `/newsletter/track/open/${log.newsletter}/${log.subscriber}/`);
    expect(open.headers.get('content-type')).toBe('image/gif');
    expect(db.newsletter.sendLogs.get(log.id)).toMatchObject({ status: 'opened', open_count: 1 });

    const link = db.newsletter.newsletters.get(log.newsletter)?.content_html.match(/href="([^"]+)"/)?.[1] ?? '';
    const click = await call('GET', `/newsletter/track/click/${log.newsletter}/${log.subscriber}/`, { query: { url: link } });
    expect(click.status).toBe(302);
    expect(click.headers.get('Location')).toBe(link);
    expect(db.newsletter.sendLogs.get(log.id)).toMatchObject({ status: 'clicked', click_count: 1 });
    expect(
      (
        await call('GET', `/newsletter/track/click/${log.newsletter}/${log.subscriber}/`, {
          query: { url: 'https://evil.example.com/' },
        })
      ).status,
    ).toBe(400);
    expect((await call('GET', '/newsletter/track/open/999/999/')).status).toBe(404);
  });
});

describe('the seed', () => {
  it('has subscribers in every status and campaigns in every status', async () => {
    const subscribers = await call<PaginatedNewsletterSubscriberList>('GET', '/newsletter/subscribers/', {
      as: 'admin',
      query: { page_size: 100 },
    });
    expect(new Set(subscribers.body.results.map((row) => row.status))).toEqual(
      new Set(['pending', 'active', 'unsubscribed', 'bounced']),
    );
    const newsletters = await call<PaginatedNewsletterList>('GET', '/newsletter/newsletters/', {
      as: 'admin',
      query: { page_size: 100 },
    });
    expect(new Set(newsletters.body.results.map((row) => row.status))).toEqual(
      new Set(['draft', 'scheduled', 'sending', 'sent', 'cancelled', 'failed']),
    );
    for (const sent of newsletters.body.results.filter((row) => row.status === 'sent')) {
      expect(sent.open_rate).toBeGreaterThan(0);
      expect(Number.isInteger((sent.open_rate ?? 0) * 100)).toBe(true);
    }
    // The demo student reads the newsletter.
    const student = await call<PaginatedNewsletterSubscriberList>('GET', '/newsletter/subscribers/', {
      as: 'admin',
      query: { search: 'student@ujuzi.ac.ke' },
    });
    expect(student.body.results[0]).toMatchObject({ user: 4, status: 'active', full_name: 'Wanjiku Kamau' });
    expect(student.body.results[0]?.emails_received).toBeGreaterThan(0);
  });

  it('answers the dashboard figures from the same rows', async () => {
    const { body } = await call<NewsletterDashboardStats>('GET', '/newsletter/dashboard/stats/', { as: 'teacher' });
    const db = getMockDatabase();
    expect(body.total_subscribers).toBe(db.newsletter.subscribers.size);
    expect(body.pending_subscribers).toBe(db.newsletter.subscribers.count((row) => row.status === 'pending'));
    expect(body.scheduled_newsletters).toBe(2);
    expect(body.average_open_rate).toBeGreaterThan(0);
    expect(body.recent_newsletters).toHaveLength(5);
  });
});

describe('subscriber management', () => {
  const csv = (text: string, name = 'subscribers.csv', type = 'text/csv') => {
    const form = new FormData();
    form.set('file', new File([text], name, { type }));
    return form;
  };

  it('imports a CSV: creates, skips existing and duplicates, and reports invalid rows', async () => {
    const form = csv(
      'email,first_name,last_name,frequency\n Mercy.Wanjiru@gmail.com ,Mercy,Wanjiru,monthly\nwanjiru.njoroge@gmail.com,Wanjiru,Njoroge,weekly\notieno@@gmail,Otieno,,\n"kamau, jr@x",K,,\nmercy.wanjiru@gmail.com,Mercy,W,\njuma@outlook.com,Juma,Ali,hourly\n',
    );
    const { status, body } = await call<NewsletterSubscriberImportResult>('POST', '/newsletter/subscribers/bulk_import/', {
      as: 'admin',
      body: form,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      total_rows: 6,
      created: 1,
      skipped: 2,
      message: 'Imported 1 subscribers (2 skipped, 3 errors).',
    });
    expect(body.errors.map((error) => error.row)).toEqual([3, 4, 6]);
    expect(body.errors[0]).toEqual({ row: 3, email: 'otieno@@gmail', error: 'Enter a valid email address.' });
    const imported = await call<PaginatedNewsletterSubscriberList>('GET', '/newsletter/subscribers/', {
      as: 'admin',
      query: { search: 'mercy.wanjiru' },
    });
    expect(imported.body.results[0]).toMatchObject({ status: 'active', source: 'import', frequency: 'monthly' });
  });

  it('refuses a file without an email column or that is not CSV', async () => {
    expect((await call('POST', '/newsletter/subscribers/bulk_import/', { as: 'admin', body: csv('name\nJuma\n') })).status).toBe(
      400,
    );
    expect(
      (
        await call('POST', '/newsletter/subscribers/bulk_import/', {
          as: 'admin',
          body: csv('email\na@b.co\n', 'list.pdf', 'application/pdf'),
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('POST', '/newsletter/subscribers/bulk_import/', { as: 'teacher', body: csv('email\na@b.co\n') })).status,
    ).toBe(403);
  });

  it('exports the filtered list as CSV', async () => {
    const { headers, body } = await call<string>('GET', '/newsletter/subscribers/export/', {
      as: 'admin',
      query: { status: 'pending' },
    });
    expect(headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...lines] = body.trim().split('\n');
    expect(header).toBe('email,first_name,last_name,status,source,frequency,categories,confirmed_at,created_at');
    expect(lines.length).toBe(getMockDatabase().newsletter.subscribers.count((row) => row.status === 'pending'));
    expect(lines.every((line) => line.split(',')[3] === 'pending')).toBe(true);
  });

  it('updates and deletes in bulk, listing unknown ids', async () => {
    const ids = getMockDatabase()
      .newsletter.subscribers.filter((row) => row.status === 'pending')
      .map((row) => row.id)
      .slice(0, 2);
    const updated = await call<NewsletterSubscriberBulkResult>('POST', '/newsletter/subscribers/bulk_update_status/', {
      as: 'admin',
      body: { subscriber_ids: [...ids, 99_999], status: 'active' },
    });
    expect(updated.body).toEqual({
      success: true,
      message: '2 subscribers updated to active.',
      count: 2,
      not_found_ids: [99_999],
    });
    const one = await call<NewsletterSubscriber>('GET', `/newsletter/subscribers/${ids[0]}/`, { as: 'admin' });
    expect(one.body.confirmed_at).not.toBeNull();
    const deleted = await call<NewsletterSubscriberBulkResult>('POST', '/newsletter/subscribers/bulk_delete/', {
      as: 'admin',
      body: { subscriber_ids: [ids[0], 99_998] },
    });
    expect(deleted.body).toMatchObject({ count: 1, not_found_ids: [99_998] });
    expect((await call('GET', `/newsletter/subscribers/${ids[0]}/`, { as: 'admin' })).status).toBe(404);
  });

  it('adds a subscriber by hand as active, refusing a duplicate address', async () => {
    const made = await call<NewsletterSubscriber>('POST', '/newsletter/subscribers/', {
      as: 'admin',
      body: { email: ' Halima.Mohamed@Gmail.com', first_name: 'Halima' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      email: 'halima.mohamed@gmail.com',
      status: 'active',
      status_display: 'Active',
      source: 'admin',
    });
    const duplicate = await call('POST', '/newsletter/subscribers/', {
      as: 'admin',
      body: { email: 'halima.mohamed@gmail.com' },
    });
    expect(duplicate.status).toBe(400);
    expect(errorTextFromBody(duplicate.body)).toMatch(/already exists/);
  });

  it('keeps one default template', async () => {
    const made = await call<NewsletterTemplate>('POST', '/newsletter/templates/', {
      as: 'admin',
      body: { name: 'Alumni stories', html_content: '<html><body>{{content}}</body></html>', is_default: true },
    });
    expect(made.body).toMatchObject({ is_default: true, created_by: 2 });
    const defaults = getMockDatabase().newsletter.templates.filter((row) => row.is_default);
    expect(defaults.map((row) => row.id)).toEqual([made.body.id]);
    expect((await call('GET', '/newsletter/templates/', { as: 'teacher' })).status).toBe(403);
  });
});

import type { Newsletter, PaginatedNewsletterSendLogList } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

const draft = async () =>
  (
    await call<Newsletter>('POST', '/newsletter/newsletters/', {
      as: 'admin',
      body: { title: 'Open day', subject: 'Come to our open day', content_html: '<p>Hi {{first_name}}</p>', send_to_all: true },
    })
  ).body;
const opens = async (id: number) =>
  (await call<PaginatedNewsletterSendLogList>('GET', `/newsletter/newsletters/${id}/send_logs/`, { as: 'admin' })).body.results;
const pixelIn = (text: string) => /\/api(\/newsletter\/track\/open\/\d+\/\d+\/)/.exec(text)?.[1];

describe('tracked copies before a campaign is sent', () => {
  it('records an open when a test copy to a subscriber is opened (trackNewsletterOpen), shown in its send logs', async () => {
    const campaign = await draft();
    const subscriber = getMockDatabase().newsletter.subscribers.find((row) => row.status === 'active');
    if (!subscriber) throw new Error('the seed has an active subscriber');
    await call('POST', `/newsletter/newsletters/${campaign.id}/send_test/`, {
      as: 'admin',
      body: { test_emails: [subscriber.email, 'nobody.here@ujuzi.ac.ke'] },
    });
    const mail = getMockDatabase()
      .newsletter.outbox.filter((row) => row.to === subscriber.email)
      .at(-1);
    const pixel = pixelIn(mail?.body ?? '');
    expect(pixel).toBe(`/newsletter/track/open/${campaign.id}/${subscriber.id}/`);
    expect(await opens(campaign.id)).toEqual([
      expect.objectContaining({ email: subscriber.email, status: 'sent', opened_at: null }),
    ]);
    expect((await call('GET', pixel ?? '')).headers.get('content-type')).toBe('image/gif');
    expect((await opens(campaign.id))[0]).toMatchObject({ status: 'opened', open_count: 1, opened_at: expect.any(String) });
  });

  it('records an open when a subscribed staff member opens the preview', async () => {
    const campaign = await draft();
    const db = getMockDatabase();
    const admin = db.accounts.users.find((row) => row.username === 'admin');
    const subscribed = db.newsletter.subscribers.find((row) => row.email === admin?.email);
    if (!subscribed) await call('POST', '/newsletter/subscribers/', { as: 'admin', body: { email: admin?.email } });
    const preview = await call<string>('GET', `/newsletter/newsletters/${campaign.id}/preview/`, { as: 'admin' });
    const pixel = pixelIn(preview.body);
    expect(pixel).toBeDefined();
    await call('GET', pixel ?? '');
    expect(await opens(campaign.id)).toEqual([expect.objectContaining({ email: admin?.email, status: 'opened', open_count: 1 })]);
  });
});

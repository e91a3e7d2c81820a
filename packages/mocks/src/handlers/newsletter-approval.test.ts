import type { Newsletter, NewsletterSettings } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';
import { NEEDS_APPROVAL } from './newsletter-approval';

const { call } = setUpMockBackendForTests();

async function requireApproval(): Promise<void> {
  const settings = (await call<NewsletterSettings>('GET', '/newsletter/settings/', { as: 'admin' })).body;
  const saved = await call('PUT', '/newsletter/settings/', { as: 'admin', body: { ...settings, require_approval: true } });
  expect(saved.status).toBe(200);
}
const draft = async () =>
  (
    await call<Newsletter>('POST', '/newsletter/newsletters/', {
      as: 'admin',
      body: { title: 'Fees reminder', subject: 'January fees', content_html: '<p>Hi {{first_name}}</p>', send_to_all: true },
    })
  ).body;
const path = (id: number, action: string) => `/newsletter/newsletters/${id}/${action}/`;

describe('approval before sending', () => {
  it('refuses sending until a second admin approves; the author cannot approve their own', async () => {
    await requireApproval();
    const campaign = await draft();
    const refused = await call('POST', path(campaign.id, 'send_now'), { as: 'admin' });
    expect(refused).toMatchObject({ status: 400, body: { detail: NEEDS_APPROVAL } });
    const asked = await call<Newsletter>('POST', path(campaign.id, 'request_approval'), { as: 'admin' });
    expect(asked.body).toMatchObject({ approval_status: 'awaiting', approval_requested_by: { id: expect.any(Number) } });
    expect((await call('POST', path(campaign.id, 'approve'), { as: 'admin' })).status).toBe(403);
    expect((await call('POST', path(campaign.id, 'send_now'), { as: 'admin' })).status).toBe(400);
    const approved = await call<Newsletter>('POST', path(campaign.id, 'approve'), { as: 'super_admin' });
    expect(approved.body).toMatchObject({ approval_status: 'approved', approved_by: { id: expect.any(Number) } });
    const sent = await call<{ status: string }>('POST', path(campaign.id, 'send_now'), { as: 'admin' });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('sending');
  });

  it('rejects with a reason the author is told; an edit asks again', async () => {
    await requireApproval();
    const campaign = await draft();
    await call('POST', path(campaign.id, 'request_approval'), { as: 'admin' });
    expect((await call('POST', path(campaign.id, 'reject'), { as: 'super_admin', body: { reason: '' } })).status).toBe(400);
    const rejected = await call<Newsletter>('POST', path(campaign.id, 'reject'), {
      as: 'super_admin',
      body: { reason: 'The January fees are wrong.' },
    });
    expect(rejected.body).toMatchObject({ approval_status: 'rejected', rejection_reason: 'The January fees are wrong.' });
    const author = getMockDatabase().accounts.users.find((user) => user.username === 'admin');
    expect(
      getMockDatabase().communication.notifications.filter(
        (row) => row.recipient === author?.id && row.message === 'The January fees are wrong.',
      ),
    ).toHaveLength(1);
    await call('POST', path(campaign.id, 'request_approval'), { as: 'admin' });
    await call('POST', path(campaign.id, 'approve'), { as: 'super_admin' });
    const edited = await call<Newsletter>('PATCH', `/newsletter/newsletters/${campaign.id}/`, {
      as: 'admin',
      body: { subject: 'January fees (corrected)' },
    });
    expect(edited.body.approval_status).toBeNull();
  });
});

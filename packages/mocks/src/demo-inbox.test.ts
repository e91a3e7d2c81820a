import type { NewsletterSubscriptionResult, PasswordResetTokenValidation, User } from '@ujuzi/api';
import { describe, expect, it, vi } from 'vitest';
import { getMockDatabase } from './db/database';
import { appLinks, readDemoInbox } from './demo-inbox';
import { getLastEmailVerificationKey, getLastPasswordResetLink } from './testing';
import { setUpMockBackendForTests } from './mock-backend-for-tests';

const { call } = setUpMockBackendForTests();
/** The client app's page, as the browser sends it with every call it makes. */
const APP = 'https://app.ujuzi.test';
const fromApp = { Origin: APP };

const newest = (to: string) => {
  const [mail] = readDemoInbox({ to, limit: 1, origin: APP });
  if (!mail) throw new Error(`No e-mail to ${to}`);
  return mail;
};

describe('the links the mails carry', () => {
  it('sends the password reset link as /reset-password/<uid>/<token> on the app, and it validates', async () => {
    await call('POST', '/accounts/auth/password-reset/', { body: { email: 'Student@ujuzi.ac.ke' }, headers: fromApp });
    const mail = newest('student@ujuzi.ac.ke');
    expect(mail.subject).toBe('Reset your Ujuzi password');
    expect(mail.body).toContain(`${APP}/reset-password/`);
    expect(mail.body).toMatch(/^Hello Wanjiku,/);
    expect(mail.links).toEqual([getLastPasswordResetLink()?.path]);
    const [, , uid, token] = (mail.links[0] ?? '').split('/');
    const check = await call<PasswordResetTokenValidation>('GET', `/accounts/auth/password-reset/validate/${uid}/${token}/`);
    expect(check.body).toEqual({ valid: true, email: 'student@ujuzi.ac.ke' });
  });

  it('sends the verification link as /login?verify=<key>, on registration and on a resend, and the key verifies', async () => {
    const registered = await call<{ user: User }>('POST', '/accounts/auth/register/', {
      headers: fromApp,
      body: {
        username: 'akinyi.otieno',
        email: 'Akinyi@Example.com',
        first_name: 'Akinyi',
        last_name: 'Otieno',
        password: 'Kisumu!2026x',
        confirm_password: 'Kisumu!2026x',
      },
    });
    expect(registered.status).toBe(201);
    const welcome = newest('akinyi@example.com');
    expect(welcome.subject).toBe('Confirm your e-mail address');
    expect(welcome.links).toEqual([`/login?verify=${getLastEmailVerificationKey()}`]);

    await call('POST', '/accounts/auth/resend-verification/', { body: { email: 'akinyi@example.com' }, headers: fromApp });
    const resent = newest('akinyi@example.com');
    // A second request within the minute is refused with the wait, and sends nothing.
    const again = await call<{ detail: string }>('POST', '/accounts/auth/resend-verification/', {
      body: { email: ' Akinyi@Example.com ' },
      headers: fromApp,
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(55);
    expect(again.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(newest('akinyi@example.com').id).toBe(resent.id);
    expect(resent.id).not.toBe(welcome.id);
    const key = new URLSearchParams((resent.links[0] ?? '').split('?')[1]).get('verify');
    expect(key).toBe(getLastEmailVerificationKey());
    expect((await call('POST', '/accounts/auth/verify-email/', { body: { key } })).status).toBe(200);
    expect(getMockDatabase().accounts.users.find((user) => user.email === 'akinyi@example.com')?.email_verified).toBe(true);
  });

  it('sends the newsletter confirmation as /newsletter/confirm/<token> and the welcome with /newsletter/unsubscribe/<token>', async () => {
    const signup = await call<NewsletterSubscriptionResult>('POST', '/newsletter/subscribe/', {
      body: { email: 'Baraka.Mutua@gmail.com', first_name: 'Baraka' },
      headers: fromApp,
    });
    expect(signup.status).toBe(201);
    const confirmation = newest('baraka.mutua@gmail.com');
    expect(confirmation.subject).toBe('Please confirm your subscription to the Ujuzi newsletter');
    expect(confirmation.body).toMatch(/^Hello Baraka,/);
    expect(confirmation.links).toHaveLength(1);
    expect(confirmation.links[0]).toMatch(/^\/newsletter\/confirm\/[0-9a-f]{32}$/);

    // The client's /newsletter/confirm/:token page calls the by-link operation with the same token.
    const confirmed = await call<NewsletterSubscriptionResult>('GET', `${confirmation.links[0]}/`, { headers: fromApp });
    expect(confirmed.body).toMatchObject({ status: 'active' });
    const welcome = newest('baraka.mutua@gmail.com');
    expect(welcome.subject).toBe('Karibu! Welcome to the Ujuzi newsletter');
    expect(welcome.links).toHaveLength(1);
    expect(welcome.links[0]).toMatch(/^\/newsletter\/unsubscribe\/[0-9a-f]{32}$/);
    const left = await call<NewsletterSubscriptionResult>('GET', `${welcome.links[0]}/`);
    expect(left.body).toMatchObject({ status: 'unsubscribed' });
  });

  it('writes the links on the API’s own origin when the caller sends no Origin (the app on /api)', async () => {
    await call('POST', '/accounts/auth/password-reset/', { body: { email: 'teacher@ujuzi.ac.ke' } });
    const [mail] = readDemoInbox({ to: 'teacher@ujuzi.ac.ke', limit: 1, origin: 'http://localhost' });
    expect(mail?.body).toContain('http://localhost/reset-password/');
    expect(mail?.links).toEqual([getLastPasswordResetLink()?.path]);
  });
});

describe('reading the demo inbox', () => {
  it('lists every address’s mails newest first, with subject, body and sent time', async () => {
    const before = Date.now();
    vi.useFakeTimers({ now: before, toFake: ['Date'] });
    await call('POST', '/newsletter/subscribe/', { body: { email: 'wairimu@gmail.com' }, headers: fromApp });
    vi.setSystemTime(before + 2_000);
    await call('POST', '/accounts/auth/password-reset/', { body: { email: 'parent@ujuzi.ac.ke' }, headers: fromApp });
    const [latest, previous] = readDemoInbox({ limit: 2 });
    expect(latest).toMatchObject({ to: 'parent@ujuzi.ac.ke', subject: 'Reset your Ujuzi password' });
    expect(Date.parse(latest?.sentAt ?? '')).toBe(Math.floor((before + 2_000) / 1000) * 1000);
    expect(previous).toMatchObject({
      to: 'wairimu@gmail.com',
      subject: 'Please confirm your subscription to the Ujuzi newsletter',
    });
    expect(previous?.body).toMatch(/^Hello,/);
    // The seed's older mails follow, still newest first.
    const all = readDemoInbox();
    expect(all.length).toBeGreaterThan(2);
    const times = all.map((mail) => Date.parse(mail.sentAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by address (trimmed, any case), by time (to the second) and by count', async () => {
    await call('POST', '/accounts/auth/password-reset/', { body: { email: 'student@ujuzi.ac.ke' }, headers: fromApp });
    await call('POST', '/accounts/auth/password-reset/', { body: { email: 'student@ujuzi.ac.ke' }, headers: fromApp });
    const mine = readDemoInbox({ to: '  STUDENT@Ujuzi.ac.ke ' });
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((mail) => mail.to === 'student@ujuzi.ac.ke')).toBe(true);
    // The newest is the second request's link, the one that is now the last reset.
    expect(mine[0]?.links[0]).toBe(getLastPasswordResetLink()?.path);
    expect(readDemoInbox({ to: 'student@ujuzi.ac.ke', limit: 1 })).toHaveLength(1);
    expect(readDemoInbox({ to: 'nobody@example.com' })).toEqual([]);

    // A stamp of 12:00:00 counts for a request made at 12:00:00.900.
    const sentAt = mine[0]?.sentAt ?? '';
    expect(readDemoInbox({ to: 'student@ujuzi.ac.ke', since: new Date(Date.parse(sentAt) + 900) }).length).toBeGreaterThan(0);
    expect(readDemoInbox({ to: 'student@ujuzi.ac.ke', since: new Date(Date.parse(sentAt) + 1000) })).toEqual([]);
  });

  it('leaves out mail that never arrived (failed, bounced) and keeps newsletter test copies', async () => {
    const db = getMockDatabase();
    const failed = db.communication.emailLogs.filter((row) => row.status === 'failed' || row.status === 'bounced');
    expect(failed.length).toBeGreaterThan(0);
    const ids = new Set(readDemoInbox().map((mail) => mail.id));
    for (const row of failed) expect(ids.has(`email-${row.id}`)).toBe(false);

    const draft = db.newsletter.newsletters.find((row) => row.status === 'draft');
    await call('POST', `/newsletter/newsletters/${draft?.id}/send_test/`, {
      as: 'admin',
      body: { test_emails: ['Grace@ujuzi.ac.ke'] },
    });
    const copy = readDemoInbox({ to: 'grace@ujuzi.ac.ke', limit: 1 })[0];
    expect(copy?.subject).toBe(`[TEST] ${draft?.subject}`);
    expect(copy?.body).toMatch(/^This is a test copy of the newsletter/);
  });

  it('reads mails saved before they had bodies without failing', () => {
    const db = getMockDatabase();
    db.newsletter.outbox.insert({
      to: 'old@example.com',
      kind: 'welcome',
      subject: 'Welcome',
      subscriber: null,
      token: null,
      created_at: new Date().toISOString(),
    });
    expect(readDemoInbox({ to: 'old@example.com' })).toMatchObject([{ subject: 'Welcome', body: '', links: [] }]);
  });
});

describe('appLinks', () => {
  it('keeps links to the app as paths with query and hash, without a sentence’s full stop', () => {
    const text = `Open ${APP}/login?verify=abc. Or ${APP}/newsletter/confirm/xyz#top, then https://evil.example/phish.`;
    expect(appLinks(text, APP)).toEqual(['/login?verify=abc', '/newsletter/confirm/xyz#top']);
    expect(appLinks(text, `${APP}/some/page`)).toEqual(['/login?verify=abc', '/newsletter/confirm/xyz#top']);
  });

  it('keeps every http(s) link when no origin is known, and finds none in plain text', () => {
    expect(appLinks('See https://a.example/x and http://b.example/y?z=1.')).toEqual(['/x', '/y?z=1']);
    expect(appLinks('Hello Wanjiku,\n\nYour results are out.')).toEqual([]);
  });
});

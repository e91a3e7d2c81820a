/** The public newsletter signup flow: subscribe, confirm, unsubscribe, resubscribe, open and click tracking. */
import type { NewsletterFrequency, NewsletterSubscriptionResult, NewsletterUnsubscribeRequest } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { requestSchema } from '../contract/spec';
import { findUserByEmail } from '../db/accounts';
import type { MockDatabase } from '../db/database';
import { type SubscriberRow, newToken, normaliseEmail, CONFIRMATION_TTL_MS, type SendLogRow } from '../db/newsletter';
import { nowIso } from '../db/time';
import { mailText, appLink } from '../kit/mail';
import { fieldErrors, errorBody, json, detail, notFound } from '../kit/respond';
import { type PublicContext, type BodyRecord, validationErrors, publicRoute } from '../kit/route';
import { answerFromSpec } from '../kit/spec-answer';
import { rawJson, throttle, clientKey } from './contact-shared';
import { settingsOf, categoryErrors } from './newsletter-shared';

export const ALREADY_SUBSCRIBED = 'This email is already subscribed to our newsletter.';
export const SUBSCRIBED_MESSAGE = 'Successfully subscribed! Please check your email to confirm your subscription.';

/** Signup throttles: per address and per client, within one minute. */
export const PER_EMAIL_PER_MINUTE = 5;
export const PER_CLIENT_PER_MINUTE = 20;
export const MINUTE = 60000;
const subscription = (row: SubscriberRow, message: string): NewsletterSubscriptionResult => ({
  success: true,
  message,
  email: row.email,
  status: row.status,
  subscriber_id: row.id,
});

/** Sends the confirmation e-mail (a link to `/newsletter/confirm/<token>`): a fresh token on the subscriber and a row in the outbox. */
function sendConfirmation(context: PublicContext, row: SubscriberRow): SubscriberRow {
  const { db } = context;
  const token = newToken();
  const stamp = nowIso();
  db.newsletter.outbox.insert({
    to: row.email,
    kind: 'confirmation',
    subject: 'Please confirm your subscription to the Ujuzi newsletter',
    body: mailText(
      row.first_name,
      'Thank you for signing up for the Ujuzi newsletter. Please confirm your subscription by opening this link:',
      appLink(context, `/newsletter/confirm/${token}`),
      'The link is valid for 7 days. If you did not sign up, ignore this e-mail: you will not hear from us again.',
    ),
    subscriber: row.id,
    token,
    created_at: stamp,
  });
  return (
    db.newsletter.subscribers.update(row.id, { confirmation_token: token, confirmation_sent_at: stamp, updated_at: stamp }) ?? row
  );
}

/** The welcome e-mail (when the settings ask for one), with the subscriber's unsubscribe link `/newsletter/unsubscribe/<token>`. */
function sendWelcome(context: PublicContext, row: SubscriberRow): void {
  const { db } = context;
  const settings = settingsOf(db);
  if (!settings?.send_welcome_email) return;
  db.newsletter.outbox.insert({
    to: row.email,
    kind: 'welcome',
    subject: settings.welcome_email_subject ?? 'Welcome to the Ujuzi newsletter',
    body: mailText(
      row.first_name,
      'Karibu! Your subscription to the Ujuzi newsletter is confirmed: course news, career tips and new articles, once a week.',
      `Changed your mind? Unsubscribe at any time: ${appLink(context, `/newsletter/unsubscribe/${row.unsubscribe_token}`)}`,
    ),
    subscriber: row.id,
    token: null,
    created_at: nowIso(),
  });
}

/** Back on the list: active again, with new preferences when given. */
function reactivate(
  db: MockDatabase,
  row: SubscriberRow,
  input: { frequency?: NewsletterFrequency; categories?: number[] },
): SubscriberRow {
  const stamp = nowIso();
  return (
    db.newsletter.subscribers.update(row.id, {
      status: 'active',
      unsubscribed_at: null,
      unsubscribe_reason: null,
      confirmed_at: row.confirmed_at ?? stamp,
      ...(input.frequency ? { frequency: input.frequency } : {}),
      ...(input.categories ? { categories: input.categories } : {}),
      updated_at: stamp,
    }) ?? row
  );
}

/**
 * Reads a public signup body itself: the address is trimmed and lower-cased before it is checked
 * (as the server normalises), and a malformed one answers the message clients map to
 * 'Please enter a valid email address.'.
 */
async function signupBody<T extends { email: string }>(context: PublicContext): Promise<T | Response> {
  const raw = await rawJson(context.request);
  if (!raw) return fieldErrors({ non_field_errors: 'Invalid data. Expected a dictionary, but got a different type.' });
  if (typeof raw.email !== 'string' || raw.email.trim() === '') return fieldErrors({ email: 'This field is required.' });
  const body: BodyRecord = { ...raw, email: normaliseEmail(raw.email) };
  for (const name of ['first_name', 'last_name'] as const)
    if (typeof body[name] === 'string') body[name] = (body[name] as string).trim();
  const schema = requestSchema(context.operation.operationId, 'application/json');
  const errors = schema ? validationErrors(schema, body) : {};
  if (errors.email) return errorBody(400, { error: 'Invalid email address.', email: ['Enter a valid email address.'] });
  const related = categoryErrors(context.db, body.categories);
  if (Object.keys(errors).length > 0 || Object.keys(related).length > 0) return fieldErrors({ ...errors, ...related });
  return body as unknown as T;
}

const findByConfirmation = (db: MockDatabase, token: string): SubscriberRow | undefined =>
  db.newsletter.subscribers.find((row) => row.confirmation_token === token);
const findByUnsubscribe = (db: MockDatabase, token: string): SubscriberRow | undefined =>
  db.newsletter.subscribers.find((row) => row.unsubscribe_token === token);

/** Confirms by token; `unknown` is the answer for a token that matches nobody (404 by link, 400 by POST). */
function confirm(context: PublicContext, token: string, unknown: Response): Response {
  const { db } = context;
  const row = findByConfirmation(db, token);
  if (!row) return unknown;
  if (row.status === 'active') return json(subscription(row, 'Your subscription is already confirmed. Welcome aboard!'));
  if (row.status !== 'pending') return detail(400, 'This subscription is no longer pending. Please subscribe again.');
  if (Date.now() - Date.parse(row.confirmation_sent_at ?? row.created_at) > CONFIRMATION_TTL_MS) {
    return detail(400, 'This confirmation link has expired. Please subscribe again to receive a new one.');
  }
  const stamp = nowIso();
  const confirmed = db.newsletter.subscribers.update(row.id, { status: 'active', confirmed_at: stamp, updated_at: stamp }) ?? row;
  sendWelcome(context, confirmed);
  return json(subscription(confirmed, 'Your subscription has been confirmed. Welcome aboard!'));
}

function unsubscribe(db: MockDatabase, token: string, feedback: NewsletterUnsubscribeRequest = {}): Response {
  const row = findByUnsubscribe(db, token);
  if (!row) return notFound('Invalid unsubscribe link.');
  if (row.status === 'unsubscribed') return json(subscription(row, 'You are already unsubscribed from our newsletter.'));
  const stamp = nowIso();
  const updated =
    db.newsletter.subscribers.update(row.id, {
      status: 'unsubscribed',
      unsubscribed_at: stamp,
      unsubscribe_reason: feedback.reason ?? null,
      unsubscribe_feedback: feedback.feedback ?? null,
      updated_at: stamp,
    }) ?? row;
  return json(subscription(updated, 'You have been unsubscribed from our newsletter.'));
}

export function publicSignupHandlers(): HttpHandler[] {
  return [
    publicRoute('subscribeToNewsletter', async (context) => {
      const limited = throttle(context, `newsletter:client:${clientKey(context)}`, PER_CLIENT_PER_MINUTE, MINUTE);
      if (limited) return limited;
      const input = await signupBody<{
        email: string;
        first_name?: string;
        last_name?: string;
        source?: string;
        categories?: number[];
        frequency?: NewsletterFrequency;
      }>(context);
      if (input instanceof Response) return input;
      const perEmail = throttle(context, `newsletter:email:${input.email}`, PER_EMAIL_PER_MINUTE, MINUTE);
      if (perEmail) return perEmail;
      const { db } = context;
      const existing = db.newsletter.subscribers.find((row) => row.email === input.email);
      if (existing?.status === 'active') return errorBody(400, { error: ALREADY_SUBSCRIBED });
      if (existing?.status === 'unsubscribed' || existing?.status === 'bounced') {
        return json(subscription(reactivate(db, existing, input), 'Welcome back! You have been resubscribed.'), 201);
      }
      const settings = settingsOf(db);
      const doubleOptIn = settings?.double_opt_in ?? true;
      const stamp = nowIso();
      const fields = {
        first_name: input.first_name ?? existing?.first_name ?? '',
        last_name: input.last_name ?? existing?.last_name ?? '',
        frequency: input.frequency ?? existing?.frequency ?? settings?.default_frequency ?? 'weekly',
        categories: input.categories ?? existing?.categories ?? [],
        updated_at: stamp,
      };
      if (existing)
        return json(
          subscription(
            sendConfirmation(context, db.newsletter.subscribers.update(existing.id, fields) ?? existing),
            SUBSCRIBED_MESSAGE,
          ),
          201,
        );
      const row = db.newsletter.subscribers.insert({
        ...fields,
        email: input.email,
        status: doubleOptIn ? 'pending' : 'active',
        source: input.source?.trim() || 'website',
        user: findUserByEmail(db, input.email)?.id ?? null,
        confirmed_at: doubleOptIn ? null : stamp,
        unsubscribed_at: null,
        unsubscribe_reason: null,
        created_at: stamp,
        confirmation_token: null,
        confirmation_sent_at: null,
        unsubscribe_token: newToken(),
        unsubscribe_feedback: null,
      });
      if (!doubleOptIn) {
        sendWelcome(context, row);
        return json(subscription(row, 'Successfully subscribed! Welcome aboard!'), 201);
      }
      return json(subscription(sendConfirmation(context, row), SUBSCRIBED_MESSAGE), 201);
    }),
    publicRoute('confirmNewsletterSubscriptionByLink', (context) =>
      confirm(context, context.params.token ?? '', notFound('Invalid confirmation link.')),
    ),
    publicRoute('confirmNewsletterSubscription', async (context) => {
      const limited = throttle(context, `newsletter:client:${clientKey(context)}`, PER_CLIENT_PER_MINUTE, MINUTE);
      if (limited) return limited;
      const input = await context.body<{ token: string }>();
      if (input instanceof Response) return input;
      return confirm(context, input.token.trim(), fieldErrors({ token: 'Invalid or expired confirmation token.' }));
    }),
    publicRoute('unsubscribeFromNewsletterByLink', ({ db, params }) => unsubscribe(db, params.token ?? '')),
    publicRoute('unsubscribeFromNewsletter', async (context) => {
      const limited = throttle(context, `newsletter:client:${clientKey(context)}`, PER_CLIENT_PER_MINUTE, MINUTE);
      if (limited) return limited;
      const input = await context.body<NewsletterUnsubscribeRequest>();
      if (input instanceof Response) return input;
      return unsubscribe(context.db, context.params.token ?? '', input);
    }),
    publicRoute('resubscribeToNewsletter', async (context) => {
      const limited = throttle(context, `newsletter:client:${clientKey(context)}`, PER_CLIENT_PER_MINUTE, MINUTE);
      if (limited) return limited;
      const input = await signupBody<{ email: string; frequency?: NewsletterFrequency; categories?: number[] }>(context);
      if (input instanceof Response) return input;
      const row = context.db.newsletter.subscribers.find((candidate) => candidate.email === input.email);
      if (!row) return notFound('No subscription found for this email address. Please subscribe instead.');
      if (row.status === 'active') return errorBody(400, { error: ALREADY_SUBSCRIBED });
      if (row.status === 'pending')
        return errorBody(400, {
          error: 'This subscription is waiting for confirmation. Please check your email for the confirmation link.',
        });
      return json(subscription(reactivate(context.db, row, input), 'Welcome back! You have been resubscribed.'));
    }),
    publicRoute('trackNewsletterOpen', (context) => {
      const log = sendLogFor(context);
      if (!log) return notFound();
      recordOpen(context.db, log);
      return answerFromSpec('trackNewsletterOpen', 200, context.request, 'image/gif');
    }),
    publicRoute('trackNewsletterClick', (context) => {
      const target = context.query.get('url');
      if (!target) return fieldErrors({ url: 'This field is required.' });
      const log = sendLogFor(context);
      if (!log) return notFound();
      const newsletter = context.db.newsletter.newsletters.get(log.newsletter);
      if (!newsletter?.content_html.includes(`href="${target}"`))
        return fieldErrors({ url: 'This link is not part of the newsletter.' });
      const opened = recordOpen(context.db, log);
      const stamp = nowIso();
      context.db.newsletter.sendLogs.update(log.id, {
        status: 'clicked',
        clicked_at: opened.clicked_at ?? stamp,
        click_count: opened.click_count + 1,
        clicked_links: [...opened.clicked_links, target],
      });
      return new Response(null, { status: 302, headers: { Location: target } });
    }),
  ];
}

function sendLogFor(context: PublicContext): SendLogRow | undefined {
  const newsletterId = context.id('newsletter_id');
  const subscriberId = context.id('subscriber_id');
  return context.db.newsletter.sendLogs.find((log) => log.newsletter === newsletterId && log.subscriber === subscriberId);
}

function recordOpen(db: MockDatabase, log: SendLogRow): SendLogRow {
  const status = log.status === 'clicked' ? 'clicked' : 'opened';
  return (
    db.newsletter.sendLogs.update(log.id, { status, opened_at: log.opened_at ?? nowIso(), open_count: log.open_count + 1 }) ?? log
  );
}

/**
 * The newsletter group: the public signup flow (subscribe, confirm, unsubscribe, resubscribe, open
 * and click tracking), campaigns with their send/schedule/cancel/duplicate actions, statistics and
 * send logs, subscribers (CRUD, CSV import and export, bulk actions), templates, categories,
 * settings and the dashboard figures.
 */
import { parseCsv } from '@ujuzi/domain';
import type {
  Newsletter,
  NewsletterActionResult,
  NewsletterCategory,
  NewsletterDashboardStats,
  NewsletterFrequency,
  NewsletterRequest,
  NewsletterScheduleRequest,
  NewsletterSendLog,
  NewsletterSendTestRequest,
  NewsletterSendTestResult,
  NewsletterSettings,
  NewsletterSettingsRequest,
  NewsletterStatistics,
  NewsletterSubscriber,
  NewsletterSubscriberBulkDeleteRequest,
  NewsletterSubscriberBulkResult,
  NewsletterSubscriberBulkStatusRequest,
  NewsletterSubscriberImportResult,
  NewsletterSubscriberRequest,
  NewsletterSubscriberStatus,
  NewsletterSubscriptionResult,
  NewsletterTemplate,
  NewsletterUnsubscribeRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { isValid } from '../contract/check';
import { answerFromSpec } from '../kit/spec-answer';
import { requestSchema } from '../contract/spec';
import { findUserByEmail } from '../db/accounts';
import type { MockDatabase } from '../db/database';
import {
  CONFIRMATION_TTL_MS,
  SEND_DURATION_MS,
  newToken,
  newsletterStatistics,
  normaliseEmail,
  omitKeys,
  presentNewsletter,
  presentSubscriber,
  queueSend,
  settleNewsletters,
  subscriberFigures,
  targetedSubscribers,
  type NewsletterRow,
  type SendLogRow,
  type SubscriberRow,
} from '../db/newsletter';
import { isoDateTime, nowIso } from '../db/time';
import { crudHandlers, MANAGEMENT, STAFF } from '../kit/crud';
import { applyFilters, applyOrdering, applySearch, listPage } from '../kit/list';
import { registerRelationTarget } from '../kit/relations';
import { created, detail, errorBody, fieldErrors, file, json, noContent, notFound } from '../kit/respond';
import { appLink, mailText } from '../kit/mail';
import { publicRoute, route, validationErrors, type AuthedContext, type BodyRecord, type PublicContext } from '../kit/route';
import { clientKey, queryErrors, rawJson, throttle } from './contact';
import { withRow } from '../kit/row-lookup';

export const ALREADY_SUBSCRIBED = 'This email is already subscribed to our newsletter.';
export const SUBSCRIBED_MESSAGE = 'Successfully subscribed! Please check your email to confirm your subscription.';

/** Signup throttles: per address and per client, within one minute. */
const PER_EMAIL_PER_MINUTE = 5;
const PER_CLIENT_PER_MINUTE = 20;
const MINUTE = 60_000;

const EDITABLE = new Set<NewsletterRow['status']>(['draft', 'cancelled', 'failed']);
const SENDABLE = new Set<NewsletterRow['status']>(['draft', 'scheduled', 'cancelled', 'failed']);

const settingsOf = (db: MockDatabase): NewsletterSettings | undefined => db.newsletter.settings.all()[0];

const subscription = (row: SubscriberRow, message: string): NewsletterSubscriptionResult => ({
  success: true,
  message,
  email: row.email,
  status: row.status,
  subscriber_id: row.id,
});

const categoryErrors = (db: MockDatabase, ids: unknown, field = 'categories'): Record<string, string[]> => {
  if (!Array.isArray(ids)) return {};
  const missing = ids.filter((id) => !db.newsletter.categories.get(id as number));
  return missing.length > 0 ? { [field]: missing.map((id) => `Invalid pk "${String(id)}" - object does not exist.`) } : {};
};

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

function publicSignupHandlers(): HttpHandler[] {
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

// ---------------------------------------------------------------------------------------------
// Campaigns.

const findNewsletter = (context: AuthedContext): NewsletterRow | undefined => {
  settleNewsletters(context.db);
  return context.db.newsletter.newsletters.get(context.id());
};

const action = (row: NewsletterRow, message: string, recipients: number): NewsletterActionResult => ({
  success: true,
  message,
  status: row.status,
  recipients_count: recipients,
  scheduled_at: row.scheduled_at ?? null,
});

/** `10 May 2026, 08:00 EAT`. */
function eastAfricaTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Nairobi',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string): string => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} EAT`;
}

function newsletterInputErrors(db: MockDatabase, input: Partial<NewsletterRequest>): Record<string, string[]> {
  const errors = categoryErrors(db, input.categories);
  if (input.template !== undefined && input.template !== null && !db.newsletter.templates.get(input.template)) {
    errors.template = [`Invalid pk "${input.template}" - object does not exist.`];
  }
  return errors;
}

const NEWSLETTER_FIELDS = [
  'title',
  'subject',
  'preview_text',
  'content_html',
  'content_text',
  'template',
  'categories',
  'send_to_all',
] as const;
const pickNewsletterFields = (input: Partial<NewsletterRequest>): Partial<NewsletterRow> =>
  Object.fromEntries(
    NEWSLETTER_FIELDS.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]),
  ) as Partial<NewsletterRow>;

/** The campaign in its template, with sample subscriber data (first name, unsubscribe link). */
function renderPreview(db: MockDatabase, row: NewsletterRow, url: URL): string {
  const template = row.template ? db.newsletter.templates.get(row.template) : undefined;
  const layout =
    template?.html_content ??
    '<!doctype html><html><body>{{content}}<p><a href="{{unsubscribe_url}}">Unsubscribe</a></p></body></html>';
  const values: Record<string, string> = {
    content: row.content_html,
    first_name: 'Wanjiru',
    last_name: 'Njoroge',
    subject: row.subject,
    preview_text: row.preview_text ?? '',
    unsubscribe_url: `${url.origin}/newsletter/unsubscribe/sample-token`,
  };
  const html = layout.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
  const withTitle = html.includes('<head>')
    ? html
    : html.replace(/<html([^>]*)>/, `<html$1><head><meta charset="utf-8"><title>${row.subject}</title></head>`);
  return withTitle.replace(/\{\{\s*first_name\s*\}\}/g, values.first_name ?? '');
}

function campaignHandlers(): HttpHandler[] {
  return [
    route(
      'listNewsletters',
      (context) => {
        const invalid = queryErrors(context);
        if (invalid) return invalid;
        settleNewsletters(context.db);
        const rows = context.db.newsletter.newsletters.all().map((row) => presentNewsletter(context.db, row));
        return json(
          listPage(context, rows, {
            search: ['title', 'subject', 'preview_text'],
            ordering: '-created_at',
            filters: { category: (row, value) => row.categories.some((id) => String(id) === value) },
          }),
        );
      },
      { roles: STAFF },
    ),
    route(
      'createNewsletter',
      async (context) => {
        const input = await context.body<NewsletterRequest>();
        if (input instanceof Response) return input;
        const errors = newsletterInputErrors(context.db, input);
        if (Object.keys(errors).length > 0) return fieldErrors(errors);
        const stamp = nowIso();
        const row = context.db.newsletter.newsletters.insert({
          preview_text: '',
          content_text: '',
          template: settingsOf(context.db)?.default_template ?? null,
          categories: [],
          send_to_all: false,
          ...pickNewsletterFields(input),
          title: input.title,
          subject: input.subject,
          content_html: input.content_html,
          status: 'draft',
          scheduled_at: null,
          sent_at: null,
          created_by: context.user.id,
          created_at: stamp,
          updated_at: stamp,
          send_completes_at: null,
        });
        return created<Newsletter>(presentNewsletter(context.db, row));
      },
      { roles: MANAGEMENT },
    ),
    route(
      'getNewsletter',
      (context) => {
        const row = findNewsletter(context);
        return row ? json<Newsletter>(presentNewsletter(context.db, row)) : notFound();
      },
      { roles: STAFF },
    ),
    ...(['updateNewsletter', 'partialUpdateNewsletter'] as const).map((operationId) =>
      route(
        operationId,
        async (context) => {
          const row = findNewsletter(context);
          if (!row) return notFound();
          if (!EDITABLE.has(row.status))
            return detail(400, `Only draft, cancelled or failed newsletters can be edited; this one is ${row.status}.`);
          const input = await context.body<Partial<NewsletterRequest>>();
          if (input instanceof Response) return input;
          const errors = newsletterInputErrors(context.db, input);
          if (Object.keys(errors).length > 0) return fieldErrors(errors);
          const updated =
            context.db.newsletter.newsletters.update(row.id, { ...pickNewsletterFields(input), updated_at: nowIso() }) ?? row;
          return json<Newsletter>(presentNewsletter(context.db, updated));
        },
        { roles: MANAGEMENT },
      ),
    ),
    route(
      'deleteNewsletter',
      (context) => {
        const row = findNewsletter(context);
        if (!row) return notFound();
        if (row.status === 'sending') return detail(400, 'A newsletter that is being sent cannot be deleted.');
        context.db.newsletter.sendLogs.removeWhere((log) => log.newsletter === row.id);
        context.db.newsletter.newsletters.remove(row.id);
        return noContent();
      },
      { roles: MANAGEMENT },
    ),
    route(
      'sendNewsletterNow',
      (context) => {
        const row = findNewsletter(context);
        if (!row) return notFound();
        if (row.status === 'sending') return detail(400, 'This newsletter is already being sent.');
        if (!SENDABLE.has(row.status))
          return detail(400, 'This newsletter has already been sent. Duplicate it to send it again.');
        const now = new Date();
        const recipients = queueSend(context.db, row, now, new Date(now.getTime() + SEND_DURATION_MS));
        if (recipients === 0) return detail(400, 'This newsletter has no active subscribers to send to.');
        const sending = context.db.newsletter.newsletters.get(row.id) ?? row;
        return json<NewsletterActionResult>(
          action(sending, `Newsletter is being sent to ${recipients} subscribers.`, recipients),
        );
      },
      { roles: MANAGEMENT },
    ),
    route(
      'scheduleNewsletter',
      async (context) => {
        const row = findNewsletter(context);
        if (!row) return notFound();
        const input = await context.body<NewsletterScheduleRequest>();
        if (input instanceof Response) return input;
        if (!SENDABLE.has(row.status)) return detail(400, `A ${row.status} newsletter cannot be scheduled.`);
        const when = Date.parse(input.scheduled_at);
        if (!(when > Date.now())) return fieldErrors({ scheduled_at: 'Scheduled time must be in the future.' });
        const recipients = targetedSubscribers(context.db, row).length;
        if (recipients === 0) return detail(400, 'This newsletter has no active subscribers to send to.');
        const scheduledAt = isoDateTime(new Date(when));
        const updated =
          context.db.newsletter.newsletters.update(row.id, {
            status: 'scheduled',
            scheduled_at: scheduledAt,
            updated_at: nowIso(),
          }) ?? row;
        return json<NewsletterActionResult>(
          action(updated, `Newsletter scheduled for ${eastAfricaTime(scheduledAt)}.`, recipients),
        );
      },
      { roles: MANAGEMENT },
    ),
    route(
      'cancelNewsletter',
      (context) => {
        const row = findNewsletter(context);
        if (!row) return notFound();
        if (row.status !== 'scheduled')
          return detail(400, `Only scheduled newsletters can be cancelled; this one is ${row.status}.`);
        const updated =
          context.db.newsletter.newsletters.update(row.id, { status: 'cancelled', scheduled_at: null, updated_at: nowIso() }) ??
          row;
        return json<NewsletterActionResult>(
          action(updated, 'Scheduled newsletter cancelled.', targetedSubscribers(context.db, updated).length),
        );
      },
      { roles: MANAGEMENT },
    ),
    route(
      'duplicateNewsletter',
      (context) => {
        const row = findNewsletter(context);
        if (!row) return notFound();
        const stamp = nowIso();
        const copy = context.db.newsletter.newsletters.insert({
          title: `Copy of ${row.title}`.slice(0, 200),
          subject: row.subject,
          preview_text: row.preview_text ?? '',
          content_html: row.content_html,
          content_text: row.content_text ?? '',
          template: row.template ?? null,
          categories: [...row.categories],
          send_to_all: row.send_to_all,
          status: 'draft',
          scheduled_at: null,
          sent_at: null,
          created_by: context.user.id,
          created_at: stamp,
          updated_at: stamp,
          send_completes_at: null,
        });
        return created<Newsletter>(presentNewsletter(context.db, copy));
      },
      { roles: MANAGEMENT },
    ),
    route(
      'previewNewsletter',
      (context) => {
        const row = findNewsletter(context);
        if (!row) return notFound();
        return new Response(renderPreview(context.db, row, context.url), {
          status: 200,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      },
      { roles: STAFF },
    ),
    route(
      'getNewsletterStatistics',
      (context) => {
        const row = findNewsletter(context);
        return row ? json<NewsletterStatistics>(newsletterStatistics(context.db, row)) : notFound();
      },
      { roles: STAFF },
    ),
    route(
      'listNewsletterSendLogs',
      (context) => {
        const row = findNewsletter(context);
        if (!row) return notFound();
        const invalid = queryErrors(context);
        if (invalid) return invalid;
        const logs = context.db.newsletter.sendLogs
          .filter((log) => log.newsletter === row.id)
          .map((log): NewsletterSendLog => omitKeys(log, ['open_count', 'click_count', 'clicked_links']));
        return json(listPage(context, logs, { search: ['email'], ordering: 'id' }));
      },
      { roles: STAFF },
    ),
    route(
      'sendNewsletterTest',
      async (context) => {
        const row = findNewsletter(context);
        if (!row) return notFound();
        const input = await context.body<NewsletterSendTestRequest>();
        if (input instanceof Response) return input;
        const addresses = [...new Set(input.test_emails.map(normaliseEmail))];
        for (const to of addresses)
          context.db.newsletter.outbox.insert({
            to,
            kind: 'test',
            subject: `[TEST] ${row.subject}`,
            body: [
              `This is a test copy of the newsletter "${row.subject}".`,
              row.content_text?.trim() || 'The campaign has no plain-text version; subscribers receive its HTML.',
            ].join('\n\n'),
            subscriber: null,
            token: null,
            created_at: nowIso(),
          });
        return json<NewsletterSendTestResult>({
          success: true,
          message: `Test email sent to ${addresses.length} ${addresses.length === 1 ? 'address' : 'addresses'}.`,
          sent_to: addresses,
          failed: [],
        });
      },
      { roles: MANAGEMENT },
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Subscribers.

const FREQUENCIES: readonly NewsletterFrequency[] = ['daily', 'weekly', 'monthly'];

/** The stamps a status change brings: `unsubscribed_at` on leaving, `confirmed_at` on activation. */
function statusStamps(
  row: Pick<SubscriberRow, 'status' | 'confirmed_at'> | undefined,
  status: NewsletterSubscriberStatus | undefined,
  stamp: string,
): Partial<SubscriberRow> {
  if (!status || status === row?.status) return {};
  if (status === 'unsubscribed') return { status, unsubscribed_at: stamp };
  if (status === 'active')
    return { status, confirmed_at: row?.confirmed_at ?? stamp, unsubscribed_at: null, unsubscribe_reason: null };
  return { status };
}

const subscriberFilters = {
  category: (row: NewsletterSubscriber, value: string) => row.categories.some((id) => String(id) === value),
};

function presentSubscribers(db: MockDatabase, rows: SubscriberRow[]): NewsletterSubscriber[] {
  const figures = subscriberFigures(db);
  return rows.map((row) => presentSubscriber(row, figures));
}

const presentOne = (db: MockDatabase, row: SubscriberRow): NewsletterSubscriber => presentSubscriber(row, subscriberFigures(db));

async function writeSubscriber(context: AuthedContext, existing?: SubscriberRow): Promise<Response> {
  const input = await context.body<Partial<NewsletterSubscriberRequest>>();
  if (input instanceof Response) return input;
  const { db } = context;
  const email = input.email !== undefined ? normaliseEmail(input.email) : existing?.email;
  const errors = categoryErrors(db, input.categories);
  if (email && db.newsletter.subscribers.find((row) => row.email === email && row.id !== existing?.id))
    errors.email = ['A subscriber with this email already exists.'];
  if (Object.keys(errors).length > 0) return fieldErrors(errors);
  const stamp = nowIso();
  const fields: Partial<SubscriberRow> = {
    ...(input.first_name !== undefined ? { first_name: input.first_name.trim() } : {}),
    ...(input.last_name !== undefined ? { last_name: input.last_name.trim() } : {}),
    ...(input.source !== undefined ? { source: input.source } : {}),
    ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
    ...(input.categories !== undefined ? { categories: input.categories } : {}),
    ...statusStamps(existing, input.status ?? (existing ? undefined : 'active'), stamp),
    updated_at: stamp,
  };
  if (existing) {
    const updated =
      db.newsletter.subscribers.update(existing.id, {
        ...fields,
        ...(email ? { email, user: findUserByEmail(db, email)?.id ?? null } : {}),
      }) ?? existing;
    return json<NewsletterSubscriber>(presentOne(db, updated));
  }
  const row = db.newsletter.subscribers.insert({
    email: email ?? '',
    first_name: '',
    last_name: '',
    status: 'active',
    source: 'admin',
    frequency: settingsOf(db)?.default_frequency ?? 'weekly',
    categories: [],
    user: email ? (findUserByEmail(db, email)?.id ?? null) : null,
    confirmed_at: null,
    unsubscribed_at: null,
    unsubscribe_reason: null,
    created_at: stamp,
    confirmation_token: null,
    confirmation_sent_at: null,
    unsubscribe_token: newToken(),
    unsubscribe_feedback: null,
    ...fields,
    updated_at: stamp,
  });
  return created<NewsletterSubscriber>(presentOne(db, row));
}

const csvCell = (value: unknown): string => {
  const text = Array.isArray(value) ? value.join(';') : value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

async function importSubscribers(context: AuthedContext): Promise<Response> {
  const input = await context.body<{
    file?: unknown;
    status?: NewsletterSubscriberStatus;
    categories?: number[];
    update_existing?: boolean;
    source?: string;
  }>();
  if (input instanceof Response) return input;
  const upload = input.file;
  if (!(upload instanceof Blob)) return fieldErrors({ file: 'No file was submitted.' });
  const name = upload instanceof File ? upload.name : '';
  if (!/\.csv$/i.test(name) && !/csv/.test(upload.type)) return fieldErrors({ file: 'Upload a CSV file (.csv).' });
  const errors = categoryErrors(context.db, input.categories);
  if (Object.keys(errors).length > 0) return fieldErrors(errors);
  const [header, ...data] = parseCsv(await upload.text());
  const columns = (header ?? []).map((cell) => cell.trim().toLowerCase());
  const column = (cells: string[], key: string): string | undefined => {
    const index = columns.indexOf(key);
    return index >= 0 ? cells[index]?.trim() : undefined;
  };
  if (!columns.includes('email')) return fieldErrors({ file: 'The CSV file needs a header row with an "email" column.' });
  const { db } = context;
  const result: NewsletterSubscriberImportResult = {
    success: true,
    message: '',
    total_rows: data.length,
    created: 0,
    updated: 0,
    skipped: 0,
    errors: [],
  };
  const seen = new Set<string>();
  const stamp = nowIso();
  const status = input.status ?? 'active';
  data.forEach((cells, index) => {
    const row = index + 1;
    const email = normaliseEmail(column(cells, 'email') ?? '');
    const frequency = (column(cells, 'frequency') || undefined)?.toLowerCase();
    if (!isValid({ type: 'string', format: 'email' }, email)) {
      result.errors.push({ row, email, error: email ? 'Enter a valid email address.' : 'This field is required.' });
      return;
    }
    if (frequency && !FREQUENCIES.includes(frequency as NewsletterFrequency)) {
      result.errors.push({ row, email, error: `"${frequency}" is not a valid frequency (daily, weekly or monthly).` });
      return;
    }
    const names = { first_name: column(cells, 'first_name') ?? '', last_name: column(cells, 'last_name') ?? '' };
    const existing = db.newsletter.subscribers.find((candidate) => candidate.email === email);
    if (seen.has(email) || (existing && !input.update_existing)) {
      result.skipped++;
      seen.add(email);
      return;
    }
    seen.add(email);
    if (existing) {
      db.newsletter.subscribers.update(existing.id, {
        ...(names.first_name ? { first_name: names.first_name } : {}),
        ...(names.last_name ? { last_name: names.last_name } : {}),
        ...(frequency ? { frequency: frequency as NewsletterFrequency } : {}),
        ...(input.categories ? { categories: input.categories } : {}),
        updated_at: stamp,
      });
      result.updated = (result.updated ?? 0) + 1;
      return;
    }
    db.newsletter.subscribers.insert({
      email,
      ...names,
      status,
      source: input.source?.trim() || 'import',
      frequency: (frequency as NewsletterFrequency | undefined) ?? settingsOf(db)?.default_frequency ?? 'weekly',
      categories: input.categories ?? [],
      user: findUserByEmail(db, email)?.id ?? null,
      confirmed_at: status === 'active' ? stamp : null,
      unsubscribed_at: status === 'unsubscribed' ? stamp : null,
      unsubscribe_reason: null,
      created_at: stamp,
      updated_at: stamp,
      confirmation_token: null,
      confirmation_sent_at: null,
      unsubscribe_token: newToken(),
      unsubscribe_feedback: null,
    });
    result.created++;
  });
  result.message = `Imported ${result.created} subscribers (${result.updated ? `${result.updated} updated, ` : ''}${result.skipped} skipped, ${result.errors.length} errors).`;
  return json<NewsletterSubscriberImportResult>(result);
}

function subscriberHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): SubscriberRow | undefined => context.db.newsletter.subscribers.get(context.id());
  const listed = (context: AuthedContext) => {
    const rows = presentSubscribers(context.db, context.db.newsletter.subscribers.all());
    return {
      rows,
      options: { search: ['email', 'first_name', 'last_name', 'full_name'], ordering: '-created_at', filters: subscriberFilters },
    };
  };
  return [
    route(
      'listNewsletterSubscribers',
      (context) => {
        const invalid = queryErrors(context);
        if (invalid) return invalid;
        const { rows, options } = listed(context);
        return json(listPage(context, rows, options));
      },
      { roles: STAFF },
    ),
    route('createNewsletterSubscriber', (context) => writeSubscriber(context), { roles: MANAGEMENT }),
    route(
      'getNewsletterSubscriber',
      (context) => {
        const row = find(context);
        return row ? json<NewsletterSubscriber>(presentOne(context.db, row)) : notFound();
      },
      { roles: STAFF },
    ),
    ...(['updateNewsletterSubscriber', 'partialUpdateNewsletterSubscriber'] as const).map((operationId) =>
      route(operationId, withRow(find, writeSubscriber), { roles: MANAGEMENT }),
    ),
    route(
      'deleteNewsletterSubscriber',
      (context) => {
        const row = find(context);
        if (!row) return notFound();
        context.db.newsletter.sendLogs.removeWhere((log) => log.subscriber === row.id);
        context.db.newsletter.subscribers.remove(row.id);
        return noContent();
      },
      { roles: MANAGEMENT },
    ),
    route('importNewsletterSubscribers', importSubscribers, { roles: MANAGEMENT }),
    route(
      'exportNewsletterSubscribers',
      (context) => {
        const invalid = queryErrors(context);
        if (invalid) return invalid;
        const { rows, options } = listed(context);
        const term = context.query.get('search');
        const filtered = applyOrdering(
          applySearch(applyFilters(rows, context, options), term ?? '', options.search),
          context.query.get('ordering') ?? options.ordering,
        );
        const columns = [
          'email',
          'first_name',
          'last_name',
          'status',
          'source',
          'frequency',
          'categories',
          'confirmed_at',
          'created_at',
        ] as const;
        const lines = [columns.join(','), ...filtered.map((row) => columns.map((key) => csvCell(row[key])).join(','))];
        return file(`${lines.join('\n')}\n`, 'text/csv; charset=utf-8', `newsletter-subscribers-${nowIso().slice(0, 10)}.csv`);
      },
      { roles: MANAGEMENT },
    ),
    route(
      'bulkUpdateNewsletterSubscriberStatus',
      async (context) => {
        const input = await context.body<NewsletterSubscriberBulkStatusRequest>();
        if (input instanceof Response) return input;
        const stamp = nowIso();
        const notFoundIds: number[] = [];
        let count = 0;
        for (const id of new Set(input.subscriber_ids)) {
          const row = context.db.newsletter.subscribers.get(id);
          if (!row) {
            notFoundIds.push(id);
            continue;
          }
          context.db.newsletter.subscribers.update(row.id, { ...statusStamps(row, input.status, stamp), updated_at: stamp });
          count++;
        }
        return json<NewsletterSubscriberBulkResult>({
          success: true,
          message: `${count} ${count === 1 ? 'subscriber' : 'subscribers'} updated to ${input.status}.`,
          count,
          not_found_ids: notFoundIds,
        });
      },
      { roles: MANAGEMENT },
    ),
    route(
      'bulkDeleteNewsletterSubscribers',
      async (context) => {
        const input = await context.body<NewsletterSubscriberBulkDeleteRequest>();
        if (input instanceof Response) return input;
        const notFoundIds: number[] = [];
        let count = 0;
        for (const id of new Set(input.subscriber_ids)) {
          if (!context.db.newsletter.subscribers.get(id)) {
            notFoundIds.push(id);
            continue;
          }
          context.db.newsletter.sendLogs.removeWhere((log) => log.subscriber === id);
          context.db.newsletter.subscribers.remove(id);
          count++;
        }
        return json<NewsletterSubscriberBulkResult>({
          success: true,
          message: `${count} ${count === 1 ? 'subscriber' : 'subscribers'} deleted.`,
          count,
          not_found_ids: notFoundIds,
        });
      },
      { roles: MANAGEMENT },
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Categories, templates, settings, dashboard.

function dashboardStats(db: MockDatabase): NewsletterDashboardStats {
  settleNewsletters(db);
  const subscribers = db.newsletter.subscribers.all();
  const newsletters = db.newsletter.newsletters.all();
  const count = (status: string) => subscribers.filter((row) => row.status === status).length;
  const sent = newsletters.filter((row) => row.status === 'sent').map((row) => newsletterStatistics(db, row));
  const average = (values: number[]): number =>
    values.length > 0 ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : 0;
  const monthStart = `${nowIso().slice(0, 7)}-01`;
  const active = subscribers.filter((row) => row.status === 'active');
  const newest = <T extends { created_at: string; id: number }>(rows: T[]): T[] =>
    [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).slice(0, 5);
  return {
    total_subscribers: subscribers.length,
    active_subscribers: count('active'),
    pending_subscribers: count('pending'),
    unsubscribed_subscribers: count('unsubscribed'),
    bounced_subscribers: count('bounced'),
    new_subscribers_this_month: subscribers.filter((row) => row.created_at >= monthStart).length,
    total_newsletters: newsletters.length,
    sent_newsletters: sent.length,
    draft_newsletters: newsletters.filter((row) => row.status === 'draft').length,
    scheduled_newsletters: newsletters.filter((row) => row.status === 'scheduled').length,
    average_open_rate: average(sent.map((row) => row.open_rate)),
    average_click_rate: average(sent.map((row) => row.click_rate)),
    subscribers_by_frequency: {
      daily: active.filter((row) => row.frequency === 'daily').length,
      weekly: active.filter((row) => row.frequency === 'weekly').length,
      monthly: active.filter((row) => row.frequency === 'monthly').length,
    },
    recent_newsletters: newest(newsletters).map((row) => presentNewsletter(db, row)),
    recent_subscribers: presentSubscribers(db, newest(subscribers)),
  };
}

function settingsHandlers(): HttpHandler[] {
  return [
    route(
      'getNewsletterSettings',
      ({ db }) => {
        const row = db.newsletter.settings.all()[0];
        if (!row) return notFound();
        return json<NewsletterSettings>(omitKeys(row, ['id']));
      },
      { roles: MANAGEMENT },
    ),
    route(
      'updateNewsletterSettings',
      async (context) => {
        const input = await context.body<NewsletterSettingsRequest>();
        if (input instanceof Response) return input;
        const { db } = context;
        if (
          input.default_template !== undefined &&
          input.default_template !== null &&
          !db.newsletter.templates.get(input.default_template)
        ) {
          return fieldErrors({ default_template: `Invalid pk "${input.default_template}" - object does not exist.` });
        }
        const existing = db.newsletter.settings.all()[0];
        const stored = existing
          ? db.newsletter.settings.update(existing.id, { ...input, updated_at: nowIso() })
          : db.newsletter.settings.insert({ ...input, updated_at: nowIso() });
        if (!stored) return notFound();
        return json<NewsletterSettings>(omitKeys(stored, ['id']));
      },
      { roles: MANAGEMENT },
    ),
    route('getNewsletterDashboardStats', ({ db }) => json<NewsletterDashboardStats>(dashboardStats(db)), { roles: STAFF }),
  ];
}

export function newsletterHandlers(): HttpHandler[] {
  registerRelationTarget('newsletterCategories', { table: (db) => db.newsletter.categories });
  return [
    ...publicSignupHandlers(),
    ...campaignHandlers(),
    ...subscriberHandlers(),
    ...settingsHandlers(),
    ...crudHandlers<NewsletterCategory>({
      table: (db) => db.newsletter.categories,
      schema: 'NewsletterCategory',
      operations: {
        list: 'listNewsletterCategories',
        create: 'createNewsletterCategory',
        get: 'getNewsletterCategory',
        update: 'updateNewsletterCategory',
        partialUpdate: 'partialUpdateNewsletterCategory',
        delete: 'deleteNewsletterCategory',
      },
      readRoles: STAFF,
      search: ['name', 'description'],
      ordering: 'display_order,name',
      validate: (input, existing, { db }) =>
        typeof input.name === 'string' &&
        db.newsletter.categories.find(
          (row) => row.name.toLowerCase() === String(input.name).trim().toLowerCase() && row.id !== existing?.id,
        )
          ? { name: 'newsletter category with this name already exists.' }
          : undefined,
      derive: (row, { db }) => ({
        ...row,
        subscriber_count: db.newsletter.subscribers.count(
          (subscriber) => subscriber.status === 'active' && subscriber.categories.includes(row.id),
        ),
      }),
      beforeDelete: (row, { db }) => {
        for (const subscriber of db.newsletter.subscribers.filter((candidate) => candidate.categories.includes(row.id))) {
          db.newsletter.subscribers.update(subscriber.id, { categories: subscriber.categories.filter((id) => id !== row.id) });
        }
        for (const newsletter of db.newsletter.newsletters.filter((candidate) => candidate.categories.includes(row.id))) {
          db.newsletter.newsletters.update(newsletter.id, { categories: newsletter.categories.filter((id) => id !== row.id) });
        }
        return undefined;
      },
    }),
    ...crudHandlers<NewsletterTemplate>({
      table: (db) => db.newsletter.templates,
      schema: 'NewsletterTemplate',
      operations: {
        list: 'listNewsletterTemplates',
        create: 'createNewsletterTemplate',
        get: 'getNewsletterTemplate',
        update: 'updateNewsletterTemplate',
        partialUpdate: 'partialUpdateNewsletterTemplate',
        delete: 'deleteNewsletterTemplate',
      },
      readRoles: MANAGEMENT,
      search: ['name', 'description'],
      ordering: '-is_default,name',
      onCreate: ({ user }) => ({ created_by: user.id }),
      afterWrite: (row, { db }) => {
        if (!row.is_default) return;
        for (const other of db.newsletter.templates.filter((candidate) => candidate.id !== row.id && candidate.is_default))
          db.newsletter.templates.update(other.id, { is_default: false });
      },
    }),
  ];
}

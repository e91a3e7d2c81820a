/** Newsletter campaigns: CRUD, send, schedule, cancel, duplicate, preview, statistics and send logs. */
import type {
  Newsletter,
  NewsletterActionResult,
  NewsletterRequest,
  NewsletterScheduleRequest,
  NewsletterSendLog,
  NewsletterSendTestRequest,
  NewsletterSendTestResult,
  NewsletterStatistics,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import type { MockDatabase } from '../db/database';
import {
  type NewsletterRow,
  settleNewsletters,
  presentNewsletter,
  queueSend,
  SEND_DURATION_MS,
  targetedSubscribers,
  newsletterStatistics,
  normaliseEmail,
} from '../db/newsletter';
import { nowIso, isoDateTime } from '../db/time';
import { STAFF, MANAGEMENT } from '../kit/crud';
import { listPage } from '../kit/list';
import { json, fieldErrors, created, notFound, detail, noContent } from '../kit/respond';
import { type AuthedContext, route } from '../kit/route';
import { queryErrors } from './contact-shared';
import { categoryErrors, settingsOf } from './newsletter-shared';
import { trackedCopy, withPixel } from './newsletter-tracking';
import { approvalAfterEdit, approvalHandlers, approvalRefusal } from './newsletter-approval';

const EDITABLE = new Set<NewsletterRow['status']>(['draft', 'cancelled', 'failed']);
const SENDABLE = new Set<NewsletterRow['status']>(['draft', 'scheduled', 'cancelled', 'failed']);

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

export function campaignHandlers(): HttpHandler[] {
  return [
    ...approvalHandlers(),
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
            context.db.newsletter.newsletters.update(row.id, {
              ...pickNewsletterFields(input),
              ...approvalAfterEdit(row),
              updated_at: nowIso(),
            }) ?? row;
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
        const unapproved = approvalRefusal(context.db, row);
        if (unapproved) return unapproved;
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
        const unapproved = approvalRefusal(context.db, row);
        if (unapproved) return unapproved;
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
        // A subscribed viewer's preview carries their tracking pixel: opening it records an open.
        const pixel = trackedCopy(context.db, row, context.user.email, context.url.origin);
        return new Response(withPixel(renderPreview(context.db, row, context.url), pixel), {
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
        const logs: NewsletterSendLog[] = context.db.newsletter.sendLogs.filter((log) => log.newsletter === row.id);
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
        for (const to of addresses) {
          // A copy to a subscriber's address is tracked: opening it (the pixel) records an open.
          const pixel = trackedCopy(context.db, row, to, context.url.origin);
          context.db.newsletter.outbox.insert({
            to,
            kind: 'test',
            subject: `[TEST] ${row.subject}`,
            body: [
              `This is a test copy of the newsletter "${row.subject}".`,
              row.content_text?.trim() || 'The campaign has no plain-text version; subscribers receive its HTML.',
              ...(pixel ? [`Tracking pixel (opening this copy loads it): ${pixel}`] : []),
            ].join('\n\n'),
            subscriber: null,
            token: null,
            created_at: nowIso(),
          });
        }
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

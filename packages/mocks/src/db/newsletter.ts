/**
 * The newsletter domain: categories, subscribers (with their confirmation and unsubscribe tokens),
 * campaigns with per-subscriber send logs, templates, the settings singleton and an outbox of the
 * e-mails the mock "sent". Campaign figures (recipients, rates) are derived from the send logs.
 */
import type {
  Newsletter,
  NewsletterCategory,
  NewsletterSendLog,
  NewsletterSendStatus,
  NewsletterSettings,
  NewsletterStatistics,
  NewsletterSubscriber,
  NewsletterSubscriberStatus,
  NewsletterTemplate,
} from '@ujuzi/api';
import { userSummaryById } from './accounts';
import type { MockDatabase } from './database';
import { Table } from './table';
import { isoDateTime } from './time';

export type SubscriberRow = Omit<
  NewsletterSubscriber,
  'full_name' | 'status_display' | 'emails_received' | 'open_count' | 'click_count' | 'last_opened_at'
> & {
  /** The token of the latest confirmation e-mail; kept after confirming so the link answers again. */
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  /** The token of the footer's unsubscribe link. */
  unsubscribe_token: string;
  unsubscribe_feedback: string | null;
};

export type NewsletterRow = Omit<
  Newsletter,
  'created_by' | 'recipients_count' | 'sent_count' | 'open_rate' | 'click_rate' | 'approval_requested_by' | 'approved_by'
> & {
  created_by: number;
  /** The second admin's approval (issue 27): who asked, who decided. */
  approval_requested_by?: number | null;
  approved_by?: number | null;
  /** When a send started by send_now finishes (the mock's mail queue); null for the seed's long-running send. */
  send_completes_at: string | null;
};

export type SendLogRow = NewsletterSendLog & {
  /** Every open and click, repeats included (the log keeps the first of each). */
  open_count: number;
  click_count: number;
  clicked_links: string[];
};

export type NewsletterSettingsRow = NewsletterSettings & { id: number };

/** An e-mail the mock backend "sent": confirmation links, welcome mails, test copies. */
export interface OutboxRow {
  id: number;
  to: string;
  kind: 'confirmation' | 'welcome' | 'test';
  subject: string;
  /** The plain text with its links (absent in databases saved before the mails had bodies). */
  body?: string;
  subscriber: number | null;
  token: string | null;
  created_at: string;
}

export const newsletterTables = () => ({
  categories: new Table<NewsletterCategory>(),
  subscribers: new Table<SubscriberRow>(),
  newsletters: new Table<NewsletterRow>(),
  sendLogs: new Table<SendLogRow>(),
  templates: new Table<NewsletterTemplate>(),
  settings: new Table<NewsletterSettingsRow>(),
  outbox: new Table<OutboxRow>(),
});

export type NewsletterTables = ReturnType<typeof newsletterTables>;

// ---------------------------------------------------------------------------------------------
// Rules shared by the seed and the handlers.

/** Confirmation links stay valid this long. */
export const CONFIRMATION_TTL_MS = 7 * 86_400_000;

/** How long the mock's mail queue takes to deliver a campaign started with send_now. */
export const SEND_DURATION_MS = 2_000;

export const SUBSCRIBER_STATUS_LABELS: Record<NewsletterSubscriberStatus, string> = {
  pending: 'Pending Confirmation',
  active: 'Active',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

/** Statuses of a log whose e-mail left the server, and of one that reached the inbox. */
const SENT_STATUSES = new Set<NewsletterSendStatus>(['sent', 'delivered', 'opened', 'clicked', 'bounced']);
const DELIVERED_STATUSES = new Set<NewsletterSendStatus>(['delivered', 'opened', 'clicked']);

/** A percentage rounded to 2 decimals; a zero total gives 0 (service spec §9). */
export const percentage = (part: number, total: number): number => (total > 0 ? Math.round((part / total) * 10_000) / 100 : 0);

/** A random URL-safe token (getRandomValues works outside secure contexts too, unlike randomUUID). */
export function newToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A copy of a row without its storage-only fields (tokens, internal stamps), for answers. */
export function omitKeys<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !(keys as readonly PropertyKey[]).includes(key))) as Omit<T, K>;
}

/** Whether an active subscriber receives a campaign: it goes to all, they follow all, or they share a category. */
export function isTargeted(newsletter: Pick<NewsletterRow, 'send_to_all' | 'categories'>, subscriber: SubscriberRow): boolean {
  if (subscriber.status !== 'active') return false;
  if (newsletter.send_to_all || newsletter.categories.length === 0 || subscriber.categories.length === 0) return true;
  return subscriber.categories.some((category) => newsletter.categories.includes(category));
}

export const targetedSubscribers = (
  db: MockDatabase,
  newsletter: Pick<NewsletterRow, 'send_to_all' | 'categories'>,
): SubscriberRow[] => db.newsletter.subscribers.filter((subscriber) => isTargeted(newsletter, subscriber));

/** A stable number in [0, 1) for a pair of ids: outcomes of a send do not change between runs. */
export function unitHash(a: number, b: number, salt = 0): number {
  let hash = (0x811c9dc5 ^ salt) >>> 0;
  for (const value of [a, b]) {
    hash = Math.imul(hash ^ (value & 0xffff), 0x01000193) >>> 0;
    hash = Math.imul(hash ^ (value >>> 16), 0x01000193) >>> 0;
  }
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0x5bd1e995) >>> 0;
  hash ^= hash >>> 15;
  return (hash >>> 0) / 0x1_0000_0000;
}

/** The links of a campaign's HTML, in order of appearance. */
export const linksOf = (html: string): string[] =>
  [...new Set([...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) => match[1] ?? ''))].filter(Boolean);

/**
 * What happens to one e-mail of a campaign: a few bounce, about 45 % are opened (some twice) and
 * about a third of the openers click a link. Deterministic per newsletter and subscriber.
 */
export function deliveryOutcome(
  newsletterId: number,
  subscriberId: number,
  links: readonly string[],
  sentAt: Date,
): Omit<SendLogRow, 'id' | 'newsletter' | 'subscriber' | 'email' | 'created_at'> {
  const roll = unitHash(newsletterId, subscriberId);
  const base = {
    sent_at: isoDateTime(sentAt),
    opened_at: null,
    clicked_at: null,
    error_message: null,
    open_count: 0,
    click_count: 0,
    clicked_links: [],
  };
  if (roll < 0.025)
    return { ...base, status: 'bounced', error_message: '550 5.1.1 The email account that you tried to reach does not exist.' };
  if (roll >= 0.45) return { ...base, status: 'delivered' };
  const openedAt = new Date(sentAt.getTime() + Math.round(unitHash(newsletterId, subscriberId, 1) * 36) * 600_000);
  const opens = 1 + Math.floor(unitHash(newsletterId, subscriberId, 2) * 3);
  const link =
    links.length > 0 && roll < 0.16 ? links[Math.floor(unitHash(newsletterId, subscriberId, 3) * links.length)] : undefined;
  if (!link) return { ...base, status: 'opened', opened_at: isoDateTime(openedAt), open_count: opens };
  const clickedAt = isoDateTime(new Date(openedAt.getTime() + 120_000));
  return {
    ...base,
    status: 'clicked',
    opened_at: isoDateTime(openedAt),
    open_count: opens,
    clicked_at: clickedAt,
    click_count: 1,
    clicked_links: [link],
  };
}

/** Delivery and engagement of one campaign from its send logs (rates as the spec defines them). */
export function newsletterStatistics(db: MockDatabase, newsletter: NewsletterRow): NewsletterStatistics {
  const logs = db.newsletter.sendLogs.filter((log) => log.newsletter === newsletter.id);
  const sent = logs.filter((log) => SENT_STATUSES.has(log.status)).length;
  const delivered = logs.filter((log) => DELIVERED_STATUSES.has(log.status)).length;
  const bounces = logs.filter((log) => log.status === 'bounced').length;
  const uniqueOpens = logs.filter((log) => log.opened_at).length;
  const uniqueClicks = logs.filter((log) => log.clicked_at).length;
  const links = new Map<string, number>();
  for (const log of logs) for (const link of log.clicked_links) links.set(link, (links.get(link) ?? 0) + 1);
  const unsubscribes = newsletter.sent_at
    ? logs.filter((log) => {
        const subscriber = db.newsletter.subscribers.get(log.subscriber);
        return subscriber?.status === 'unsubscribed' && (subscriber.unsubscribed_at ?? '') >= (newsletter.sent_at ?? '');
      }).length
    : 0;
  return {
    newsletter_id: newsletter.id,
    total_recipients: logs.length > 0 ? logs.length : targetedSubscribers(db, newsletter).length,
    sent,
    delivered,
    opens: logs.reduce((total, log) => total + log.open_count, 0),
    unique_opens: uniqueOpens,
    clicks: logs.reduce((total, log) => total + log.click_count, 0),
    unique_clicks: uniqueClicks,
    bounces,
    unsubscribes,
    failed: logs.filter((log) => log.status === 'failed').length,
    open_rate: percentage(uniqueOpens, delivered),
    click_rate: percentage(uniqueClicks, delivered),
    bounce_rate: percentage(bounces, sent),
    top_links: [...links.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([url, clicks]) => ({ url, clicks })),
    sent_at: newsletter.sent_at ?? null,
  };
}

export function presentNewsletter(db: MockDatabase, row: NewsletterRow): Newsletter {
  const rest = omitKeys(row, ['send_completes_at']);
  const statistics = newsletterStatistics(db, row);
  return {
    ...rest,
    created_by: userSummaryById(db, row.created_by),
    approval_status: row.approval_status ?? null,
    approval_requested_by: row.approval_requested_by ? userSummaryById(db, row.approval_requested_by) : null,
    approved_by: row.approved_by ? userSummaryById(db, row.approved_by) : null,
    rejection_reason: row.rejection_reason ?? null,
    recipients_count: statistics.total_recipients,
    sent_count: statistics.sent,
    open_rate: statistics.open_rate,
    click_rate: statistics.click_rate,
  };
}

/** Per-subscriber engagement figures, from all send logs at once. */
export function subscriberFigures(
  db: MockDatabase,
): Map<number, { emails: number; opens: number; clicks: number; lastOpened: string | null }> {
  const figures = new Map<number, { emails: number; opens: number; clicks: number; lastOpened: string | null }>();
  for (const log of db.newsletter.sendLogs.all()) {
    const entry = figures.get(log.subscriber) ?? { emails: 0, opens: 0, clicks: 0, lastOpened: null };
    if (SENT_STATUSES.has(log.status)) entry.emails++;
    entry.opens += log.open_count;
    entry.clicks += log.click_count;
    if (log.opened_at && (!entry.lastOpened || log.opened_at > entry.lastOpened)) entry.lastOpened = log.opened_at;
    figures.set(log.subscriber, entry);
  }
  return figures;
}

export function presentSubscriber(row: SubscriberRow, figures: ReturnType<typeof subscriberFigures>): NewsletterSubscriber {
  const rest = omitKeys(row, ['confirmation_token', 'confirmation_sent_at', 'unsubscribe_token', 'unsubscribe_feedback']);
  const figure = figures.get(row.id);
  return {
    ...rest,
    full_name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    status_display: SUBSCRIBER_STATUS_LABELS[row.status],
    emails_received: figure?.emails ?? 0,
    open_count: figure?.opens ?? 0,
    click_count: figure?.clicks ?? 0,
    last_opened_at: figure?.lastOpened ?? null,
  };
}

/** Sends of the mock's mail queue that have finished by `now`, and scheduled campaigns that are due. */
export function settleNewsletters(db: MockDatabase, now = Date.now()): void {
  for (const newsletter of db.newsletter.newsletters.all()) {
    if (newsletter.status === 'sending' && newsletter.send_completes_at && Date.parse(newsletter.send_completes_at) <= now) {
      completeSend(db, newsletter, new Date(newsletter.send_completes_at));
    } else if (newsletter.status === 'scheduled' && newsletter.scheduled_at && Date.parse(newsletter.scheduled_at) <= now) {
      const at = new Date(newsletter.scheduled_at);
      if (queueSend(db, newsletter, at) === 0)
        db.newsletter.newsletters.update(newsletter.id, { status: 'failed', updated_at: isoDateTime(at) });
      else completeSend(db, db.newsletter.newsletters.get(newsletter.id) ?? newsletter, at);
    }
  }
}

/** Starts a send: one pending log per targeted active subscriber (earlier logs replaced); answers how many. */
export function queueSend(db: MockDatabase, newsletter: NewsletterRow, at: Date, completesAt: Date | null = null): number {
  const recipients = targetedSubscribers(db, newsletter);
  if (recipients.length === 0) return 0;
  db.newsletter.sendLogs.removeWhere((log) => log.newsletter === newsletter.id);
  const stamp = isoDateTime(at);
  for (const subscriber of recipients) {
    db.newsletter.sendLogs.insert({
      newsletter: newsletter.id,
      subscriber: subscriber.id,
      email: subscriber.email,
      status: 'pending',
      sent_at: null,
      opened_at: null,
      clicked_at: null,
      error_message: null,
      created_at: stamp,
      open_count: 0,
      click_count: 0,
      clicked_links: [],
    });
  }
  db.newsletter.newsletters.update(newsletter.id, {
    status: 'sending',
    scheduled_at: null,
    sent_at: null,
    send_completes_at: completesAt ? isoDateTime(completesAt) : null,
    updated_at: stamp,
  });
  return recipients.length;
}

/** Finishes a send: every pending log gets its delivery outcome; the campaign is `sent`. */
export function completeSend(db: MockDatabase, newsletter: NewsletterRow, at: Date): void {
  const links = linksOf(newsletter.content_html);
  for (const log of db.newsletter.sendLogs.filter(
    (candidate) => candidate.newsletter === newsletter.id && candidate.status === 'pending',
  )) {
    db.newsletter.sendLogs.update(log.id, deliveryOutcome(newsletter.id, log.subscriber, links, at));
  }
  db.newsletter.newsletters.update(newsletter.id, {
    status: 'sent',
    sent_at: isoDateTime(at),
    send_completes_at: null,
    updated_at: isoDateTime(at),
  });
}

/** The newest confirmation e-mail and the unsubscribe token of its subscriber, for tests of the public flow. */
export function lastNewsletterTokens(
  db: MockDatabase,
): { email: string; confirmationToken: string | null; unsubscribeToken: string } | undefined {
  const mail = db.newsletter.outbox.filter((row) => row.kind === 'confirmation').at(-1);
  const subscriber = mail?.subscriber ? db.newsletter.subscribers.get(mail.subscriber) : undefined;
  if (!mail || !subscriber) return undefined;
  return { email: subscriber.email, confirmationToken: mail.token, unsubscribeToken: subscriber.unsubscribe_token };
}

/**
 * The demo inbox: the e-mails the mock backend "sent" (account mails in communication's e-mail log,
 * newsletter mails in its outbox), so a person trying the app on the mock backend can open the
 * reset, verification or confirmation link that nobody could otherwise read.
 */
import type { EmailLog } from '@ujuzi/api';
import { getMockDatabase, type MockDatabase } from './db/database';

export interface DemoMail {
  /** Unique across both outboxes (`email-<id>`, `newsletter-<id>`). */
  id: string;
  to: string;
  subject: string;
  /** The plain text as sent, links included. */
  body: string;
  /** ISO date-time (the mock stamps to the second). */
  sentAt: string;
  /** The body's links into the app, in order, as same-origin paths with query and hash (`/reset-password/<uid>/<token>`). */
  links: string[];
}

export interface DemoInboxQuery {
  /** Only mails to this address (compared trimmed and lower-cased). */
  to?: string;
  /** Only mails sent at or after this instant, compared to the second as the mock stamps them. */
  since?: Date | string;
  /** At most this many, the newest. */
  limit?: number;
  /**
   * The app's origin: links to other origins are left out. Defaults to the page's origin in a
   * browser; without either (Node), every http(s) link counts.
   */
  origin?: string;
}

/** Mail that reached an inbox: a failed, bounced or queued one did not. */
const RECEIVED = new Set<EmailLog['status']>(['sent', 'delivered', 'opened']);

const LINK = /https?:\/\/[^\s<>"'`]+/gi;

/** The links of a text that lead to `origin` (any origin without one), as paths with query and hash. */
export function appLinks(text: string, origin?: string): string[] {
  const links: string[] = [];
  for (const [match] of text.matchAll(LINK)) {
    let url: URL;
    try {
      // A sentence may end right after a link: its full stop is not part of it.
      url = new URL(match.replace(/[.,;:!?)\]]+$/, ''));
    } catch {
      continue;
    }
    if (origin === undefined || url.origin === new URL(origin).origin) links.push(`${url.pathname}${url.search}${url.hash}`);
  }
  return links;
}

const toSecond = (time: number): number => Math.floor(time / 1000) * 1000;

/**
 * The mails sent, newest first, filtered by the query. Within one second (the stamps' precision) the
 * later-written mail of the same outbox comes first, and newsletter mails before account mails.
 */
export function readDemoInbox(query: DemoInboxQuery = {}, db: MockDatabase = getMockDatabase()): DemoMail[] {
  const origin = query.origin ?? (globalThis.location as Location | undefined)?.origin;
  const to = query.to?.trim().toLowerCase();
  const since = query.since === undefined ? undefined : toSecond(new Date(query.since).getTime());
  const sent: Omit<DemoMail, 'links'>[] = [
    ...db.communication.emailLogs
      .filter((row) => RECEIVED.has(row.status))
      .map((row) => ({
        id: `email-${row.id}`,
        to: row.recipient_email,
        subject: row.subject,
        body: row.body ?? '',
        sentAt: row.sent_at ?? row.created_at,
      })),
    ...db.newsletter.outbox.all().map((row) => ({
      id: `newsletter-${row.id}`,
      to: row.to,
      subject: row.subject,
      body: row.body ?? '',
      sentAt: row.created_at,
    })),
  ];
  return sent
    .map((mail, order) => ({ mail, order, time: Date.parse(mail.sentAt) }))
    .filter(({ mail, time }) => (!to || mail.to.toLowerCase() === to) && (since === undefined || time >= since))
    .sort((a, b) => b.time - a.time || b.order - a.order)
    .slice(0, query.limit)
    .map(({ mail }) => ({ ...mail, links: appLinks(mail.body, origin) }));
}

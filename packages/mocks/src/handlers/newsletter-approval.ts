/**
 * A campaign's approval by a second admin (issue 27's marked extension): with the settings'
 * `require_approval` on, a campaign is sent or scheduled only once another admin approved it.
 */
import type { Newsletter, NewsletterRejectRequest } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import type { MockDatabase } from '../db/database';
import { type NewsletterRow, presentNewsletter, settleNewsletters } from '../db/newsletter';
import { nowIso } from '../db/time';
import { MANAGEMENT } from '../kit/crud';
import { detail, fieldErrors, json, notFound } from '../kit/respond';
import { type AuthedContext, route } from '../kit/route';
import { notifyIfWanted } from './communication-shared';
import { settingsOf } from './newsletter-shared';

export const NEEDS_APPROVAL = "This campaign needs a second admin's approval before it is sent.";
const EDITABLE = new Set<NewsletterRow['status']>(['draft', 'cancelled', 'failed']);

/** The refusal of send now or schedule while approval is required and not given; null when it may go. */
export function approvalRefusal(db: MockDatabase, row: NewsletterRow): Response | null {
  return settingsOf(db)?.require_approval && row.approval_status !== 'approved' ? detail(400, NEEDS_APPROVAL) : null;
}

/** What an edit of the content does to an approval: it must be asked again. */
export const approvalAfterEdit = (row: NewsletterRow): Partial<NewsletterRow> =>
  row.approval_status ? { approval_status: null, approved_by: null, rejection_reason: null } : {};

const find = (context: AuthedContext): NewsletterRow | undefined => {
  settleNewsletters(context.db);
  return context.db.newsletter.newsletters.get(context.id());
};

function decide(context: AuthedContext, row: NewsletterRow, fields: Partial<NewsletterRow>): Response {
  if (row.approval_status !== 'awaiting') return detail(400, 'This campaign is not waiting for approval.');
  if (row.approval_requested_by === context.user.id) return detail(403, 'You cannot approve a campaign you asked approval for.');
  const updated =
    context.db.newsletter.newsletters.update(row.id, { ...fields, approved_by: context.user.id, updated_at: nowIso() }) ?? row;
  if (row.approval_requested_by)
    notifyIfWanted(context.db, row.approval_requested_by, {
      title: fields.approval_status === 'approved' ? `“${row.title}” was approved` : `“${row.title}” was not approved`,
      message: fields.approval_status === 'approved' ? 'It may now be sent or scheduled.' : (fields.rejection_reason ?? ''),
      notification_type: fields.approval_status === 'approved' ? 'success' : 'warning',
      action_url: `/dashboard/newsletter/newsletters/${row.id}`,
    });
  return json<Newsletter>(presentNewsletter(context.db, updated));
}

export function approvalHandlers(): HttpHandler[] {
  return [
    route(
      'requestNewsletterApproval',
      (context) => {
        const row = find(context);
        if (!row) return notFound();
        if (row.approval_status === 'awaiting') return detail(400, 'This campaign is already waiting for approval.');
        if (!EDITABLE.has(row.status)) return detail(400, `A ${row.status} newsletter cannot be sent for approval.`);
        const updated =
          context.db.newsletter.newsletters.update(row.id, {
            approval_status: 'awaiting',
            approval_requested_by: context.user.id,
            approved_by: null,
            rejection_reason: null,
            updated_at: nowIso(),
          }) ?? row;
        for (const admin of context.db.accounts.users.filter(
          (user) => MANAGEMENT.includes(user.user_type) && user.is_active && user.id !== context.user.id,
        ))
          notifyIfWanted(context.db, admin.id, {
            title: `“${row.title}” is waiting for your approval`,
            message: row.subject,
            notification_type: 'info',
            action_url: `/dashboard/newsletter/newsletters/${row.id}`,
          });
        return json<Newsletter>(presentNewsletter(context.db, updated));
      },
      { roles: MANAGEMENT },
    ),
    route(
      'approveNewsletter',
      (context) => {
        const row = find(context);
        return row ? decide(context, row, { approval_status: 'approved', rejection_reason: null }) : notFound();
      },
      { roles: MANAGEMENT },
    ),
    route(
      'rejectNewsletter',
      async (context) => {
        const row = find(context);
        if (!row) return notFound();
        const input = await context.body<NewsletterRejectRequest>();
        if (input instanceof Response) return input;
        if (!input.reason.trim()) return fieldErrors({ reason: 'This field may not be blank.' });
        return decide(context, row, { approval_status: 'rejected', rejection_reason: input.reason.trim() });
      },
      { roles: MANAGEMENT },
    ),
  ];
}

/** Contact submissions, e-mail templates and e-mail logs. */
import type {
  ContactSubmission,
  ContactSubmissionAssignRequest,
  ContactSubmissionResolveRequest,
  ContactSubmissionStats,
  EmailLog,
  EmailTemplate,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { isStaff, notifyIfWanted } from './communication-shared';
import { type AuthedContext, route } from '../kit/route';
import { notFound, json, fieldErrors } from '../kit/respond';
import { STAFF, crudHandlers, MANAGEMENT } from '../kit/crud';
import { nowIso } from '../db/time';
import type { MockDatabase } from '../db/database';
import { userSummaryById } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// Contact-us submissions, e-mail logs and templates.
export function contactHandlers(): HttpHandler[] {
  const stats = (db: MockDatabase): ContactSubmissionStats => {
    const rows = db.communication.contactSubmissions.all();
    const resolved = rows.filter((row) => row.resolved_at);
    const hours = resolved.map((row) => (Date.parse(row.resolved_at ?? row.created_at) - Date.parse(row.created_at)) / 3600000);
    const month = nowIso().slice(0, 7);
    return {
      total: rows.length,
      new: rows.filter((row) => row.status === 'new').length,
      in_progress: rows.filter((row) => row.status === 'in_progress').length,
      resolved: rows.filter((row) => row.status === 'resolved').length,
      closed: rows.filter((row) => row.status === 'closed').length,
      unassigned: rows.filter((row) => !row.assigned_to).length,
      this_month: rows.filter((row) => row.created_at.startsWith(month)).length,
      average_resolution_hours:
        hours.length > 0 ? Math.round((hours.reduce((sum, value) => sum + value, 0) / hours.length) * 10) / 10 : null,
    };
  };
  const act = (
    operationId: string,
    apply: (context: AuthedContext, row: ContactSubmission) => Promise<Response>,
    roles: typeof STAFF = STAFF,
  ): HttpHandler =>
    route(
      operationId,
      (context) => {
        const row = context.db.communication.contactSubmissions.get(context.id());
        return row ? apply(context, row) : notFound();
      },
      { roles },
    );
  return [
    ...crudHandlers<ContactSubmission>({
      table: (db) => db.communication.contactSubmissions,
      schema: 'ContactSubmission',
      operations: {
        list: 'listContactSubmissions',
        get: 'getContactSubmission',
        update: 'updateContactSubmission',
        partialUpdate: 'partialUpdateContactSubmission',
      },
      readRoles: STAFF,
      writeRoles: STAFF,
      search: ['name', 'email', 'subject', 'message'],
      ordering: '-created_at',
      filters: { assigned_to: (row, value) => String(row.assigned_to?.id ?? '') === value },
    }),
    // Deleting is management's (the contract's deleteContactSubmission).
    ...crudHandlers<ContactSubmission>({
      table: (db) => db.communication.contactSubmissions,
      schema: 'ContactSubmission',
      operations: { delete: 'deleteContactSubmission' },
      writeRoles: MANAGEMENT,
    }),
    ...crudHandlers<ContactSubmission>({
      table: (db) => db.communication.contactSubmissions,
      schema: 'ContactSubmission',
      operations: { create: 'createContactSubmission' },
      writeRoles: [],
      onCreate: () => ({ status: 'new', assigned_to: null, resolution_notes: null, resolved_at: null }),
    }),
    act('resolveContactSubmission', async (context, row) => {
      const body = await context.body<ContactSubmissionResolveRequest>();
      if (body instanceof Response) return body;
      const now = nowIso();
      const updated = context.db.communication.contactSubmissions.update(row.id, {
        status: 'resolved',
        resolution_notes: body.resolution_notes ?? row.resolution_notes ?? null,
        resolved_at: now,
        assigned_to: row.assigned_to ?? userSummaryById(context.db, context.user.id),
        updated_at: now,
      });
      return json<ContactSubmission>(updated ?? row);
    }),
    act(
      'assignContactSubmission',
      async (context, row) => {
        const body = await context.body<ContactSubmissionAssignRequest>();
        if (body instanceof Response) return body;
        const assignee = context.db.accounts.users.get(body.assigned_to);
        if (!assignee) return fieldErrors({ assigned_to: `Invalid pk "${body.assigned_to}" - object does not exist.` });
        if (!isStaff(assignee)) return fieldErrors({ assigned_to: 'Submissions can only be assigned to staff.' });
        const updated = context.db.communication.contactSubmissions.update(row.id, {
          assigned_to: userSummaryById(context.db, assignee.id),
          status: row.status === 'new' ? 'in_progress' : row.status,
          updated_at: nowIso(),
        });
        notifyIfWanted(context.db, assignee.id, {
          title: 'Contact submission assigned to you',
          message: row.subject,
          priority: 'high',
          action_url: `/dashboard/communications/contact-us/${row.id}`,
        });
        return json<ContactSubmission>(updated ?? row);
      },
      MANAGEMENT,
    ),
    route('getContactSubmissionStats', ({ db }) => json<ContactSubmissionStats>(stats(db)), { roles: STAFF }),
    ...crudHandlers<EmailLog>({
      table: (db) => db.communication.emailLogs,
      schema: 'EmailLog',
      operations: {
        list: 'listEmailLogs',
        create: 'createEmailLog',
        get: 'getEmailLog',
        update: 'updateEmailLog',
        partialUpdate: 'partialUpdateEmailLog',
        delete: 'deleteEmailLog',
      },
      readRoles: MANAGEMENT,
      relations: { recipient: null },
      search: ['recipient_email', 'subject'],
      ordering: '-created_at',
    }),
    ...crudHandlers<EmailTemplate>({
      table: (db) => db.communication.emailTemplates,
      schema: 'EmailTemplate',
      operations: {
        list: 'listEmailTemplates',
        create: 'createEmailTemplate',
        get: 'getEmailTemplate',
        update: 'updateEmailTemplate',
        partialUpdate: 'partialUpdateEmailTemplate',
        delete: 'deleteEmailTemplate',
      },
      readRoles: MANAGEMENT,
      relations: { created_by: null },
      search: ['name', 'subject'],
      ordering: 'name',
      onCreate: ({ user }) => ({ created_by: user.id }),
      derive: (row) => ({
        ...row,
        variables: [
          ...new Set([...`${row.subject} ${row.body_html}`.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '')),
        ],
      }),
    }),
  ];
}

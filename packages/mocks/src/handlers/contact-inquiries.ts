/** Inquiries for staff: CRUD, assignment, responses and resolution. */
import type {
  Inquiry,
  InquiryBulkActionRequest,
  InquiryBulkActionResult,
  InquiryReply,
  InquiryReplyRequest,
  InquiryRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { referenceNumber, presentReply, presentInquiry, contactSettingsOf, type InquiryRow } from '../db/contact';
import { nowIso } from '../db/time';
import { STAFF, MANAGEMENT } from '../kit/crud';
import { listPage } from '../kit/list';
import { fieldErrors, json, created, notFound, noContent } from '../kit/respond';
import { type AuthedContext, route } from '../kit/route';
import { withRow } from '../kit/row-lookup';
import { categoryErrors, assigneeErrors, queryErrors, isRole } from './contact-shared';

/** Moving to `resolved` stamps `resolved_at`; going back to open clears it. */
export function resolutionStamp(
  row: InquiryRow | undefined,
  status: InquiryRow['status'] | undefined,
  stamp: string,
): Partial<InquiryRow> {
  if (!status || status === row?.status) return {};
  if (status === 'resolved') return { status, resolved_at: stamp };
  if (status === 'closed') return { status, resolved_at: row?.resolved_at ?? stamp };
  return { status, resolved_at: null };
}

async function writeInquiry(context: AuthedContext, existing?: InquiryRow): Promise<Response> {
  const input = await context.body<Partial<InquiryRequest>>();
  if (input instanceof Response) return input;
  const { db } = context;
  const errors = { ...categoryErrors(db, input.category), ...assigneeErrors(db, input.assigned_to) };
  if (Object.keys(errors).length > 0) return fieldErrors(errors);
  const stamp = nowIso();
  const fields: Partial<InquiryRow> = Object.fromEntries(
    (['name', 'email', 'phone', 'category', 'subject', 'message', 'priority', 'source', 'assigned_to'] as const)
      .filter((key) => input[key] !== undefined)
      .map((key) => [key, input[key]]),
  );
  if (typeof fields.email === 'string') fields.email = fields.email.trim().toLowerCase();
  if (existing) {
    const updated =
      db.contact.inquiries.update(existing.id, {
        ...fields,
        ...resolutionStamp(existing, input.status, stamp),
        updated_at: stamp,
      }) ?? existing;
    return json<Inquiry>(presentInquiry(db, updated));
  }
  const id = db.contact.inquiries.nextId();
  const row = db.contact.inquiries.insert({
    reference_number: referenceNumber(id, stamp),
    name: '',
    email: '',
    phone: null,
    category: null,
    subject: '',
    message: '',
    priority: contactSettingsOf(db)?.default_priority ?? 'medium',
    source: 'website',
    assigned_to: null,
    resolved_at: null,
    created_at: stamp,
    client: null,
    ...fields,
    status: 'new',
    ...resolutionStamp(undefined, input.status ?? 'new', stamp),
    updated_at: stamp,
  });
  return created<Inquiry>(presentInquiry(db, row));
}

export function inquiryHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): InquiryRow | undefined => context.db.contact.inquiries.get(context.id());
  return [
    route(
      'listInquiries',
      (context) => {
        const invalid = queryErrors(context);
        if (invalid) return invalid;
        const rows = context.db.contact.inquiries.all().map((row) => presentInquiry(context.db, row));
        return json(
          listPage(context, rows, {
            search: ['reference_number', 'name', 'email', 'subject', 'message'],
            ordering: '-created_at',
            filters: {
              created_after: (row, value) => row.created_at.slice(0, 10) >= value,
              created_before: (row, value) => row.created_at.slice(0, 10) <= value,
            },
          }),
        );
      },
      { roles: STAFF },
    ),
    route('createInquiry', (context) => writeInquiry(context), { roles: STAFF }),
    route(
      'getInquiry',
      (context) => {
        const row = find(context);
        return row ? json<Inquiry>(presentInquiry(context.db, row)) : notFound();
      },
      { roles: STAFF },
    ),
    ...(['updateInquiry', 'partialUpdateInquiry'] as const).map((operationId) =>
      route(operationId, withRow(find, writeInquiry), { roles: STAFF }),
    ),
    route(
      'deleteInquiry',
      (context) => {
        const row = find(context);
        if (!row) return notFound();
        context.db.contact.replies.removeWhere((reply) => reply.inquiry === row.id);
        context.db.contact.inquiries.remove(row.id);
        return noContent();
      },
      { roles: MANAGEMENT },
    ),
    route(
      'addInquiryResponse',
      async (context) => {
        const row = find(context);
        if (!row) return notFound();
        const input = await context.body<InquiryReplyRequest>();
        if (input instanceof Response) return input;
        if (input.message.trim() === '') return fieldErrors({ message: 'This field may not be blank.' });
        const stamp = nowIso();
        const internal = input.is_internal ?? false;
        const reply = context.db.contact.replies.insert({
          inquiry: row.id,
          message: input.message.trim(),
          is_internal: internal,
          email_sent: !internal && (input.send_email ?? true),
          responder: context.user.id,
          created_at: stamp,
        });
        const status = input.status ?? (row.status === 'new' ? 'in_progress' : undefined);
        context.db.contact.inquiries.update(row.id, {
          ...resolutionStamp(row, status, stamp),
          assigned_to: row.assigned_to ?? context.user.id,
          updated_at: stamp,
        });
        return created<InquiryReply>(presentReply(context.db, reply));
      },
      { roles: STAFF },
    ),
    route(
      'bulkActionInquiries',
      async (context) => {
        const input = await context.body<InquiryBulkActionRequest>();
        if (input instanceof Response) return input;
        const { db } = context;
        if (input.action === 'delete' && !isRole(context.user, MANAGEMENT)) return context.deny();
        if (input.action === 'assign') {
          if (input.assigned_to === undefined || input.assigned_to === null)
            return fieldErrors({ assigned_to: 'This field is required for the assign action.' });
          const invalid = assigneeErrors(db, input.assigned_to);
          if (invalid) return fieldErrors(invalid);
        }
        if (input.action === 'set_priority' && !input.priority)
          return fieldErrors({ priority: 'This field is required for the set_priority action.' });
        const stamp = nowIso();
        const notFoundIds: number[] = [];
        let affected = 0;
        for (const id of new Set(input.inquiry_ids)) {
          const row = db.contact.inquiries.get(id);
          if (!row) {
            notFoundIds.push(id);
            continue;
          }
          affected++;
          if (input.action === 'delete') {
            db.contact.replies.removeWhere((reply) => reply.inquiry === row.id);
            db.contact.inquiries.remove(row.id);
            continue;
          }
          const patch: Partial<InquiryRow> =
            input.action === 'assign'
              ? { assigned_to: input.assigned_to ?? null }
              : input.action === 'set_priority'
                ? { priority: input.priority ?? row.priority }
                : resolutionStamp(
                    row,
                    input.action === 'mark_in_progress'
                      ? 'in_progress'
                      : input.action === 'mark_resolved'
                        ? 'resolved'
                        : 'closed',
                    stamp,
                  );
          db.contact.inquiries.update(row.id, { ...patch, updated_at: stamp });
        }
        const verb: Record<InquiryBulkActionRequest['action'], string> = {
          mark_in_progress: 'marked in progress',
          mark_resolved: 'marked resolved',
          mark_closed: 'closed',
          assign: 'assigned',
          set_priority: `set to ${input.priority ?? ''} priority`,
          delete: 'deleted',
        };
        return json<InquiryBulkActionResult>({
          success: true,
          message: `${affected} ${affected === 1 ? 'inquiry' : 'inquiries'} ${verb[input.action]}.`,
          affected_count: affected,
          not_found_ids: notFoundIds,
        });
      },
      { roles: STAFF },
    ),
  ];
}

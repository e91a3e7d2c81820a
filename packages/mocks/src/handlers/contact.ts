/**
 * The contact group: the public contact page (details, categories, the form with its per-client
 * limit), FAQs with helpful votes, inquiries for staff (filters, responses, bulk actions), contact
 * details, categories, the dashboard, statistics and settings. Also the request helpers the public
 * groups share (client identity, throttling, query checks).
 */
import type {
  ContactCategory,
  ContactDashboard,
  ContactInfo,
  ContactPublicInfo,
  ContactSettings,
  ContactSettingsRequest,
  ContactStats,
  ContactSubmitRequest,
  ContactSubmitResult,
  ErrorBody,
  Faq,
  FaqVoteRequest,
  FaqVoteResult,
  Inquiry,
  InquiryBulkActionRequest,
  InquiryBulkActionResult,
  InquiryReply,
  InquiryReplyRequest,
  InquiryRequest,
  InquirySummary,
  UserType,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { checkSchema } from '../contract/check';
import { parameters } from '../contract/spec';
import { STAFF_USER_TYPES } from '../db/accounts';
import { contactSettingsOf, presentInquiry, presentReply, referenceNumber, type InquiryRow } from '../db/contact';
import type { MockDatabase } from '../db/database';
import { omitKeys } from '../db/newsletter';
import { isoDateTime, nowIso } from '../db/time';
import { crudHandlers, MANAGEMENT, STAFF } from '../kit/crud';
import { listPage } from '../kit/list';
import { registerRelationTarget, type RelationOverrides } from '../kit/relations';
import { created, detail, fieldErrors, json, noContent, notFound } from '../kit/respond';
import { publicRoute, route, type AuthedContext, type BodyRecord, type PublicContext } from '../kit/route';
import { withRow } from '../kit/row-lookup';

// ---------------------------------------------------------------------------------------------
// Request helpers shared by the public groups (newsletter, contact, community).

/** Who is calling, for throttles and one vote per client: the signed-in user, else the forwarded address, else the one anonymous browser. */
export function clientKey(context: PublicContext): string {
  if (context.user) return `user:${context.user.id}`;
  const forwarded =
    context.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || context.request.headers.get('x-real-ip')?.trim();
  return forwarded ? `ip:${forwarded}` : 'anonymous';
}

const attempts = new WeakMap<MockDatabase, Map<string, number[]>>();

/**
 * Counts one request of `key` and answers DRF's 429 (with `Retry-After`) when `limit` requests
 * already came within `windowMs`; refused requests are not counted. Kept per database, so a fresh
 * database (a test, a reset) starts with a clean slate.
 */
export function throttle(
  context: PublicContext,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Response | undefined {
  let byKey = attempts.get(context.db);
  if (!byKey) attempts.set(context.db, (byKey = new Map()));
  const recent = (byKey.get(key) ?? []).filter((time) => time > now - windowMs);
  if (recent.length >= limit) {
    byKey.set(key, recent);
    const seconds = Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000));
    return json<ErrorBody>({ detail: `Request was throttled. Expected available in ${seconds} seconds.` }, 429, {
      'Retry-After': String(seconds),
    });
  }
  recent.push(now);
  byKey.set(key, recent);
  return undefined;
}

const coerceQuery = (value: string, types: readonly string[]): unknown => {
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (types.includes('boolean') && /^(true|false|1|0)$/i.test(value)) return /^(true|1)$/i.test(value);
  return value;
};

/** The query parameters the spec declares, checked against their schemas: DRF's 400 with field errors, or undefined. */
export function queryErrors(context: PublicContext): Response | undefined {
  const errors: Record<string, string[]> = {};
  for (const parameter of parameters(context.operation.operationId)) {
    if (parameter.in !== 'query') continue;
    const value = context.query.get(parameter.name);
    if (value === null || value === '') continue;
    const schema = parameter.schema;
    const resolved = schema.$ref ? { type: 'string' } : schema;
    const types = Array.isArray(resolved.type) ? resolved.type : resolved.type ? [resolved.type] : [];
    const problems = checkSchema(schema, coerceQuery(value, types));
    if (problems.length > 0) errors[parameter.name] = problems.map((problem) => problem.message);
  }
  return Object.keys(errors).length > 0 ? fieldErrors(errors) : undefined;
}

/** The JSON body as sent, before validation (the request is cloned, so `context.body()` still works). */
export async function rawJson(request: Request): Promise<BodyRecord | undefined> {
  try {
    const parsed: unknown = JSON.parse((await request.clone().text()) || '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as BodyRecord) : undefined;
  } catch {
    return undefined;
  }
}

const isRole = (user: { user_type: UserType } | undefined, roles: readonly UserType[]): boolean =>
  !!user && roles.includes(user.user_type);

// ---------------------------------------------------------------------------------------------
// Contact.

const FAQ_VOTES_PER_MINUTE = 30;
const HOUR = 3_600_000;
const CATEGORY: RelationOverrides = { category: 'contactCategories' };

const categoryErrors = (db: MockDatabase, id: unknown, activeOnly = false): Record<string, string> | undefined => {
  if (id === undefined || id === null) return undefined;
  const category = db.contact.categories.get(id as number);
  if (!category) return { category: `Invalid pk "${String(id)}" - object does not exist.` };
  return activeOnly && !category.is_active ? { category: 'This category is not accepting inquiries.' } : undefined;
};

/** `assigned_to` must be a staff user. */
const assigneeErrors = (db: MockDatabase, id: unknown): Record<string, string> | undefined => {
  if (id === undefined || id === null) return undefined;
  const user = db.accounts.users.get(id as number);
  if (!user) return { assigned_to: `Invalid pk "${String(id)}" - object does not exist.` };
  return STAFF_USER_TYPES.includes(user.user_type)
    ? undefined
    : { assigned_to: 'Inquiries can only be assigned to staff members.' };
};

function presentCategory(db: MockDatabase, row: ContactCategory): ContactCategory {
  return {
    ...row,
    inquiry_count: db.contact.inquiries.count((inquiry) => inquiry.category === row.id),
    faq_count: db.contact.faqs.count((faq) => faq.category === row.id),
  };
}

const presentFaq = (db: MockDatabase, row: Faq): Faq => ({
  ...row,
  category_name: row.category ? (db.contact.categories.get(row.category)?.name ?? null) : null,
});

/** Moving to `resolved` stamps `resolved_at`; going back to open clears it. */
function resolutionStamp(
  row: InquiryRow | undefined,
  status: InquiryRow['status'] | undefined,
  stamp: string,
): Partial<InquiryRow> {
  if (!status || status === row?.status) return {};
  if (status === 'resolved') return { status, resolved_at: stamp };
  if (status === 'closed') return { status, resolved_at: row?.resolved_at ?? stamp };
  return { status, resolved_at: null };
}

function summary(db: MockDatabase, row: InquiryRow): InquirySummary {
  return {
    id: row.id,
    reference_number: row.reference_number,
    name: row.name,
    subject: row.subject,
    category_name: row.category ? (db.contact.categories.get(row.category)?.name ?? null) : null,
    status: row.status,
    priority: row.priority,
    created_at: row.created_at,
  };
}

function publicHandlers(): HttpHandler[] {
  return [
    publicRoute('getContactPublicInfo', ({ db }) => {
      const settings = contactSettingsOf(db);
      const locations = db.contact.info
        .filter((row) => row.is_active)
        .sort(
          (a, b) => Number(b.is_primary) - Number(a.is_primary) || (a.display_order ?? 0) - (b.display_order ?? 0) || a.id - b.id,
        );
      return json<ContactPublicInfo>({
        primary: locations.find((row) => row.is_primary) ?? null,
        locations,
        categories: db.contact.categories
          .filter((row) => row.is_active)
          .sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0) || a.name.localeCompare(b.name))
          .map((row) => presentCategory(db, row)),
        social_links: settings?.social_links ?? {},
        response_time_hours: settings?.response_time_hours ?? 24,
        business_hours: settings?.business_hours ?? null,
      });
    }),
    publicRoute('submitContactForm', async (context) => {
      const { db } = context;
      const settings = contactSettingsOf(db);
      const limited = throttle(context, `contact:submit:${clientKey(context)}`, settings?.max_submissions_per_hour ?? 10, HOUR);
      if (limited) return limited;
      const input = await context.body<ContactSubmitRequest>();
      if (input instanceof Response) return input;
      const errors = { ...categoryErrors(db, input.category, true) };
      if (input.name.trim() === '') errors.name = 'This field may not be blank.';
      if (input.message.trim().length < 10) errors.message = 'Ensure this field has at least 10 characters.';
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      const stamp = nowIso();
      const id = db.contact.inquiries.nextId();
      const row = db.contact.inquiries.insert({
        reference_number: referenceNumber(id, stamp),
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        phone: input.phone?.trim() || null,
        category: input.category ?? null,
        subject: input.subject.trim(),
        message: input.message.trim(),
        status: 'new',
        priority: settings?.default_priority ?? 'medium',
        source: 'website',
        assigned_to: settings?.default_assignee ?? null,
        resolved_at: null,
        created_at: stamp,
        updated_at: stamp,
        client: clientKey(context),
      });
      const hours = settings?.response_time_hours ?? 24;
      return json<ContactSubmitResult>(
        {
          success: true,
          message: `Thank you for contacting us. We have received your message and will reply within ${hours} hours. Your reference number is ${row.reference_number}.`,
          inquiry_id: row.id,
          reference_number: row.reference_number,
        },
        201,
      );
    }),
    publicRoute('listContactCategories', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const manager = isRole(context.user, MANAGEMENT);
      const rows = context.db.contact.categories
        .filter((row) => manager || row.is_active)
        .map((row) => presentCategory(context.db, row));
      return json(
        listPage(context, rows, {
          search: ['name', 'description'],
          ordering: 'display_order,name',
          ignore: manager ? [] : ['is_active'],
        }),
      );
    }),
    publicRoute('getContactCategory', (context) => {
      const row = context.db.contact.categories.get(context.id());
      if (!row || (!row.is_active && !isRole(context.user, MANAGEMENT))) return notFound();
      return json<ContactCategory>(presentCategory(context.db, row));
    }),
    publicRoute('listFaqs', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const staff = isRole(context.user, STAFF);
      const rows = context.db.contact.faqs.filter((row) => staff || row.is_published).map((row) => presentFaq(context.db, row));
      return json(
        listPage(context, rows, {
          search: ['question', 'answer', 'category_name'],
          ordering: 'display_order,id',
          ignore: staff ? [] : ['is_published'],
        }),
      );
    }),
    publicRoute('getFaq', (context) => {
      const row = context.db.contact.faqs.get(context.id());
      if (!row || (!row.is_published && !isRole(context.user, STAFF))) return notFound();
      const viewed = context.db.contact.faqs.update(row.id, { view_count: (row.view_count ?? 0) + 1 }) ?? row;
      return json<Faq>(presentFaq(context.db, viewed));
    }),
    publicRoute('voteFaq', async (context) => {
      const { db } = context;
      const client = clientKey(context);
      const limited = throttle(context, `contact:faq-vote:${client}`, FAQ_VOTES_PER_MINUTE, 60_000);
      if (limited) return limited;
      const faq = db.contact.faqs.get(context.id());
      if (!faq || (!faq.is_published && !isRole(context.user, STAFF))) return notFound();
      const input = await context.body<FaqVoteRequest>();
      if (input instanceof Response) return input;
      const earlier = db.contact.faqVotes.find((vote) => vote.faq === faq.id && vote.client === client);
      let { helpful_count: helpful, not_helpful_count: notHelpful } = faq;
      if (earlier?.vote_type !== input.vote_type) {
        if (earlier?.vote_type === 'helpful') helpful = Math.max(0, helpful - 1);
        if (earlier?.vote_type === 'not_helpful') notHelpful = Math.max(0, notHelpful - 1);
        if (input.vote_type === 'helpful') helpful++;
        else notHelpful++;
        if (earlier) db.contact.faqVotes.update(earlier.id, { vote_type: input.vote_type, created_at: nowIso() });
        else db.contact.faqVotes.insert({ faq: faq.id, client, vote_type: input.vote_type, created_at: nowIso() });
        db.contact.faqs.update(faq.id, { helpful_count: helpful, not_helpful_count: notHelpful });
      }
      return json<FaqVoteResult>({
        success: true,
        message: earlier ? 'Your feedback has been updated. Thank you!' : 'Thank you for your feedback!',
        helpful_count: helpful,
        not_helpful_count: notHelpful,
      });
    }),
    publicRoute('listContactInfo', (context) => {
      const invalid = queryErrors(context);
      if (invalid) return invalid;
      const manager = isRole(context.user, MANAGEMENT);
      const rows = context.db.contact.info.filter((row) => manager || row.is_active);
      return json(listPage(context, rows, { ordering: '-is_primary,display_order,id', ignore: manager ? [] : ['is_active'] }));
    }),
    publicRoute('getContactInfo', (context) => {
      const row = context.db.contact.info.get(context.id());
      return row && (row.is_active || isRole(context.user, MANAGEMENT)) ? json<ContactInfo>(row) : notFound();
    }),
  ];
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

function inquiryHandlers(): HttpHandler[] {
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

function contactDashboard(db: MockDatabase, userId: number): ContactDashboard {
  const inquiries = db.contact.inquiries.all();
  const open = inquiries.filter((row) => row.status === 'new' || row.status === 'in_progress');
  const weekAgo = isoDateTime(new Date(Date.now() - 7 * 86_400_000));
  return {
    total_inquiries: inquiries.length,
    new_inquiries: inquiries.filter((row) => row.status === 'new').length,
    open_inquiries: open.length,
    assigned_to_me: open.filter((row) => row.assigned_to === userId).length,
    urgent_inquiries: open.filter((row) => row.priority === 'urgent').length,
    resolved_this_week: inquiries.filter((row) => row.status === 'resolved' && (row.resolved_at ?? '') >= weekAgo).length,
    total_faqs: db.contact.faqs.size,
    total_categories: db.contact.categories.size,
    recent_inquiries: [...inquiries]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, 10)
      .map((row) => summary(db, row)),
  };
}

function contactStats(db: MockDatabase): ContactStats {
  const inquiries = db.contact.inquiries.all();
  const count = (predicate: (row: InquiryRow) => boolean): number => inquiries.filter(predicate).length;
  const now = new Date();
  const thisMonth = `${nowIso().slice(0, 7)}-01`;
  const lastMonth = isoDateTime(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))).slice(0, 10);
  const categories = new Map<number | null, number>();
  for (const row of inquiries) categories.set(row.category ?? null, (categories.get(row.category ?? null) ?? 0) + 1);
  const responseHours = inquiries.flatMap((row) => {
    const first = presentInquiry(db, row).first_response_at;
    return first ? [(Date.parse(first) - Date.parse(row.created_at)) / 3_600_000] : [];
  });
  const faqs = db.contact.faqs.all();
  return {
    total_inquiries: inquiries.length,
    inquiries_this_month: count((row) => row.created_at >= thisMonth),
    inquiries_last_month: count((row) => row.created_at >= lastMonth && row.created_at < thisMonth),
    by_status: {
      new: count((row) => row.status === 'new'),
      in_progress: count((row) => row.status === 'in_progress'),
      resolved: count((row) => row.status === 'resolved'),
      closed: count((row) => row.status === 'closed'),
    },
    by_priority: {
      low: count((row) => row.priority === 'low'),
      medium: count((row) => row.priority === 'medium'),
      high: count((row) => row.priority === 'high'),
      urgent: count((row) => row.priority === 'urgent'),
    },
    by_category: [...categories.entries()]
      .map(([id, total]) => ({
        category_id: id,
        category_name: id ? (db.contact.categories.get(id)?.name ?? 'Deleted category') : 'Uncategorised',
        count: total,
      }))
      .sort((a, b) => b.count - a.count),
    average_response_time_hours:
      responseHours.length > 0 ? Math.round((responseHours.reduce((a, b) => a + b, 0) / responseHours.length) * 100) / 100 : null,
    resolution_rate:
      inquiries.length > 0
        ? Math.round((count((row) => row.status === 'resolved' || row.status === 'closed') / inquiries.length) * 10_000) / 100
        : 0,
    total_faqs: faqs.length,
    faq_helpful_votes: faqs.reduce((total, row) => total + row.helpful_count, 0),
    faq_not_helpful_votes: faqs.reduce((total, row) => total + row.not_helpful_count, 0),
  };
}

function managementHandlers(): HttpHandler[] {
  return [
    route('getContactDashboard', ({ db, user }) => json<ContactDashboard>(contactDashboard(db, user.id)), { roles: STAFF }),
    route('getContactStats', ({ db }) => json<ContactStats>(contactStats(db)), { roles: STAFF }),
    route(
      'getContactSettings',
      ({ db }) => {
        const row = contactSettingsOf(db);
        if (!row) return notFound();
        return json<ContactSettings>(omitKeys(row, ['id']));
      },
      { roles: MANAGEMENT },
    ),
    route(
      'updateContactSettings',
      async (context) => {
        const input = await context.body<ContactSettingsRequest>();
        if (input instanceof Response) return input;
        const invalid = assigneeErrors(context.db, input.default_assignee);
        if (invalid) return fieldErrors({ default_assignee: invalid.assigned_to ?? 'Invalid value.' });
        const existing = contactSettingsOf(context.db);
        const stored = existing
          ? context.db.contact.settings.update(existing.id, { ...input, updated_at: nowIso() })
          : context.db.contact.settings.insert({ ...input, updated_at: nowIso() });
        if (!stored) return detail(500, 'The settings could not be stored.');
        return json<ContactSettings>(omitKeys(stored, ['id']));
      },
      { roles: MANAGEMENT },
    ),
    ...crudHandlers<ContactCategory>({
      table: (db) => db.contact.categories,
      schema: 'ContactCategory',
      operations: {
        create: 'createContactCategory',
        update: 'updateContactCategory',
        partialUpdate: 'partialUpdateContactCategory',
        delete: 'deleteContactCategory',
      },
      validate: (input, existing, { db }) =>
        typeof input.name === 'string' &&
        db.contact.categories.find(
          (row) => row.name.toLowerCase() === String(input.name).trim().toLowerCase() && row.id !== existing?.id,
        )
          ? { name: 'contact category with this name already exists.' }
          : undefined,
      derive: (row, { db }) => presentCategory(db, row),
      beforeDelete: (row, { db }) => {
        for (const inquiry of db.contact.inquiries.filter((candidate) => candidate.category === row.id))
          db.contact.inquiries.update(inquiry.id, { category: null });
        for (const faq of db.contact.faqs.filter((candidate) => candidate.category === row.id))
          db.contact.faqs.update(faq.id, { category: null, category_name: null });
        return undefined;
      },
    }),
    ...crudHandlers<Faq>({
      table: (db) => db.contact.faqs,
      schema: 'Faq',
      operations: { create: 'createFaq', update: 'updateFaq', partialUpdate: 'partialUpdateFaq', delete: 'deleteFaq' },
      writeRoles: STAFF,
      relations: CATEGORY,
      onCreate: () => ({ helpful_count: 0, not_helpful_count: 0, view_count: 0 }),
      derive: (row, { db }) => presentFaq(db, row),
      beforeDelete: (row, { db }) => {
        db.contact.faqVotes.removeWhere((vote) => vote.faq === row.id);
        return undefined;
      },
    }),
    ...crudHandlers<ContactInfo>({
      table: (db) => db.contact.info,
      schema: 'ContactInfo',
      operations: {
        create: 'createContactInfo',
        update: 'updateContactInfo',
        partialUpdate: 'partialUpdateContactInfo',
        delete: 'deleteContactInfo',
      },
      afterWrite: (row, { db }) => {
        if (!row.is_primary) return;
        for (const other of db.contact.info.filter((candidate) => candidate.id !== row.id && candidate.is_primary))
          db.contact.info.update(other.id, { is_primary: false });
      },
    }),
  ];
}

export function contactHandlers(): HttpHandler[] {
  registerRelationTarget('contactCategories', { table: (db) => db.contact.categories });
  return [...publicHandlers(), ...inquiryHandlers(), ...managementHandlers()];
}

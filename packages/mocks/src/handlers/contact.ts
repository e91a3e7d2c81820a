/**
 * The contact group, gathered: the public pages (contact-public) and inquiries for staff
 * (contact-inquiries) live beside this module, which adds contact details, categories, FAQs, the
 * dashboard, statistics and settings; contact-shared holds the request helpers the public groups
 * share (query checks, raw JSON answers).
 */
import type {
  ContactCategory,
  ContactDashboard,
  ContactInfo,
  ContactSettings,
  ContactSettingsRequest,
  ContactStats,
  Faq,
  InquirySummary,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { contactSettingsOf, presentInquiry, type InquiryRow } from '../db/contact';
import type { MockDatabase } from '../db/database';
import { omitKeys } from '../db/newsletter';
import { isoDateTime, nowIso } from '../db/time';
import { crudHandlers, MANAGEMENT, STAFF } from '../kit/crud';
import { registerRelationTarget, type RelationOverrides } from '../kit/relations';
import { detail, fieldErrors, json, notFound } from '../kit/respond';
import { route } from '../kit/route';
import { assigneeErrors, presentFaq, presentCategory } from './contact-shared';
import { publicHandlers } from './contact-public';
import { inquiryHandlers } from './contact-inquiries';

const CATEGORY: RelationOverrides = { category: 'contactCategories' };

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

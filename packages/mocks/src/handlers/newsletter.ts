/**
 * The newsletter group, gathered: the public signup flow (newsletter-signup), campaigns
 * (newsletter-campaigns) and subscribers (newsletter-subscribers) live beside this module, which
 * adds templates, categories, settings and the dashboard figures.
 */
import type {
  NewsletterCategory,
  NewsletterDashboardStats,
  NewsletterSettings,
  NewsletterSettingsRequest,
  NewsletterTemplate,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import type { MockDatabase } from '../db/database';
import { newsletterStatistics, omitKeys, presentNewsletter, settleNewsletters } from '../db/newsletter';
import { nowIso } from '../db/time';
import { crudHandlers, MANAGEMENT, STAFF } from '../kit/crud';
import { registerRelationTarget } from '../kit/relations';
import { fieldErrors, json, notFound } from '../kit/respond';
import { route } from '../kit/route';
import { presentSubscribers } from './newsletter-shared';
import { publicSignupHandlers } from './newsletter-signup';
import { campaignHandlers } from './newsletter-campaigns';
import { subscriberHandlers } from './newsletter-subscribers';

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

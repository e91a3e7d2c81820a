/** Newsletter subscribers: CRUD, CSV import and export, bulk actions. */
import { parseCsv } from '@ujuzi/domain';
import type {
  NewsletterFrequency,
  NewsletterSubscriber,
  NewsletterSubscriberBulkDeleteRequest,
  NewsletterSubscriberBulkResult,
  NewsletterSubscriberBulkStatusRequest,
  NewsletterSubscriberImportResult,
  NewsletterSubscriberRequest,
  NewsletterSubscriberStatus,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { isValid } from '../contract/check';
import { findUserByEmail } from '../db/accounts';
import type { MockDatabase } from '../db/database';
import { type SubscriberRow, presentSubscriber, subscriberFigures, normaliseEmail, newToken } from '../db/newsletter';
import { nowIso } from '../db/time';
import { STAFF, MANAGEMENT } from '../kit/crud';
import { listPage, applyOrdering, applySearch, applyFilters } from '../kit/list';
import { fieldErrors, json, created, notFound, noContent, file } from '../kit/respond';
import { type AuthedContext, route } from '../kit/route';
import { withRow } from '../kit/row-lookup';
import { queryErrors } from './contact-shared';
import { categoryErrors, settingsOf, presentSubscribers } from './newsletter-shared';

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

export function subscriberHandlers(): HttpHandler[] {
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

/** What the contact handler modules share, and the other public groups reuse: client identity, throttling, query checks, raw JSON answers, roles, category and assignee checks, categories and FAQs as answered. */
import type { ContactCategory, ErrorBody, Faq, UserType } from '@ujuzi/api';
import type { BodyRecord, PublicContext } from '../kit/route';
import { fieldErrors, json } from '../kit/respond';
import { parameters } from '../contract/spec';
import { checkSchema } from '../contract/check';
import { STAFF_USER_TYPES } from '../db/accounts';
import type { MockDatabase } from '../db/database';

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

export const isRole = (user: { user_type: UserType } | undefined, roles: readonly UserType[]): boolean =>
  !!user && roles.includes(user.user_type);
export const categoryErrors = (db: MockDatabase, id: unknown, activeOnly = false): Record<string, string> | undefined => {
  if (id === undefined || id === null) return undefined;
  const category = db.contact.categories.get(id as number);
  if (!category) return { category: `Invalid pk "${String(id)}" - object does not exist.` };
  return activeOnly && !category.is_active ? { category: 'This category is not accepting inquiries.' } : undefined;
};

/** `assigned_to` must be a staff user. */
export const assigneeErrors = (db: MockDatabase, id: unknown): Record<string, string> | undefined => {
  if (id === undefined || id === null) return undefined;
  const user = db.accounts.users.get(id as number);
  if (!user) return { assigned_to: `Invalid pk "${String(id)}" - object does not exist.` };
  return STAFF_USER_TYPES.includes(user.user_type)
    ? undefined
    : { assigned_to: 'Inquiries can only be assigned to staff members.' };
};

export function presentCategory(db: MockDatabase, row: ContactCategory): ContactCategory {
  return {
    ...row,
    inquiry_count: db.contact.inquiries.count((inquiry) => inquiry.category === row.id),
    faq_count: db.contact.faqs.count((faq) => faq.category === row.id),
  };
}

export const presentFaq = (db: MockDatabase, row: Faq): Faq => ({
  ...row,
  category_name: row.category ? (db.contact.categories.get(row.category)?.name ?? null) : null,
});

/** The JSON body as sent, before validation (the request is cloned, so `context.body()` still works). */
export async function rawJson(request: Request): Promise<BodyRecord | undefined> {
  try {
    const parsed: unknown = JSON.parse((await request.clone().text()) || '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as BodyRecord) : undefined;
  } catch {
    return undefined;
  }
}

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

/**
 * Relations by id. Requests send ids (`student: 17`, `subjects: [3, 4]`); answers show what the
 * spec asks for in the same field: the id, a summary object (`UserSummary`, `SubjectSummary`) or a
 * list of them, plus a `<field>_name` label when the schema has one. One registry of field names →
 * tables checks that ids exist and builds those shapes for every generic handler.
 */
import { resolveSchema, type JsonSchema } from '../contract/spec';
import { fullName, userSummary, type UserRecord } from '../db/accounts';
import type { MockDatabase } from '../db/database';
import type { Row, Table } from '../db/table';

export interface RelationTarget {
  table(db: MockDatabase): Table<Row>;
  /** The text of a `<field>_name` label. */
  label(row: Row): string;
  /** The object an answer embeds when the schema wants one (for example a UserSummary). */
  summary?(row: Row): unknown;
}

const named = (row: Row): string => {
  const record = row as Row & { name?: unknown; title?: unknown; display_name?: unknown };
  return String(record.display_name ?? record.name ?? record.title ?? `#${row.id}`);
};

const targets: Record<string, RelationTarget> = {
  users: {
    table: (db) => db.accounts.users,
    label: (row) => fullName(row as UserRecord),
    summary: (row) => userSummary(row as UserRecord),
  },
};

const fields: Record<string, string> = {};

/** Declares a table others point at by id. */
export function registerRelationTarget(
  name: string,
  target: Omit<RelationTarget, 'label'> & Partial<Pick<RelationTarget, 'label'>>,
): void {
  targets[name] = { label: named, ...target };
}

/** Declares which target request fields of these names point at. */
export function registerRelationFields(target: string, names: readonly string[]): void {
  for (const name of names) fields[name] = target;
}

registerRelationFields('users', [
  'student',
  'students',
  'teacher',
  'teachers',
  'class_teacher',
  'parent',
  'applicant',
  'owner',
  'recipient',
  'sender',
  'author',
  'organizer',
  'created_by',
  'graded_by',
  'marked_by',
  'reviewed_by',
  'verified_by',
  'approved_by',
  'recorded_by',
  'issued_by',
  'received_by',
  'head_of_department',
  'assigned_to',
  'updated_by',
  'user',
  'instructor',
]);

/** Per-entity exceptions: a field that points elsewhere (`{ parent: 'messages' }`) or nowhere (`null`). */
export type RelationOverrides = Record<string, string | null>;

export const relationTargetFor = (field: string, overrides: RelationOverrides = {}): RelationTarget | undefined => {
  const name = field in overrides ? overrides[field] : fields[field];
  return name ? targets[name] : undefined;
};

const ids = (value: unknown): number[] | undefined => {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) return value as number[];
  return undefined;
};

/** DRF's answer for ids that do not exist, by field. */
export function relationErrors(
  db: MockDatabase,
  body: Record<string, unknown>,
  overrides?: RelationOverrides,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    const target = relationTargetFor(field, overrides);
    const wanted = ids(value);
    if (!target || !wanted) continue;
    const table = target.table(db);
    const missing = wanted.filter((id) => !table.get(id));
    if (missing.length > 0) errors[field] = missing.map((id) => `Invalid pk "${id}" - object does not exist.`);
  }
  return errors;
}

/** The non-null branch of a nullable schema (`oneOf: [X, null]`). */
function valueSchema(schema: JsonSchema): JsonSchema {
  const resolved = resolveSchema(schema);
  // The spec writes read-only relations as `allOf: [{ $ref: UserSummary }]` (to add readOnly).
  const only = resolved.allOf?.length === 1 && !resolved.properties ? resolved.allOf[0] : undefined;
  if (only) return valueSchema(only);
  const union = resolved.oneOf ?? resolved.anyOf;
  if (!union) return resolved;
  const branch = union.find((part) => resolveSchema(part).type !== 'null');
  return branch ? resolveSchema(branch) : resolved;
}

const wantsObject = (schema: JsonSchema): boolean => {
  const resolved = valueSchema(schema);
  return resolved.type === 'object' || resolved.properties !== undefined;
};

/**
 * Turns the relation fields of `row` into the shapes of `schema`: ids, summaries or lists of them,
 * and `<field>_name` labels. Works on request ids and on stored summaries alike, so it also
 * refreshes names that changed since the row was written.
 */
export function applyRelations<T extends object>(db: MockDatabase, schema: JsonSchema, row: T, overrides?: RelationOverrides): T {
  const properties = resolveSchema(schema).properties ?? {};
  const record = row as Record<string, unknown>;
  const result: Record<string, unknown> = { ...record };
  for (const [field, property] of Object.entries(properties)) {
    const target = relationTargetFor(field, overrides);
    const value = record[field];
    if (!target || value === undefined || value === null) continue;
    const single = (item: unknown): number | undefined =>
      typeof item === 'number'
        ? item
        : item !== null && typeof item === 'object' && typeof (item as Row).id === 'number'
          ? (item as Row).id
          : undefined;
    const table = target.table(db);
    const shape = valueSchema(property);
    if (shape.type === 'array' && Array.isArray(value)) {
      const itemSchema = shape.items ?? {};
      const idsOf = value.map(single).filter((id): id is number => id !== undefined);
      if (wantsObject(itemSchema) && target.summary) {
        result[field] = idsOf.flatMap((id) => {
          const related = table.get(id);
          return related ? [target.summary?.(related)] : [];
        });
      } else if (!wantsObject(itemSchema)) result[field] = idsOf;
      continue;
    }
    const id = single(value);
    if (id === undefined) continue;
    const related = table.get(id);
    if (wantsObject(property) && target.summary && related) result[field] = target.summary(related);
    else if (!wantsObject(property)) result[field] = id;
    const labelField = `${field}_name`;
    if (labelField in properties && related) result[labelField] = target.label(related);
  }
  return result as T;
}

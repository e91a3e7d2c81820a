/**
 * Generic stateful CRUD for one table: list (filters, search, ordering, pages), create, get, update
 * (PUT), partial update (PATCH) and delete, each bound to its operationId. Writes validate the body
 * against the request schema, check related ids, build summaries and labels, stamp the times and
 * pass the row through the response schema, so every answer is contract-true.
 */
import type { UserType } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { conform } from '../contract/conform';
import { componentSchema, type JsonSchema } from '../contract/spec';
import type { MockDatabase } from '../db/database';
import type { Row, Table } from '../db/table';
import { nowIso } from '../db/time';
import { listPage, type ListOptions } from './list';
import { applyRelations, relationErrors, type RelationOverrides } from './relations';
import { created, fieldErrors, json, noContent, notFound } from './respond';
import { publicRoute, route, type AuthedContext, type BodyRecord, type PublicContext, type Resolver } from './route';

export const MANAGEMENT: readonly UserType[] = ['super_admin', 'admin'];
export const STAFF: readonly UserType[] = ['super_admin', 'admin', 'teacher'];
export const FINANCE: readonly UserType[] = ['super_admin', 'admin', 'accountant'];

export interface CrudOperations {
  list?: string;
  create?: string;
  get?: string;
  update?: string;
  partialUpdate?: string;
  delete?: string;
}

export interface CrudConfig<T extends Row> extends Pick<ListOptions<T, AuthedContext>, 'search' | 'ordering' | 'filters'> {
  table: (db: MockDatabase) => Table<T>;
  /** The response schema's component name (`Exam`). */
  schema: string;
  operations: CrudOperations;
  /** Who may list and read (any signed-in user when left out). */
  readRoles?: readonly UserType[];
  /** Who may create, update and delete (management when left out). */
  writeRoles?: readonly UserType[];
  /** The rows a user may see (all when left out): a student only their own, for example. */
  visible?: (row: T, context: AuthedContext) => boolean;
  /** Fields whose relation differs from the shared registry. */
  relations?: RelationOverrides;
  /** More checks on a write; field errors to answer 400 with. */
  validate?: (input: BodyRecord, existing: T | undefined, context: AuthedContext) => FieldErrorMap | undefined;
  /** Fields a create sets itself (`{ created_by: user.id }`), merged over the request body. */
  onCreate?: (context: AuthedContext, input: BodyRecord) => BodyRecord;
  /** Derived fields (totals, balances, counts), recomputed on every write and read. */
  derive?: (row: T, context: AuthedContext) => T;
  /** A refusal of the whole write before anything is checked or stored (a 403 for a role's limit). */
  beforeWrite?: (input: BodyRecord, existing: T | undefined, context: AuthedContext) => Response | undefined;
  /** Runs after a row is written (to keep other tables in step); `input` is the validated body. */
  afterWrite?: (row: T, context: AuthedContext, input: BodyRecord) => void;
  /** What a delete must leave alone or refuse: answer field errors (400) or a Response. */
  beforeDelete?: (row: T, context: AuthedContext) => Response | undefined;
}

/** Field errors by field; undefined entries are ignored. */
export type FieldErrorMap = Partial<Record<string, string | string[]>>;

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'item';

/** A slug unique in a table: `python-basics`, `python-basics-2`, … */
export function uniqueSlug<T extends Row & { slug?: unknown }>(table: Table<T>, text: string, exceptId?: number): string {
  const base = slugify(text);
  let candidate = base;
  for (let suffix = 2; table.find((row) => row.slug === candidate && row.id !== exceptId); suffix++)
    candidate = `${base}-${suffix}`;
  return candidate;
}

/** Builds the stored row for a write: request fields over the existing row, relations, times, slug, schema. */
export function buildRow<T extends Row>(
  config: Pick<CrudConfig<T>, 'table' | 'schema' | 'relations' | 'derive'>,
  context: AuthedContext,
  input: BodyRecord,
  existing?: T,
  /** Fields the server sets (read-only ones included), over the request's. */
  system: BodyRecord = {},
): T {
  const schema: JsonSchema = componentSchema(config.schema);
  const properties = schema.properties ?? {};
  const table = config.table(context.db);
  const now = nowIso();
  const fields = Object.fromEntries(
    Object.entries(input).filter(([key]) => key in properties && !properties[key]?.readOnly && key !== 'id'),
  );
  const own = Object.fromEntries(Object.entries(system).filter(([key]) => key in properties));
  let row: Record<string, unknown> = { ...(existing ?? {}), ...fields, ...own, id: existing?.id ?? table.nextId() };
  if ('created_at' in properties)
    row.created_at = existing ? ((existing as Row & { created_at?: string }).created_at ?? now) : now;
  if ('updated_at' in properties) row.updated_at = now;
  if ('slug' in properties && (typeof input.slug !== 'string' || input.slug === '')) {
    const source = row.title ?? row.name ?? row.slug;
    if (!existing || input.title !== undefined || input.name !== undefined)
      row.slug = uniqueSlug(table as Table<Row & { slug?: unknown }>, String(source ?? 'item'), existing?.id);
  }
  row = applyRelations(context.db, schema, row, config.relations);
  let typed = conform<T>(schema, row, { now: new Date() });
  if (config.derive) typed = conform<T>(schema, config.derive(typed, context));
  return typed;
}

export const definedErrors = (errors: FieldErrorMap): Record<string, string | string[]> =>
  Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined));

/** The handlers for one table; only the operations named in `config.operations` get one. */
export function crudHandlers<T extends Row>(config: CrudConfig<T>): HttpHandler[] {
  const schema = componentSchema(config.schema);
  const present = (row: T, context: AuthedContext): T => {
    const related = applyRelations(context.db, schema, row, config.relations);
    return config.derive ? config.derive(related, context) : related;
  };
  const write = async (context: AuthedContext, existing?: T): Promise<Response> => {
    const input = await context.body();
    if (input instanceof Response) return input;
    const refusal = config.beforeWrite?.(input, existing, context);
    if (refusal) return refusal;
    const errors = definedErrors({
      ...relationErrors(context.db, input, config.relations),
      ...(config.validate?.(input, existing, context) ?? {}),
    });
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const row = buildRow(config, context, input, existing, existing ? {} : config.onCreate?.(context, input));
    const table = config.table(context.db);
    const stored = existing ? (table.update(existing.id, row) ?? row) : table.insert(row);
    config.afterWrite?.(stored, context, input);
    // afterWrite may have changed the row (a receipt number, a default): answer what is stored now.
    const final = table.get(stored.id) ?? stored;
    return existing ? json(present(final, context)) : created(present(final, context));
  };

  return tableRoutes<T>({
    table: config.table,
    operations: config.operations,
    readRoles: config.readRoles,
    writeRoles: config.writeRoles ?? MANAGEMENT,
    visible: config.visible,
    present,
    list: config,
    write,
    beforeDelete: config.beforeDelete,
  });
}

/**
 * The routes of a table's CRUD, with the write left to the caller: list (visible rows, presented, one
 * DRF page), get, create, update and partial update (404 for a row the caller may not see), delete
 * (after `beforeDelete`, 204). crudHandlers() builds on it; hand-written resources with their own
 * write rules use it directly.
 */
export interface TableRoutesConfig<T extends Row, C extends PublicContext = AuthedContext, P = T> {
  table: (db: MockDatabase) => Table<T>;
  operations: CrudOperations;
  /** Reads (list, get) answer without a token too; `visible` and `present` then get a PublicContext. */
  publicReads?: boolean;
  /** Who may list and read (any signed-in user when left out; ignored with publicReads). */
  readRoles?: readonly UserType[];
  /** Who may create, update and delete (any signed-in user when left out). */
  writeRoles?: readonly UserType[];
  /** The rows a caller may see (all when left out); the others answer 404. */
  visible?: (row: T, context: C) => boolean;
  /** The answer for a row (the row itself when left out). */
  present?: (row: T, context: C) => P;
  /** Search, ordering and filters of the list, over the stored rows. */
  list?: ListOptions<T, C>;
  /** Or over the presented rows (their summaries and labels), instead of `list`. */
  listPresented?: ListOptions<P, C>;
  /** A check of the list's query before anything is read (an invalid choice answers 400). */
  checkList?: (context: C) => Response | undefined;
  /** Create (no existing row) or update: validation, storing and the answer. */
  write: (context: AuthedContext, existing?: T) => Response | Promise<Response>;
  /** The answer instead of the delete (a refusal, or a soft delete), or undefined to delete; cascades go here too. */
  beforeDelete?: (row: T, context: AuthedContext) => Response | undefined;
}

export function tableRoutes<T extends Row, C extends PublicContext = AuthedContext, P = T>(
  config: TableRoutesConfig<T, C, P>,
): HttpHandler[] {
  const { operations, writeRoles } = config;
  const present = (row: T, context: C): P | T => (config.present ? config.present(row, context) : row);
  const find = (context: C): T | undefined => {
    const row = config.table(context.db).get(context.id());
    return row && (!config.visible || config.visible(row, context)) ? row : undefined;
  };
  // C is PublicContext with publicReads and AuthedContext otherwise; an AuthedContext is a C either way.
  const readRoute = (operationId: string, resolver: Resolver<C>): HttpHandler =>
    config.publicReads
      ? publicRoute(operationId, resolver as Resolver<PublicContext>)
      : route(operationId, resolver as Resolver<AuthedContext>, { roles: config.readRoles });
  const findForWrite = (context: AuthedContext): T | undefined => find(context as PublicContext as C);

  const handlers: HttpHandler[] = [];
  if (operations.list) {
    handlers.push(
      readRoute(operations.list, (context) => {
        const problem = config.checkList?.(context);
        if (problem) return problem;
        const rows = config.table(context.db).filter((row) => !config.visible || config.visible(row, context));
        const { present: presentRow, listPresented } = config;
        if (presentRow && listPresented)
          return json(
            listPage(
              context,
              rows.map((row) => presentRow(row, context)),
              listPresented,
            ),
          );
        const page = listPage(context, rows, config.list);
        return json({ ...page, results: page.results.map((row) => present(row, context)) });
      }),
    );
  }
  if (operations.get) {
    handlers.push(
      readRoute(operations.get, (context) => {
        const row = find(context);
        return row ? json(present(row, context)) : notFound();
      }),
    );
  }
  if (operations.create) handlers.push(route(operations.create, (context) => config.write(context), { roles: writeRoles }));
  for (const operationId of [operations.update, operations.partialUpdate]) {
    if (!operationId) continue;
    handlers.push(
      route(
        operationId,
        (context) => {
          const existing = findForWrite(context);
          return existing ? config.write(context, existing) : notFound();
        },
        { roles: writeRoles },
      ),
    );
  }
  if (operations.delete) {
    handlers.push(
      route(
        operations.delete,
        (context) => {
          const existing = findForWrite(context);
          if (!existing) return notFound();
          const refusal = config.beforeDelete?.(existing, context);
          if (refusal) return refusal;
          config.table(context.db).remove(existing.id);
          return noContent();
        },
        { roles: writeRoles },
      ),
    );
  }
  return handlers;
}

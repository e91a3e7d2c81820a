/** What the accounts-records modules share: the record CRUD (recordRoutes) and its refusals, user-type checks and time stamps. */
import type { UserType } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import type { AuthedContext, BodyRecord } from '../kit/route';
import { fieldErrors, json, created } from '../kit/respond';
import { relationErrors } from '../kit/relations';
import type { ListOptions } from '../kit/list';
import { type FieldErrorMap, tableRoutes, definedErrors } from '../kit/crud';
import { nowIso } from '../db/time';
import type { Row, Table } from '../db/table';
import type { MockDatabase } from '../db/database';
import type { UserRecord } from '../db/accounts';

export const isManagement = (user: UserRecord): boolean => user.user_type === 'super_admin' || user.user_type === 'admin';

/** Errors when an id does not name a user of the expected type. */
export function userTypeError(db: MockDatabase, id: unknown, type: UserType, field: string): FieldErrorMap {
  if (typeof id !== 'number') return {};
  const user = db.accounts.users.get(id);
  return user && user.user_type !== type ? { [field]: `The user is not a ${type}.` } : {};
}

interface RecordRoutes<T extends Row, A> {
  table: (db: MockDatabase) => Table<T>;
  present: (db: MockDatabase, row: T) => A;
  visible: (row: T, context: AuthedContext) => boolean;
  list?: ListOptions<A, AuthedContext>;
  /** Who may change a row they can see (management by default). */
  mayWrite?: (row: T, context: AuthedContext) => boolean;
  /** Builds the row to store from a validated body, or refuses with field errors. */
  write: (input: BodyRecord, existing: T | undefined, context: AuthedContext) => Omit<T, 'id'> | Refusal;
  operations: { list: string; create: string; get: string; update: string; partialUpdate: string; delete: string };
  writeRoles?: readonly UserType[];
}

/** A write refused with DRF field errors. */
class Refusal {
  constructor(readonly errors: FieldErrorMap) {}
}

export const refuse = (errors: FieldErrorMap): Refusal => new Refusal(errors);

/** The CRUD of rows that keep users by id and are presented on read (lists filter the presented rows). */
export function recordRoutes<T extends Row & { created_at?: string }, A>(config: RecordRoutes<T, A>): HttpHandler[] {
  const mayWrite = (row: T, context: AuthedContext): boolean =>
    config.mayWrite ? config.mayWrite(row, context) : isManagement(context.user);
  return tableRoutes<T, AuthedContext, A>({
    table: config.table,
    operations: config.operations,
    writeRoles: config.writeRoles,
    visible: config.visible,
    present: (row, context) => config.present(context.db, row),
    listPresented: { ordering: '-created_at', ...config.list },
    write: async (context, existing) => {
      if (existing && !mayWrite(existing, context)) return context.deny();
      const body = await context.body();
      if (body instanceof Response) return body;
      const related = relationErrors(context.db, body);
      if (Object.keys(related).length > 0) return fieldErrors(related);
      const built = config.write(body, existing, context);
      if (built instanceof Refusal) return fieldErrors(definedErrors(built.errors));
      const table = config.table(context.db);
      const stored = existing
        ? (table.update(existing.id, built as Partial<T>) ?? existing)
        : table.insert(built as Omit<T, 'id'> & { id?: number });
      return existing ? json(config.present(context.db, stored)) : created(config.present(context.db, stored));
    },
    beforeDelete: (row, context) => (mayWrite(row, context) ? undefined : context.deny()),
  });
}

export const stamps = (existing: { created_at?: string } | undefined) => {
  const now = nowIso();
  return { created_at: existing?.created_at ?? now, updated_at: now };
};

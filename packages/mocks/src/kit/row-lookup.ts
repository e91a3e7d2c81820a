/** Finding the record a path names, and answering 404 without it (any handler may use these). */
import type { MockDatabase } from '../db/database';
import type { Row, Table } from '../db/table';
import { notFound } from './respond';
import type { PublicContext, Resolver } from './route';

/** The row of a table named by the `id` path parameter (undefined when there is none). */
export const rowById =
  <T extends Row>(table: (db: MockDatabase) => Table<T>) =>
  (context: PublicContext): T | undefined =>
    table(context.db).get(context.id());

/** A resolver that answers 404 when `find` finds nothing, and otherwise hands the row to `answer`. */
export const withRow =
  <C extends PublicContext, T>(
    find: (context: NoInfer<C>) => T | undefined,
    answer: (context: C, row: T) => Response | Promise<Response>,
  ): Resolver<C> =>
  (context) => {
    const row = find(context);
    return row ? answer(context, row) : notFound();
  };

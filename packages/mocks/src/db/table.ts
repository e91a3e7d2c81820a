/** One table of the mock database: rows by id in insertion order, with the next id to hand out. */

export interface Row {
  id: number;
}

export interface TableSnapshot<T> {
  rows: T[];
  nextId: number;
}

export class Table<T extends Row> {
  private readonly rows = new Map<number, T>();
  private next = 1;
  /** Called after every write (the database schedules its persistence through it). */
  onWrite: () => void = () => undefined;

  constructor(rows: readonly T[] = []) {
    for (const row of rows) this.put(row);
  }

  get size(): number {
    return this.rows.size;
  }

  /** The id the next inserted row gets. */
  nextId(): number {
    return this.next;
  }

  all(): T[] {
    return [...this.rows.values()];
  }

  get(id: number | string | undefined | null): T | undefined {
    return id === undefined || id === null ? undefined : this.rows.get(Number(id));
  }

  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }

  some(predicate: (row: T) => boolean): boolean {
    return this.find(predicate) !== undefined;
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  count(predicate?: (row: T) => boolean): number {
    if (!predicate) return this.rows.size;
    let count = 0;
    for (const row of this.rows.values()) if (predicate(row)) count++;
    return count;
  }

  /** Adds a row; without an id it gets the next one. */
  insert(row: Omit<T, 'id'> & { id?: number }): T {
    // The id goes first, as DRF writes it.
    const { id, ...fields } = row;
    const stored = { id: id ?? this.next, ...fields } as unknown as T;
    this.put(stored);
    this.onWrite();
    return stored;
  }

  /** Merges a patch into a row and answers the new row (undefined when there is no such row). */
  update(id: number, patch: Partial<T> | ((row: T) => Partial<T>)): T | undefined {
    const row = this.rows.get(id);
    if (!row) return undefined;
    const next = { ...row, ...(typeof patch === 'function' ? patch(row) : patch), id } as T;
    this.rows.set(id, next);
    this.onWrite();
    return next;
  }

  /** Removes a row; true when it existed. */
  remove(id: number): boolean {
    const removed = this.rows.delete(id);
    if (removed) this.onWrite();
    return removed;
  }

  /** Removes every row the predicate selects and answers how many. */
  removeWhere(predicate: (row: T) => boolean): number {
    let removed = 0;
    for (const row of [...this.rows.values()]) if (predicate(row) && this.rows.delete(row.id)) removed++;
    if (removed > 0) this.onWrite();
    return removed;
  }

  snapshot(): TableSnapshot<T> {
    return { rows: this.all(), nextId: this.next };
  }

  restore(snapshot: TableSnapshot<T>): void {
    this.rows.clear();
    for (const row of snapshot.rows) this.rows.set(row.id, row);
    this.next = Math.max(snapshot.nextId, ...snapshot.rows.map((row) => row.id + 1), 1);
  }

  private put(row: T): void {
    this.rows.set(row.id, row);
    if (row.id >= this.next) this.next = row.id + 1;
  }
}

/** A domain's tables by name. */
export type Tables = Record<string, Table<Row>>;

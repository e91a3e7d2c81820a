/** Small helpers for shaping stored rows into answers. */

/** The object without the given keys (stored-only fields left out of an answer). */
export function omit<T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const dropped = new Set<PropertyKey>(keys);
  return Object.fromEntries(Object.entries(row).filter(([key]) => !dropped.has(key))) as Omit<T, K>;
}

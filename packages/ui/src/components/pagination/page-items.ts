/** Which page numbers a pagination bar shows, with ellipses for the gaps. */

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Number of pages for `total` items, never less than 1. */
export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * First and last page, the current page with `siblings` on each side, and an ellipsis for each gap of
 * two or more pages (a gap of one shows the page itself). The length stays constant: 2 × siblings + 5.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);
  const current = Math.min(Math.max(1, page), pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const showStart = left > 3;
  const showEnd = right < pageCount - 2;
  if (!showStart) return [...range(1, slots - 2), 'ellipsis-end', pageCount];
  if (!showEnd) return [1, 'ellipsis-start', ...range(pageCount - (slots - 3), pageCount)];
  return [1, 'ellipsis-start', ...range(left, right), 'ellipsis-end', pageCount];
}

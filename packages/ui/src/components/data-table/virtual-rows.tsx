/**
 * The body rows of a virtualised DataTable: only the rows in view (plus a margin) are drawn, with
 * spacer rows for the rest. TanStack Virtual (~9 KB gzipped) travels in this chunk, loaded with the
 * first long table, so screens with short pages do not carry it.
 */
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';
import type { DataTableVirtualization } from './data-table';

export interface VirtualRowsProps {
  /** The scrolling box around the table. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** How many rows the table has. */
  count: number;
  options: DataTableVirtualization;
  /** Columns across (the spacer rows span them). */
  columnCount: number;
  /** Draws row `index`, handing `measure` to its <tr> so its real height is used. */
  renderRow: (index: number, measure: (element: Element | null) => void) => ReactNode;
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return height > 0 ? (
    <tr aria-hidden="true">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  ) : null;
}

export default function VirtualRows({ scrollRef, count, options, columnCount, renderRow }: VirtualRowsProps) {
  // TanStack Virtual returns a mutable instance whose methods read live scroll state: this component
  // must not be auto-memoised (React Compiler), and re-renders on each scroll event.
  'use no memo';
  const estimate = options.rowHeight ?? 49;
  // eslint-disable-next-line react-hooks/incompatible-library -- the warning says the compiler skips this component, which 'use no memo' asks for.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    // A hidden table (an inactive tab) measures its rows as 0 px, which would make every row "visible"
    // and draw them all; keep the estimate until a row has a real height.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimate,
    overscan: options.overscan ?? 8,
    initialRect: { width: 0, height: options.height },
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      <Spacer height={paddingTop} columnCount={columnCount} />
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      <Spacer height={paddingBottom} columnCount={columnCount} />
    </>
  );
}

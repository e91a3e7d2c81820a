/**
 * A small report of what a bulk action did (bulk enroll's result per learner, course import's bad
 * rows): ui's SimpleTable with a caption, column headers and one row per entry, inside a scroll area
 * keyboard users can reach on narrow screens.
 */
import { Box } from '@chakra-ui/react';
import { SimpleTable } from '@ujuzi/ui';
import type { Key, ReactNode } from 'react';

export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface ReportTableProps<Row> {
  /** Names the scroll area for screen readers ("Enrollment results"). */
  label: string;
  caption: string;
  /** Shown above the table as its title; otherwise read by screen readers only. */
  showCaption?: boolean;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
}

export function ReportTable<Row>({ label, caption, showCaption = false, columns, rows, rowKey }: ReportTableProps<Row>) {
  return (
    <Box overflowX="auto" tabIndex={0} aria-label={label}>
      <SimpleTable.Root size="sm">
        {showCaption ? (
          <SimpleTable.Caption textAlign="start" fontWeight="semibold" captionSide="top" mb="2">
            {caption}
          </SimpleTable.Caption>
        ) : (
          <SimpleTable.Caption srOnly>{caption}</SimpleTable.Caption>
        )}
        <SimpleTable.Header>
          <SimpleTable.Row>
            {columns.map((column) => (
              <SimpleTable.ColumnHeader key={column.header}>{column.header}</SimpleTable.ColumnHeader>
            ))}
          </SimpleTable.Row>
        </SimpleTable.Header>
        <SimpleTable.Body>
          {rows.map((row, index) => (
            <SimpleTable.Row key={rowKey(row, index)}>
              {columns.map((column) => (
                <SimpleTable.Cell key={column.header}>{column.cell(row)}</SimpleTable.Cell>
              ))}
            </SimpleTable.Row>
          ))}
        </SimpleTable.Body>
      </SimpleTable.Root>
    </Box>
  );
}

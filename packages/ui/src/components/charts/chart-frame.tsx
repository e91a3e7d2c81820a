/**
 * What every chart shares: a figure with its title, the drawing, and the same data as a table:
 * visually hidden for screen readers, or shown to everyone with "Show as table".
 */
import { Box, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState, type ReactNode } from 'react';
import { registerRecipes } from '../../theme/register-recipes';
import { Button } from '../button';
import { Link } from '../link';
import type { ChartTableData } from './chart-data';

registerRecipes({ slotRecipes: { table: tableSlotRecipe } });

interface ChartFrameProps {
  /** The chart's title; also the data table's caption. */
  title: string;
  /** Shows the title above the chart (it stays in the figure's caption for screen readers either way). */
  showTitle: boolean;
  /** A sentence under the title. */
  description?: string;
  /** The data, for the table. */
  table: ChartTableData;
  /** The drawing (it carries its own name and summary). */
  children: ReactNode;
}

function DataTable({ title, table, shown }: { title: string; table: ChartTableData; shown: boolean }) {
  return (
    <Table.Root size="sm" variant="line" width="full">
      <Table.Caption captionSide="top" textAlign="start" srOnly={!shown}>
        {title}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{table.categoryHeader}</Table.ColumnHeader>
          {table.valueHeaders.map((header) => (
            <Table.ColumnHeader key={header} scope="col" textAlign="end">
              {header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {table.rows.map((row) => (
          <Table.Row key={row.category}>
            <Table.Cell as="th" scope="row" fontWeight="normal">
              {row.href ? (
                // Hidden links stay out of the tab order: keyboard users open the table to follow them.
                <Link href={row.href} variant="plain" tabIndex={shown ? undefined : -1}>
                  {row.category}
                </Link>
              ) : (
                row.category
              )}
            </Table.Cell>
            {row.values.map((value, index) => (
              <Table.Cell key={index} textAlign="end" fontVariantNumeric="tabular-nums">
                {value}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
      {table.footer ? (
        <Table.Footer>
          <Table.Row>
            <Table.Cell as="th" scope="row">
              {table.footer.category}
            </Table.Cell>
            {table.footer.values.map((value, index) => (
              <Table.Cell key={index} textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {value}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      ) : null}
    </Table.Root>
  );
}

export function ChartFrame({ title, showTitle, description, table, children }: ChartFrameProps) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const titleId = useId();
  return (
    <Stack as="figure" aria-labelledby={titleId} gap="3" width="full" m="0" minW="0">
      <Box as="figcaption">
        {showTitle ? (
          <Text id={titleId} fontWeight="semibold" textStyle="md">
            {title}
          </Text>
        ) : (
          <VisuallyHidden id={titleId}>{title}</VisuallyHidden>
        )}
        {description ? (
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        ) : null}
      </Box>
      {children}
      <HStack justify="flex-end">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${tableShown ? 'Hide table' : 'Show as table'}: ${title}`}
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? 'Hide table' : 'Show as table'}
        </Button>
      </HStack>
      <Box id={tableId} overflowX="auto">
        {tableShown ? (
          <DataTable title={title} table={table} shown />
        ) : (
          <VisuallyHidden>
            <DataTable title={title} table={table} shown={false} />
          </VisuallyHidden>
        )}
      </Box>
    </Stack>
  );
}

/** What every chart shares: a figure with a title, a legend and the data as a visually hidden table. */
import { Box, HStack, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ChartTableData {
  /** The header of the first column (the categories), e.g. 'Month'. */
  categoryHeader: string;
  /** Headers of the value columns. */
  valueHeaders: string[];
  /** One row per category: its name and formatted values. */
  rows: { category: string; values: string[] }[];
}

export interface LegendItem {
  /** The series' or part's name. */
  label: string;
  /** Its colour token. */
  color: string;
  /** A line's dash pattern, or 'swatch' for a filled square (bars, donut parts). */
  dash?: string;
  /** Extra text after the label (a donut's value). */
  detail?: string;
}

interface ChartFrameProps {
  /** The chart's title; also the data table's caption. */
  title: string;
  /** Shows the title above the chart. */
  showTitle: boolean;
  /** A sentence under the title. */
  description?: string;
  /** The legend's entries; one series without details shows none. */
  legend: LegendItem[];
  /** The data, for the visually hidden table. */
  table: ChartTableData;
  /** The SVG drawing. */
  children: ReactNode;
}

/** A line or swatch in the legend, matching the series' colour and dash pattern. */
function LegendKey({ color, dash }: { color: string; dash?: string }) {
  return (
    <chakra.svg width="20px" height="10px" viewBox="0 0 20 10" flexShrink="0" aria-hidden="true">
      {dash === 'swatch' ? (
        <chakra.rect x="5" y="0" width="10" height="10" rx="2" fill={color} />
      ) : (
        <chakra.line x1="0" y1="5" x2="20" y2="5" stroke={color} strokeWidth="3" strokeDasharray={dash} />
      )}
    </chakra.svg>
  );
}

/**
 * The SVG (role="img", named by the title) is for sighted users; screen readers also get the data as
 * a table, so the legend and tick labels are hidden from them to avoid reading everything twice.
 */
export function ChartFrame({ title, showTitle, description, legend, table, children }: ChartFrameProps) {
  return (
    <Stack as="figure" gap="3" width="full" m="0">
      {showTitle || description ? (
        <Box as="figcaption">
          {showTitle ? (
            <Text fontWeight="semibold" textStyle="md">
              {title}
            </Text>
          ) : null}
          {description ? (
            <Text color="fg.muted" textStyle="sm">
              {description}
            </Text>
          ) : null}
        </Box>
      ) : null}
      {children}
      {legend.length > 1 || legend.some((item) => item.detail) ? (
        <HStack as="ul" aria-hidden="true" listStyle="none" gap="4" wrap="wrap" textStyle="sm" color="fg.muted">
          {legend.map((item) => (
            <HStack as="li" key={item.label} gap="2">
              <LegendKey color={item.color} dash={item.dash} />
              <span>{item.label}</span>
              {item.detail ? (
                <Text as="span" color="fg" fontWeight="medium">
                  {item.detail}
                </Text>
              ) : null}
            </HStack>
          ))}
        </HStack>
      ) : null}
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{table.categoryHeader}</th>
              {table.valueHeaders.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.category}>
                <th scope="row">{row.category}</th>
                {row.values.map((value, index) => (
                  <td key={index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}

/**
 * One-line columns for the common cells of a list: the entity's name as a link to its screen, a status
 * badge, a date, a KES amount, a person, a count. `const column = columnsOf<Invoice>();` binds the row
 * type once; each helper takes the field (the column's id, its ordering when the contract orders by it:
 * ListPage then makes it sortable) and the header.
 *
 *   column.link('invoice_number', 'Invoice', (row) => links.invoice(row.id)),
 *   column.status('status', 'Status', INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES),
 *   column.money('balance_due', 'Balance'),
 *   column.date('due_date', 'Due'),
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatDateTime, formatMoney } from '@ujuzi/domain';
import { Avatar, Badge, Link, RelativeTime, type BadgeTone, type DataTableColumn } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { EntityLink } from '../shared/entity-link';

/** What any column helper accepts beside its field and header. */
export type ColumnOptions = Partial<
  Pick<DataTableColumn<unknown>, 'sortable' | 'width' | 'align' | 'hideHeader' | 'isRowHeader' | 'defaultHidden' | 'hideable'>
>;

type Field<Row> = keyof Row & string;

/** A person as a cell shows them: name, optional picture, and their screen when there is one. */
export interface PersonCell {
  name: string;
  avatar?: string | null;
  href?: string | null;
}

const NONE = <Text color="fg.muted">—</Text>;
const blank = (value: unknown) => value === null || value === undefined || value === '';

export function columnsOf<Row>() {
  const make = (id: string, header: string, cell: (row: Row) => ReactNode, options?: ColumnOptions): DataTableColumn<Row> => ({
    id,
    header,
    cell,
    ...options,
  });
  const read = (row: Row, field: string) => (row as Record<string, unknown>)[field];
  return {
    /** Any cell: the field's value as text, or what `render` returns. */
    text: (field: Field<Row> | (string & {}), header: string, render?: (row: Row) => ReactNode, options?: ColumnOptions) =>
      make(field, header, render ?? ((row) => (blank(read(row, field)) ? NONE : String(read(row, field)))), options),
    /**
     * The row's name linking to its screen: the row header. `href` null shows the name as text; `sub`
     * adds a muted second line (a course under an invoice number, an answer under a question).
     */
    link: (
      field: Field<Row> | (string & {}),
      header: string,
      href: (row: Row) => string | null,
      label?: (row: Row) => ReactNode,
      options?: ColumnOptions & { sub?: (row: Row) => ReactNode },
    ) => {
      const { sub, ...rest } = options ?? {};
      return make(
        field,
        header,
        (row) => {
          const text = label ? label(row) : String(read(row, field) ?? '');
          const target = href(row);
          const name = target ? <Link href={target}>{text}</Link> : text;
          const second = sub?.(row);
          if (second === undefined || second === null || second === '') return name;
          return (
            <Stack gap="0.5" minW="12rem" maxW="28rem">
              <span>{name}</span>
              <Text as="span" textStyle="xs" color="fg.muted" lineClamp="2">
                {second}
              </Text>
            </Stack>
          );
        },
        { isRowHeader: true, ...rest },
      );
    },
    /** Another entity named in the row, linked where the viewer may open its screen. */
    entity: (
      field: Field<Row> | (string & {}),
      header: string,
      entity: (row: Row) => { name: ReactNode; href: string | null } | null,
      options?: ColumnOptions,
    ) =>
      make(
        field,
        header,
        (row) => {
          const found = entity(row);
          if (!found) return NONE;
          return found.href ? <EntityLink href={found.href}>{found.name}</EntityLink> : found.name;
        },
        options,
      ),
    /** A status as a badge, with the labels and tones from domain. */
    status: <V extends string>(
      field: Field<Row> | (string & {}),
      header: string,
      labels: Readonly<Record<V, string>>,
      tones?: Readonly<Partial<Record<V, BadgeTone>>>,
      options?: ColumnOptions,
    ) =>
      make(
        field,
        header,
        (row) => {
          const value = read(row, field) as V | null | undefined;
          if (blank(value)) return NONE;
          return <Badge tone={tones?.[value as V] ?? 'neutral'}>{labels[value as V] ?? String(value)}</Badge>;
        },
        options,
      ),
    /** A yes/no field as a badge ('Published' / 'Draft'). */
    flag: (field: Field<Row> | (string & {}), header: string, yes: string, no: string, options?: ColumnOptions) =>
      make(
        field,
        header,
        (row) => (read(row, field) ? <Badge tone="success">{yes}</Badge> : <Badge tone="neutral">{no}</Badge>),
        options,
      ),
    /** A date ('12 Mar 2026'), with the time (`time`), or relative to now (`relative`: '3 days ago'). */
    date: (
      field: Field<Row> | (string & {}),
      header: string,
      options?: ColumnOptions & { time?: boolean; relative?: boolean },
    ) => {
      const { time, relative, ...rest } = options ?? {};
      return make(
        field,
        header,
        (row) => {
          const value = read(row, field) as string | null | undefined;
          if (blank(value)) return NONE;
          if (relative) return <RelativeTime value={value as string} />;
          return (
            <Text as="span" whiteSpace="nowrap">
              {time ? formatDateTime(value as string) : formatDate(value as string)}
            </Text>
          );
        },
        rest,
      );
    },
    /** An amount in KES (or the row's currency), right-aligned. */
    money: (
      field: Field<Row> | (string & {}),
      header: string,
      options?: ColumnOptions & { currency?: (row: Row) => string | undefined },
    ) => {
      const { currency, ...rest } = options ?? {};
      return make(
        field,
        header,
        (row) => {
          const value = read(row, field) as string | number | null | undefined;
          return blank(value) ? (
            NONE
          ) : (
            <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {formatMoney(value, currency?.(row))}
            </Text>
          );
        },
        { align: 'end', ...rest },
      );
    },
    /** A number, right-aligned in tabular figures. */
    count: (field: Field<Row> | (string & {}), header: string, options?: ColumnOptions) =>
      make(
        field,
        header,
        (row) => {
          const value = read(row, field) as number | null | undefined;
          return blank(value) ? (
            NONE
          ) : (
            <Text as="span" fontVariantNumeric="tabular-nums">
              {Number(value).toLocaleString('en-KE')}
            </Text>
          );
        },
        { align: 'end', ...options },
      ),
    /** A person with their picture, linked to their screen where the viewer may open it. */
    person: (
      field: Field<Row> | (string & {}),
      header: string,
      person: (row: Row) => PersonCell | null,
      options?: ColumnOptions,
    ) =>
      make(
        field,
        header,
        (row) => {
          const found = person(row);
          if (!found) return NONE;
          return (
            <HStack gap="2" minW="10rem">
              <Avatar name={found.name} src={found.avatar ?? undefined} size="xs" decorative />
              {found.href ? <EntityLink href={found.href}>{found.name}</EntityLink> : <Text as="span">{found.name}</Text>}
            </HStack>
          );
        },
        options,
      ),
    /** The row's actions (buttons, a menu): right-aligned, header hidden. */
    actions: (render: (row: Row) => ReactNode, header = 'Actions') =>
      make('actions', header, render, { align: 'end', hideHeader: true, hideable: false }),
  };
}

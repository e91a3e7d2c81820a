/**
 * /dashboard/finance/fee-collection (finance staff): for one term, what was billed (expected, net of
 * bursaries, waived fees aside), what has come in and what is outstanding — as figures, a chart per fee
 * structure (its table too, each name linking to the balances of that fee) — and the outstanding
 * balances by learner, where a payment taken at the desk or seen on the bank statement is recorded.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { StudentFee } from '@ujuzi/api';
import { useListAcademicTerms, useListStudentFees } from '@ujuzi/api/hooks';
import { listStudentFeesList } from '@ujuzi/api/list-params';
import { formatMoney } from '@ujuzi/domain';
import { Button, Select } from '@ujuzi/ui';
import { useLocation } from 'react-router-dom';
import {
  EntityLink,
  ListPage,
  QueryState,
  columnsOf,
  lazyFormDialog,
  lazyPart,
  useCrud,
  useList,
  type ListFilter,
  links,
} from '../../infra/kit';
import { FEE_STATUS_LABELS, FEE_STATUS_TONES, FinanceHeader } from '../shared';
import { collectionFigures, net } from './fee-figures';

// Only balances are listed here: paid and waived fees owe nothing.
const OWING_STATUSES = listStudentFeesList.filters.status.values.filter((status) => status !== 'paid' && status !== 'waived');
const column = columnsOf<StudentFee>();

const learnerName = (fee: StudentFee): string => fee.student.get_full_name || fee.student.username;
const RecordPaymentDialog = lazyFormDialog(() => import('./record-payment-form').then((module) => module.RecordPaymentForm), {
  noun: 'payment',
  title: (fee: StudentFee | null) => (fee ? `Record a payment from ${learnerName(fee)}` : ''),
  description: 'A receipt is issued at once.',
  size: 'md',
  height: '22rem',
});

// The term's figures and chart arrive in a chunk of their own (the chart is the heavy part of the screen).
const FeeSummary = lazyPart(() => import('./fee-summary').then((module) => module.FeeSummary), '14rem');

export function FeeCollectionPage() {
  const location = useLocation();
  const list = useList(listStudentFeesList);
  const terms = useListAcademicTerms({ page_size: 100, ordering: '-start_date' });
  const termList = terms.data?.results ?? [];
  const term = list.state.filters.academic_term ?? termList.find((candidate) => candidate.is_current)?.id ?? termList[0]?.id;
  const crud = useCrud<StudentFee>({ noun: 'payment', name: learnerName, form: RecordPaymentDialog });
  const query = useListStudentFees(
    { ...list.params, academic_term: term, has_balance: true },
    { query: { ...list.options.query, enabled: term !== undefined } },
  );

  /** This page with some filters changed (the page number reset). */
  const hrefWith = (changes: Record<string, string>): string => {
    const search = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) search.set(name, value);
    search.delete('page');
    return `${links.feeCollection()}?${search.toString()}`;
  };

  const structures = collectionFigures(query.data?.results ?? []).structures;
  const filters: ListFilter<typeof listStudentFeesList.filters>[] = [
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any balance',
      options: OWING_STATUSES.map((value) => ({ value, label: FEE_STATUS_LABELS[value] })),
    },
  ];
  if (list.state.filters.fee_structure !== undefined)
    filters.push({
      type: 'select',
      name: 'fee_structure',
      label: 'Fee',
      placeholder: 'Every fee',
      options: structures.map((row) => ({ value: String(row.id), label: row.name })),
    });

  const columns = [
    column.link(
      'student',
      'Learner',
      () => null,
      (row) => <EntityLink href={links.student(row.student.id)}>{learnerName(row)}</EntityLink>,
      {
        sub: (row) => (
          <EntityLink href={hrefWith({ fee_structure: String(row.fee_structure) })} variant="muted">
            {row.fee_structure_name ?? `Fee ${row.fee_structure}`}
          </EntityLink>
        ),
      },
    ),
    column.text('billed', 'Billed', (row) => formatMoney(net(row), row.currency), { align: 'end', defaultHidden: true }),
    column.money('amount_paid', 'Paid', { currency: (row) => row.currency }),
    column.text('balance', 'Balance', (row) => <Text fontWeight="semibold">{formatMoney(row.balance, row.currency)}</Text>, {
      align: 'end',
    }),
    column.date('due_date', 'Due'),
    column.status('status', 'Status', FEE_STATUS_LABELS, FEE_STATUS_TONES),
    column.actions((row) => (
      <Button
        size="sm"
        variant="outline"
        onClick={() => crud.edit(row)}
        onPointerEnter={RecordPaymentDialog.preload}
        onFocus={RecordPaymentDialog.preload}
        aria-label={`Record a payment from ${learnerName(row)}`}
      >
        Record
      </Button>
    )),
  ];

  return (
    <>
      <ListPage
        header={
          <Stack gap="5">
            <FinanceHeader
              title="Fee collection"
              current={links.feeCollection()}
              description="What each term’s fees should bring in, what has come in, and who still owes."
              actions={
                termList.length > 0 ? (
                  <Select
                    label="Term"
                    options={termList.map((candidate) => ({
                      value: String(candidate.id),
                      label: `${candidate.name} ${candidate.academic_year_name ?? ''}`.trim(),
                    }))}
                    value={term === undefined ? '' : String(term)}
                    onChange={(value) => list.setFilter('academic_term', value ? Number(value) : undefined)}
                  />
                ) : null
              }
            />
            <QueryState query={terms} noun="the terms">
              {() => <FeeSummary term={term} hrefWith={hrefWith} />}
            </QueryState>
            <Text as="h2" textStyle="lg" fontWeight="semibold">
              Outstanding balances
            </Text>
          </Stack>
        }
        list={list}
        query={query}
        label="Outstanding balances"
        noun={{ one: 'balance', many: 'balances' }}
        columns={columns}
        getRowLabel={learnerName}
        search={{ label: 'Search balances', placeholder: 'Learner or fee' }}
        filters={filters}
        empty={{
          title: 'Nothing outstanding',
          description: 'Every fee billed this term is paid or waived.',
        }}
      />
      <RecordPaymentDialog {...crud.dialog} />
    </>
  );
}

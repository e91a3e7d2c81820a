/**
 * /dashboard/finance/invoices: the course-payment invoices the viewer may see — a learner their own, a
 * parent each child's, finance staff everyone's — with status, total, balance and due date, filtered by
 * status and the date issued, searched, all in the URL. Each invoice opens its page; the learner links to
 * their student page (for staff who may open it) and the course to its enrollment.
 */
import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { PaymentInvoice } from '@ujuzi/api';
import { useListPaymentInvoices } from '@ujuzi/api/hooks';
import { formatDate, formatMoney, isFinance } from '@ujuzi/domain';
import { Badge, Button, ButtonLink, type DataTableColumn, Dialog, Link } from '@ujuzi/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { EntityLink, ListPage, lazyPart, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { FinanceHeader, INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, keysOf } from '../shared';

const NewInvoiceForm = lazyPart(() => import('./new-invoice-form').then((module) => module.NewInvoiceForm), '18rem');

export const INVOICE_LIST_SPEC = {
  filters: {
    status: { kind: 'enum', values: keysOf(INVOICE_STATUS_LABELS) },
    date_from: { kind: 'date' },
    date_to: { kind: 'date' },
  },
  orderings: ['issue_date', 'due_date', 'total_amount', 'balance_due'],
  defaultOrdering: '-issue_date',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const COLUMNS: readonly DataTableColumn<PaymentInvoice>[] = [
  {
    id: 'invoice_number',
    header: 'Invoice',
    isRowHeader: true,
    cell: (row) => (
      <Stack gap="0" minW="10rem" maxW="15rem">
        <Link href={links.invoice(row.id)}>{row.invoice_number}</Link>
        {row.course && row.enrollment ? (
          <Link href={links.enrollment(row.enrollment)} variant="muted">
            {row.course.title}
          </Link>
        ) : row.course ? (
          <Text color="fg.muted">{row.course.title}</Text>
        ) : null}
      </Stack>
    ),
  },
  {
    id: 'learner',
    header: 'Learner',
    cell: (row) => <EntityLink href={links.student(row.user.id)}>{row.user.get_full_name || row.user.username}</EntityLink>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={INVOICE_STATUS_TONES[row.status]}>{INVOICE_STATUS_LABELS[row.status]}</Badge>,
  },
  {
    id: 'total_amount',
    header: 'Amount',
    align: 'end',
    sortable: true,
    cell: (row) => formatMoney(row.total_amount, row.currency),
  },
  {
    id: 'balance_due',
    header: 'Balance',
    align: 'end',
    sortable: true,
    cell: (row) => formatMoney(row.balance_due, row.currency),
  },
  { id: 'due_date', header: 'Due', sortable: true, cell: (row) => formatDate(row.due_date) },
];

const FILTERS: readonly ListFilter<typeof INVOICE_LIST_SPEC.filters>[] = [
  {
    type: 'select',
    name: 'status',
    label: 'Status',
    placeholder: 'Any status',
    options: INVOICE_LIST_SPEC.filters.status.values.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] })),
  },
  { type: 'date', name: 'date_from', label: 'Issued from' },
  { type: 'date', name: 'date_to', label: 'Issued until' },
];

export function InvoicesPage() {
  const { user } = useSession();
  const staff = isFinance(user);
  const parent = user?.user_type === 'parent';
  const list = useListState(INVOICE_LIST_SPEC);
  const query = useListPaymentInvoices(list.params, { query: { placeholderData: keepPreviousData } });
  const [creating, setCreating] = useState(false);
  const newInvoice = staff ? (
    <Button onClick={() => setCreating(true)} onPointerEnter={NewInvoiceForm.preload} onFocus={NewInvoiceForm.preload}>
      <Plus aria-hidden="true" /> New invoice
    </Button>
  ) : null;
  return (
    <>
      <ListPage
        header={
          <FinanceHeader
            title="Invoices"
            current={links.invoices()}
            actions={newInvoice}
            description={
              staff
                ? 'Every course invoice, with what is paid and what is still owed.'
                : parent
                  ? 'Your children’s course invoices, with what is paid and what is still owed.'
                  : 'Your course invoices, with what is paid and what is still owed.'
            }
          />
        }
        list={list}
        query={query}
        label="Invoices"
        noun={{ one: 'invoice', many: 'invoices' }}
        columns={staff || parent ? COLUMNS : COLUMNS.filter((column) => column.id !== 'learner')}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.invoice_number}
        search={{ label: 'Search invoices', placeholder: staff ? 'Invoice number, learner, course' : 'Invoice number, course' }}
        filters={FILTERS}
        empty={{
          title: 'No invoices yet',
          description: staff
            ? 'Invoice what a learner still owes on an enrollment.'
            : 'An invoice shows here when a course you enroll in has a fee to pay.',
          action: newInvoice ?? <ButtonLink href={links.enrollments()}>My enrollments</ButtonLink>,
        }}
      />
      <Dialog
        open={creating}
        onOpenChange={setCreating}
        title="New invoice"
        description="Invoice what a learner still owes on an enrollment."
      >
        {creating ? <NewInvoiceForm onDone={() => setCreating(false)} /> : null}
      </Dialog>
    </>
  );
}

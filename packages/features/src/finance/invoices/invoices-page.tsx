/**
 * /dashboard/finance/invoices: the course-payment invoices the viewer may see — a learner their own, a
 * parent each child's, finance staff everyone's — with status, total, balance and due date, filtered by
 * status and the date issued, searched, all in the URL. Each invoice opens its page; the learner links to
 * their student page (for staff who may open it) and the course to its enrollment.
 */
import type { PaymentInvoice } from '@ujuzi/api';
import { useListPaymentInvoices } from '@ujuzi/api/hooks';
import { listPaymentInvoicesList } from '@ujuzi/api/list-params';
import { isFinance } from '@ujuzi/domain';
import { ButtonLink, Link } from '@ujuzi/ui';
import { ListPage, columnsOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { FinanceHeader, INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES } from '../shared';

const InvoiceDialog = lazyFormDialog(() => import('./new-invoice-form').then((module) => module.NewInvoiceForm), {
  noun: 'invoice',
  description: 'Invoice what a learner still owes on an enrollment.',
  size: 'md',
  height: '18rem',
});
const column = columnsOf<PaymentInvoice>();
const COLUMNS = [
  column.link('invoice_number', 'Invoice', (row) => links.invoice(row.id), undefined, {
    sub: (row) =>
      row.course && row.enrollment ? (
        <Link href={links.enrollment(row.enrollment)} variant="muted">
          {row.course.title}
        </Link>
      ) : (
        row.course?.title
      ),
  }),
  column.entity('learner', 'Learner', (row) => ({
    name: row.user.get_full_name || row.user.username,
    href: links.student(row.user.id),
  })),
  column.status('status', 'Status', INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES),
  column.money('total_amount', 'Amount', { currency: (row) => row.currency }),
  column.money('balance_due', 'Balance', { currency: (row) => row.currency }),
  column.date('due_date', 'Due'),
];

export function InvoicesPage() {
  const { user } = useSession();
  const staff = isFinance(user);
  const parent = user?.user_type === 'parent';
  const list = useList(listPaymentInvoicesList);
  const query = useListPaymentInvoices(...list.request);
  const crud = useCrud<PaymentInvoice>({ noun: 'invoice', name: (row) => row.invoice_number, form: InvoiceDialog });
  const newInvoice = staff ? crud.createButton('New invoice') : null;
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
        getRowLabel={(row) => row.invoice_number}
        search={{ label: 'Search invoices', placeholder: staff ? 'Invoice number, learner, course' : 'Invoice number, course' }}
        filters={[
          { type: 'enum', name: 'status', label: 'Status', labels: INVOICE_STATUS_LABELS },
          { type: 'date', name: 'date_from', label: 'Issued from' },
          { type: 'date', name: 'date_to', label: 'Issued until' },
        ]}
        empty={{
          title: 'No invoices yet',
          description: staff
            ? 'Invoice what a learner still owes on an enrollment.'
            : 'An invoice shows here when a course you enroll in has a fee to pay.',
          action: newInvoice ?? <ButtonLink href={links.enrollments()}>My enrollments</ButtonLink>,
        }}
      />
      <InvoiceDialog {...crud.dialog} />
    </>
  );
}

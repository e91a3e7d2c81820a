/**
 * /dashboard/finance/invoices/:slug (the invoice's id): an invoice worth printing — who is billed, for
 * which course, its lines and totals, the payments made against it (each linked to its receipt) and the
 * balance — with Print and the PDF. The learner or their parent pays the balance through the enrollment's
 * own payment flow; finance staff remind the learner of the balance, send a draft and void an unpaid invoice.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { PaymentInvoice, PaymentInvoiceStatus } from '@ujuzi/api';
import {
  getGetPaymentInvoiceQueryKey,
  getListPaymentInvoicesQueryKey,
  useGetPaymentInvoice,
  useListPayments,
  usePartialUpdatePaymentInvoice,
  useSendEnrollmentPaymentReminder,
} from '@ujuzi/api/hooks';
import { getPaymentInvoicePath } from '@ujuzi/api/path-params';
import { formatDate, formatDateTime, formatMoney, isFinance, GATEWAY_LABELS } from '@ujuzi/domain';
import { Badge, Button, ButtonLink, Card, ErrorState, Link, SimpleTable, SkeletonText } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import {
  ActionButton,
  DetailPage,
  EntityLink,
  ExportButton,
  errorMessage,
  useEntityAction,
  links,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { FinanceHeader, INVOICES_CRUMB, INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES } from '../shared';
import { useSiteInfo } from '../../infra/shell/site-info';

const learnerName = (invoice: PaymentInvoice): string => invoice.user.get_full_name || invoice.user.username;

/** Paid and void invoices cannot change (the contract answers 400). */
const VOIDABLE: readonly PaymentInvoiceStatus[] = ['draft', 'issued', 'partially_paid', 'overdue'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" align="flex-start" gap="4" py="2" borderBottomWidth="1px">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" textAlign="end" overflowWrap="anywhere">
        {children}
      </Box>
    </HStack>
  );
}

function Lines({ invoice }: { invoice: PaymentInvoice }) {
  const money = (value: string | undefined) => formatMoney(value ?? '0', invoice.currency);
  const totals: [string, string | undefined][] = [
    ['Subtotal', invoice.subtotal],
    ...(Number(invoice.discount_amount ?? 0) > 0 ? [['Discount', `-${invoice.discount_amount}`] as [string, string]] : []),
    ...(Number(invoice.tax_amount ?? 0) > 0 ? [['Tax', invoice.tax_amount] as [string, string | undefined]] : []),
    ['Total', invoice.total_amount],
    ['Paid', invoice.amount_paid],
    ['Balance due', invoice.balance_due],
  ];
  return (
    <Box overflowX="auto">
      <SimpleTable.Root size="sm">
        <SimpleTable.Caption srOnly>Invoice lines and totals</SimpleTable.Caption>
        <SimpleTable.Header>
          <SimpleTable.Row>
            <SimpleTable.ColumnHeader>Description</SimpleTable.ColumnHeader>
            <SimpleTable.ColumnHeader textAlign="end">Qty</SimpleTable.ColumnHeader>
            <SimpleTable.ColumnHeader textAlign="end">Unit price</SimpleTable.ColumnHeader>
            <SimpleTable.ColumnHeader textAlign="end">Amount</SimpleTable.ColumnHeader>
          </SimpleTable.Row>
        </SimpleTable.Header>
        <SimpleTable.Body>
          {invoice.line_items.map((item, index) => (
            <SimpleTable.Row key={`${item.description}-${index}`}>
              <SimpleTable.Cell>{item.description}</SimpleTable.Cell>
              <SimpleTable.Cell textAlign="end">{item.quantity}</SimpleTable.Cell>
              <SimpleTable.Cell textAlign="end">{money(item.unit_price)}</SimpleTable.Cell>
              <SimpleTable.Cell textAlign="end">{money(item.amount)}</SimpleTable.Cell>
            </SimpleTable.Row>
          ))}
          {totals.map(([label, value]) => (
            <SimpleTable.Row key={label}>
              <SimpleTable.ColumnHeader
                scope="row"
                colSpan={3}
                textAlign="end"
                fontWeight={label === 'Balance due' ? 'bold' : 'medium'}
              >
                {label}
              </SimpleTable.ColumnHeader>
              <SimpleTable.Cell textAlign="end" fontWeight={label === 'Balance due' ? 'bold' : 'normal'}>
                {money(value)}
              </SimpleTable.Cell>
            </SimpleTable.Row>
          ))}
        </SimpleTable.Body>
      </SimpleTable.Root>
    </Box>
  );
}

/** The completed payments of the invoice's enrollment, each opening its receipt in payments. */
function PaymentsMade({ invoice }: { invoice: PaymentInvoice }) {
  const enrollment = invoice.enrollment ?? 0;
  const query = useListPayments(
    { enrollment_id: enrollment, status: 'completed', ordering: 'created_at', page_size: 100 },
    { query: { enabled: enrollment > 0 } },
  );
  const payments = (query.data?.results ?? []).filter(
    (payment) => !invoice.installment || payment.installment === invoice.installment,
  );
  let body: ReactNode;
  if (invoice.student_fee)
    body = (
      <Text>
        This invoice bills school fees: <Link href={links.studentFee(invoice.student_fee)}>the fee’s page</Link> lists its
        payments and receipts.
      </Text>
    );
  else if (enrollment === 0)
    body = <Text>This invoice is not linked to an enrollment; payments are recorded against it by finance.</Text>;
  else if (query.isPending) body = <SkeletonText lines={2} />;
  else if (query.isError)
    body = (
      <ErrorState
        headingLevel="h3"
        title="Could not load the payments"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (payments.length === 0) body = <Text>No payment has been made yet.</Text>;
  else
    body = (
      <Stack as="ul" listStyleType="none" gap="0">
        {payments.map((payment) => (
          <HStack as="li" key={payment.id} justify="space-between" gap="4" py="2" borderBottomWidth="1px" wrap="wrap">
            <Stack gap="0">
              <Link href={links.receipt(payment.id)}>Receipt for {payment.reference}</Link>
              <Text color="fg.muted" textStyle="sm">
                {GATEWAY_LABELS[payment.gateway]}
                {payment.mpesa_receipt_number ? ` · ${payment.mpesa_receipt_number}` : ''} ·{' '}
                {formatDateTime(payment.completed_at ?? payment.created_at)}
              </Text>
            </Stack>
            <Text fontWeight="semibold">{formatMoney(payment.amount, payment.currency)}</Text>
          </HStack>
        ))}
      </Stack>
    );
  return (
    <Card title="Payments made" headingLevel={2}>
      {body}
    </Card>
  );
}

export function InvoicePage() {
  const { id } = useRouteParams(getPaymentInvoicePath, { names: { id: 'slug' } });
  const school = useSiteInfo();
  const { user } = useSession();
  const staff = isFinance(user);
  const query = useGetPaymentInvoice(id);
  const update = usePartialUpdatePaymentInvoice();
  const change = useEntityAction<PaymentInvoice, PaymentInvoiceStatus>({
    queryKey: getGetPaymentInvoiceQueryKey(id),
    call: (status) => update.mutateAsync({ id, data: { status } }),
    success: (status) => (status === 'cancelled' ? 'Invoice voided' : 'Invoice sent'),
    failure: 'Could not change the invoice',
    invalidate: [getListPaymentInvoicesQueryKey()],
  });
  const reminder = useSendEnrollmentPaymentReminder();
  const remind = useEntityAction<PaymentInvoice, number>({
    queryKey: getGetPaymentInvoiceQueryKey(id),
    call: (enrollment) => reminder.mutateAsync({ id: enrollment, data: { channels: ['email', 'sms'] } }),
    success: 'Reminder sent by e-mail and SMS',
    failure: 'Could not send the reminder',
  });

  const actions = (invoice: PaymentInvoice) => {
    const owing = Number(invoice.balance_due) > 0 && invoice.status !== 'cancelled' && invoice.status !== 'draft';
    // Whoever sees an invoice and is not finance staff is its learner or their parent: both may pay it.
    const payer = !staff;
    return (
      <>
        {owing && payer && invoice.enrollment ? (
          <ButtonLink href={links.enrollment(invoice.enrollment)}>
            Pay {formatMoney(invoice.balance_due, invoice.currency)}
          </ButtonLink>
        ) : null}
        {owing && invoice.student_fee ? (
          <ButtonLink href={links.studentFee(invoice.student_fee)}>
            {payer ? `Pay ${formatMoney(invoice.balance_due, invoice.currency)}` : 'Open the fee'}
          </ButtonLink>
        ) : null}
        <Button variant="outline" onClick={() => window.print()}>
          Print
        </Button>
        <ExportButton
          label="Download PDF"
          request={{ path: `/payments/invoices/${invoice.id}/download/`, fallbackFilename: `${invoice.invoice_number}.pdf` }}
        />
        {staff && owing && invoice.enrollment ? (
          <ActionButton
            label="Send reminder"
            confirm={{
              title: `Remind ${learnerName(invoice)} of ${formatMoney(invoice.balance_due, invoice.currency)}?`,
              message: 'A reminder of the balance and how to pay goes by e-mail and SMS.',
              confirmLabel: 'Send reminder',
            }}
            onRun={() => remind.run(invoice.enrollment ?? 0)}
            pending={remind.pending}
          />
        ) : null}
        {staff && invoice.status === 'draft' ? (
          <ActionButton
            label="Send"
            confirm={{ title: `Send ${invoice.invoice_number}?`, message: 'It is issued to the learner, who can then pay it.' }}
            onRun={() => change.run('issued')}
            pending={change.pending}
          />
        ) : null}
        {staff && VOIDABLE.includes(invoice.status) ? (
          <ActionButton
            label="Void"
            destructive
            confirm={{
              title: `Void ${invoice.invoice_number}?`,
              message: 'A void invoice can no longer be paid or changed. Payments already made stay on the enrollment.',
            }}
            onRun={() => change.run('cancelled')}
            pending={change.pending}
          />
        ) : null}
      </>
    );
  };

  return (
    <DetailPage
      query={query}
      noun="invoice"
      notFoundAction={<Link href={links.invoices()}>Back to invoices</Link>}
      header={(invoice) => (
        <FinanceHeader
          title={invoice ? `Invoice ${invoice.invoice_number}` : 'Invoice'}
          trail={[INVOICES_CRUMB]}
          current={links.invoices()}
          description={
            invoice ? (
              <Badge tone={INVOICE_STATUS_TONES[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
            ) : undefined
          }
          actions={invoice ? actions(invoice) : undefined}
        />
      )}
      summary={(invoice) => (
        <Stack gap="5" maxW="4xl">
          <Card title={school.name ?? 'Ujuzi'} headingLevel={2} description={school.address}>
            <Box as="dl">
              <Row label="Billed to">
                <EntityLink href={links.student(invoice.user.id)}>{learnerName(invoice)}</EntityLink>
              </Row>
              {invoice.course ? (
                <Row label="Course">
                  <EntityLink href={links.course(invoice.course.slug)}>{invoice.course.title}</EntityLink>
                  {invoice.enrollment ? (
                    <Box>
                      <Link href={links.enrollment(invoice.enrollment)} variant="muted">
                        Open the enrollment
                      </Link>
                    </Box>
                  ) : null}
                </Row>
              ) : null}
              <Row label="Issued">{formatDate(invoice.issue_date)}</Row>
              <Row label="Due">{formatDate(invoice.due_date)}</Row>
              {invoice.paid_at ? <Row label="Paid in full">{formatDateTime(invoice.paid_at)}</Row> : null}
              {invoice.billing_address ? <Row label="Billing address">{invoice.billing_address}</Row> : null}
            </Box>
          </Card>
          <Card title="Lines" headingLevel={2}>
            <Lines invoice={invoice} />
          </Card>
          <PaymentsMade invoice={invoice} />
          {invoice.notes ? (
            <Card title="How to pay" headingLevel={2}>
              <Text>{invoice.notes}</Text>
            </Card>
          ) : null}
        </Stack>
      )}
    />
  );
}

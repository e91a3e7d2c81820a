/** Invoices: CRUD, generation, sending and the PDF. */
import type { PaymentInvoice, PaymentInvoiceGenerateRequest, PaymentInvoiceLineItem, PaymentInvoiceRequest } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { simplePdf, binary } from './files';
import { settled } from './courses-shared';
import { withRow } from '../kit/row-lookup';
import { type AuthedContext, route } from '../kit/route';
import { detail, fieldErrors, json, created, notFound } from '../kit/respond';
import { FINANCE, tableRoutes } from '../kit/crud';
import { nowIso, addDays, todayIso, schoolDay } from '../db/time';
import { type InvoiceRow, installmentPaid, amount, money, reference } from '../db/payments';
import { enrollmentMoney, completedPayments, isFinance, canSeeEnrollment, presentInstallment } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { courseSummaryById } from '../db/courses';
import { feeFigures } from '../db/finance';
import { userSummaryById, type UserRecord, childrenOf, fullName } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// Invoices.

/**
 * What has been paid against an invoice: an installment's invoice follows that installment; an
 * enrollment's invoice follows the enrollment's completed payments beyond what was already paid when it
 * was raised (a balance invoice starts at nothing paid; a full-price one counts every payment).
 */
function invoicePaid(db: MockDatabase, row: InvoiceRow, total: number): number {
  if (row.status === 'paid') return total;
  // A school-fees invoice follows its student fee's payments (finance).
  const fee = row.student_fee ? db.finance.studentFees.get(row.student_fee) : undefined;
  if (fee) return Math.min(total, amount(feeFigures(db, fee).amount_paid));
  if (row.installment) return Math.min(total, installmentPaid(db, row.installment));
  const enrollment = row.enrollment ? db.payments.enrollments.get(row.enrollment) : undefined;
  if (!enrollment) return 0;
  const figures = enrollmentMoney(db, enrollment);
  return Math.max(0, Math.min(total, figures.paid - (figures.total - total)));
}

/** Issued invoices follow their payments: partly paid, paid, overdue after the due date. */
function invoiceStatus(row: InvoiceRow, total: number, paid: number, today: string): PaymentInvoice['status'] {
  if (row.status === 'draft' || row.status === 'cancelled') return row.status;
  if (total > 0 && paid >= total) return 'paid';
  if (row.due_date < today) return 'overdue';
  return paid > 0 ? 'partially_paid' : 'issued';
}

function presentInvoice(db: MockDatabase, row: InvoiceRow): PaymentInvoice {
  const subtotal = row.line_items.reduce((sum, item) => sum + amount(item.amount), 0);
  const total = Math.max(0, subtotal - amount(row.discount_amount) + amount(row.tax_amount));
  const paid = invoicePaid(db, row, total);
  const status = invoiceStatus(row, total, paid, todayIso());
  const lastPayment = row.enrollment
    ? completedPayments(db, row.enrollment)
        .map((payment) => payment.completed_at ?? payment.updated_at)
        .sort()
        .at(-1)
    : undefined;
  return {
    ...row,
    status,
    paid_at: status === 'paid' ? (row.paid_at ?? lastPayment ?? row.updated_at) : null,
    user: userSummaryById(db, row.user),
    course: row.course ? courseSummaryById(db, row.course) : null,
    subtotal: money(subtotal),
    total_amount: money(total),
    amount_paid: money(paid),
    balance_due: money(total - paid),
  };
}

/** The learner's own invoices, a parent's children's, and every invoice for finance staff. */
const seesInvoice = (db: MockDatabase, user: UserRecord, row: InvoiceRow): boolean =>
  row.user === user.id || isFinance(user) || (user.user_type === 'parent' && childrenOf(db, user.id).includes(row.user));
const lineItems = (items: PaymentInvoiceLineItem[]): PaymentInvoiceLineItem[] =>
  items.map((item) => ({ ...item, amount: money(item.quantity * amount(item.unit_price)) }));

export function invoiceHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): InvoiceRow | undefined => {
    const row = context.db.payments.invoices.get(context.id());
    return row && seesInvoice(context.db, context.user, row) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: InvoiceRow): Promise<Response> => {
    const input = await context.body<Partial<PaymentInvoiceRequest>>();
    if (input instanceof Response) return input;
    if (existing && (existing.status === 'paid' || existing.status === 'cancelled'))
      return detail(400, `A ${existing.status} invoice cannot be changed.`);
    const user = context.db.accounts.users.get(input.user_id ?? existing?.user ?? 0);
    if (!user) return fieldErrors({ user_id: `Invalid pk "${String(input.user_id)}" - object does not exist.` });
    const enrollmentId = input.enrollment_id !== undefined ? input.enrollment_id : (existing?.enrollment ?? null);
    const enrollment = enrollmentId ? context.db.payments.enrollments.get(enrollmentId) : undefined;
    if (enrollmentId && !enrollment)
      return fieldErrors({ enrollment_id: `Invalid pk "${enrollmentId}" - object does not exist.` });
    const stamp = nowIso();
    const fields: Omit<InvoiceRow, 'id' | 'created_at' | 'invoice_number'> = {
      user: user.id,
      enrollment: enrollment?.id ?? null,
      installment: input.installment_id !== undefined ? input.installment_id : (existing?.installment ?? null),
      course: enrollment?.course ?? existing?.course ?? null,
      line_items: input.line_items ? lineItems(input.line_items) : (existing?.line_items ?? []),
      discount_amount: input.discount_amount ?? existing?.discount_amount ?? '0.00',
      tax_amount: input.tax_amount ?? existing?.tax_amount ?? '0.00',
      currency: input.currency ?? existing?.currency ?? 'KES',
      status: input.status ?? existing?.status ?? 'draft',
      issue_date: input.issue_date ?? existing?.issue_date ?? todayIso(),
      due_date: input.due_date ?? existing?.due_date ?? schoolDay(addDays(new Date(), 14)),
      paid_at: existing?.paid_at ?? null,
      billing_address: input.billing_address !== undefined ? input.billing_address : (existing?.billing_address ?? null),
      notes: input.notes !== undefined ? input.notes : (existing?.notes ?? null),
      updated_at: stamp,
    };
    if (fields.line_items.length === 0) return fieldErrors({ line_items: 'An invoice needs at least one line.' });
    const stored = existing
      ? (context.db.payments.invoices.update(existing.id, fields) ?? existing)
      : context.db.payments.invoices.insert({
          ...fields,
          invoice_number: reference('INV', context.db.payments.invoices.nextId()),
          created_at: stamp,
        });
    return existing
      ? json<PaymentInvoice>(presentInvoice(context.db, stored))
      : created<PaymentInvoice>(presentInvoice(context.db, stored));
  };
  return [
    ...tableRoutes<InvoiceRow, AuthedContext, PaymentInvoice>({
      table: (db) => db.payments.invoices,
      operations: {
        list: 'listPaymentInvoices',
        create: 'createPaymentInvoice',
        get: 'getPaymentInvoice',
        update: 'updatePaymentInvoice',
        partialUpdate: 'partialUpdatePaymentInvoice',
        delete: 'deletePaymentInvoice',
      },
      writeRoles: FINANCE,
      visible: (row, context) => seesInvoice(context.db, context.user, row),
      present: (row, context) => presentInvoice(context.db, row),
      listPresented: {
        search: ['invoice_number', 'user.get_full_name', 'course.title'],
        ordering: '-issue_date,-id',
        filters: {
          enrollment_id: (row, value) => String(row.enrollment) === value,
          date_from: (row, value) => row.issue_date >= value,
          date_to: (row, value) => row.issue_date <= value,
        },
      },
      write,
      beforeDelete: (row) =>
        row.status !== 'draft' ? detail(400, 'Only draft invoices can be deleted; cancel issued ones.') : undefined,
    }),
    route(
      'generatePaymentInvoice',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<PaymentInvoiceGenerateRequest>();
        if (input instanceof Response) return input;
        const enrollment = context.db.payments.enrollments.get(input.enrollment_id);
        if (!enrollment || !canSeeEnrollment(context.db, context.user, enrollment)) return notFound();
        if (enrollment.user !== context.user.id && !isFinance(context.user)) return context.deny();
        const course = context.db.courses.courses.get(enrollment.course);
        let value = enrollmentMoney(context.db, enrollment).balance;
        let description = `${course?.title ?? 'Course fee'}: balance`;
        if (input.installment_id) {
          const installment = context.db.payments.installments.get(input.installment_id);
          if (!installment || installment.enrollment !== enrollment.id)
            return fieldErrors({ installment_id: 'This installment does not belong to the enrollment.' });
          value = amount(presentInstallment(context.db, installment).balance);
          description = `${course?.title ?? 'Course fee'}: installment ${installment.number}`;
        }
        if (value <= 0) return detail(400, 'Nothing is owed on this enrollment.');
        const stamp = nowIso();
        const row = context.db.payments.invoices.insert({
          invoice_number: reference('INV', context.db.payments.invoices.nextId()),
          user: enrollment.user,
          enrollment: enrollment.id,
          installment: input.installment_id ?? null,
          course: enrollment.course,
          line_items: [{ description, quantity: 1, unit_price: money(value), amount: money(value) }],
          discount_amount: '0.00',
          tax_amount: '0.00',
          currency: enrollment.currency,
          status: 'issued',
          issue_date: todayIso(),
          due_date: input.due_date ?? schoolDay(addDays(new Date(), 14)),
          paid_at: null,
          billing_address: 'Nairobi, Kenya',
          notes: 'Pay by M-Pesa (Paybill 522533, account = invoice number) or card.',
          created_at: stamp,
          updated_at: stamp,
        });
        // The invoice shows what is still owed, not the enrollment's past payments.
        return created<PaymentInvoice>({ ...presentInvoice(context.db, row), amount_paid: '0.00', balance_due: money(value) });
      }),
    ),
    route(
      'downloadPaymentInvoice',
      withRow(find, (context, row) => {
        const invoice = presentInvoice(context.db, row);
        const user = context.db.accounts.users.get(row.user);
        const pdf = simplePdf(`Invoice ${invoice.invoice_number}`, [
          `Billed to: ${user ? fullName(user) : ''} (${user?.email ?? ''})`,
          `Issued ${invoice.issue_date}, due ${invoice.due_date}`,
          ...invoice.line_items.map((item) => `${item.description} x${item.quantity}: ${invoice.currency} ${item.amount}`),
          `Total: ${invoice.currency} ${invoice.total_amount}   Paid: ${invoice.amount_paid}   Balance: ${invoice.balance_due}`,
          'Pay by M-Pesa: Paybill 522533, account = invoice number',
          'Ujuzi School of Technology - Bishop Magua Centre, Ngong Road, Nairobi',
        ]);
        return binary(pdf, 'application/pdf', `${invoice.invoice_number}.pdf`);
      }),
    ),
  ];
}

/** An enrollment's life after sign-up: reactivation, cancellation, transfer, payment plan, notes, audit trail, reminders, status and receipt. */
import type {
  EnrollmentActionResponse,
  EnrollmentAuditTrail,
  EnrollmentCancellationRequest,
  EnrollmentNote,
  EnrollmentNoteRequest,
  EnrollmentPaymentPlanChangeRequest,
  EnrollmentPaymentStatus,
  EnrollmentReasonRequest,
  EnrollmentTransferRequest,
  ActionAcknowledgement,
  PaymentReminderRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { visibleEnrollment, action, actingOn, reschedule } from './payments-enrollments';
import { binary, simplePdf } from './files';
import { settled } from './courses-shared';
import { withRow } from '../kit/row-lookup';
import { route, type AuthedContext } from '../kit/route';
import { detail, json, fieldErrors, notFound } from '../kit/respond';
import { applyOrdering, listPage } from '../kit/list';
import { FINANCE } from '../kit/crud';
import { nowIso } from '../db/time';
import { omit } from '../db/rows';
import { reference, money, amount } from '../db/payments';
import { failPayment } from '../db/payment-flow';
import {
  enrollmentMoney,
  setEnrollmentStatus,
  enrollmentFor,
  recordAudit,
  installmentsOf,
  presentInstallment,
  presentPayment,
  accessInfo,
} from '../db/enrollments';
import { enrollUser, kes } from '../db/enrolling';
import type { MockDatabase } from '../db/database';
import { fullName, userSummaryById } from '../db/accounts';

/** An enrollment's life after sign-up: reactivation, cancellation, transfer, payment plan, notes, audit trail, reminders, status and receipt. */
export function enrollmentLifecycleHandlers(): HttpHandler[] {
  return [
    route(
      'reactivateEnrollment',
      settled<AuthedContext>(
        withRow(visibleEnrollment, async (context, row) => {
          const input = await context.body<EnrollmentReasonRequest>();
          if (input instanceof Response) return input;
          if (row.status !== 'suspended') return detail(400, 'Only suspended enrollments can be reactivated.');
          const figures = enrollmentMoney(context.db, row);
          const status = !row.is_free && figures.paid <= 0 && figures.balance > 0 ? 'payment_pending' : 'active';
          setEnrollmentStatus(context.db, row, status, context.user.id, input.reason || 'Reactivated by staff.', 'reactivated');
          return json<EnrollmentActionResponse>(
            action(
              context.db,
              row,
              status === 'active' ? 'Enrollment reactivated.' : 'Enrollment reactivated; payment is required before access.',
            ),
          );
        }),
      ),
      { roles: FINANCE },
    ),
    route(
      'cancelEnrollment',
      actingOn(async (context, row) => {
        const input = await context.body<EnrollmentCancellationRequest>();
        if (input instanceof Response) return input;
        if (row.status === 'cancelled' || row.status === 'completed')
          return detail(400, `A ${row.status} enrollment cannot be cancelled.`);
        for (const payment of context.db.payments.payments.filter(
          (candidate) => candidate.enrollment === row.id && (candidate.status === 'pending' || candidate.status === 'processing'),
        )) {
          failPayment(context.db, payment, 'cancelled', 'Enrollment cancelled.');
        }
        const current = context.db.payments.enrollments.get(row.id) ?? row;
        setEnrollmentStatus(context.db, current, 'cancelled', context.user.id, input.reason || 'Cancelled.', 'cancelled');
        let message = 'Enrollment cancelled.';
        const paid = enrollmentMoney(context.db, current).paid;
        if (input.request_refund && paid > 0) {
          const payment = applyOrdering(
            context.db.payments.payments.filter(
              (candidate) => candidate.enrollment === row.id && candidate.status === 'completed',
            ),
            '-completed_at',
          )[0];
          if (payment) {
            const stamp = nowIso();
            context.db.payments.refunds.insert({
              reference: reference('RFD', context.db.payments.refunds.nextId()),
              payment: payment.id,
              payment_reference: payment.reference,
              enrollment: row.id,
              user: row.user,
              amount: money(Math.min(paid, amount(payment.amount))),
              currency: payment.currency,
              gateway: payment.gateway,
              reason: input.reason || 'Enrollment cancelled.',
              status: 'pending',
              gateway_refund_id: null,
              requested_by: context.user.id,
              reviewed_by: null,
              reviewed_at: null,
              rejection_reason: null,
              admin_notes: null,
              processed_at: null,
              created_at: stamp,
              updated_at: stamp,
            });
            message = 'Enrollment cancelled. Your refund request was sent to the accounts office.';
          }
        }
        return json<EnrollmentActionResponse>(action(context.db, row, message));
      }),
    ),
    route(
      'transferEnrollment',
      settled<AuthedContext>(
        withRow(visibleEnrollment, async (context, row) => {
          const input = await context.body<EnrollmentTransferRequest>();
          if (input instanceof Response) return input;
          if (!input.target_course_id && !input.target_user_id)
            return fieldErrors({ non_field_errors: 'Give target_course_id or target_user_id.' });
          if (row.status === 'cancelled') return detail(400, 'A cancelled enrollment cannot be transferred.');
          const course = context.db.courses.courses.get(input.target_course_id ?? row.course);
          const user = context.db.accounts.users.get(input.target_user_id ?? row.user);
          if (!course)
            return fieldErrors({ target_course_id: `Invalid pk "${input.target_course_id}" - object does not exist.` });
          if (!user || user.user_type !== 'student') return fieldErrors({ target_user_id: 'The target user must be a student.' });
          if (course.id === row.course && user.id === row.user)
            return fieldErrors({ non_field_errors: 'The target is the same as the enrollment.' });
          if (enrollmentFor(context.db, user.id, course.id))
            return detail(400, 'The target student is already enrolled in that course.');
          const outcome = enrollUser(context.db, user, course, {
            planId: row.payment_plan,
            actor: context.user.id,
            status: course.pricing_type === 'free' ? 'active' : 'payment_pending',
          });
          if (outcome.kind !== 'created') return detail(400, 'The enrollment could not be transferred.');
          if (input.carry_over_payments !== false) {
            for (const payment of context.db.payments.payments.filter(
              (candidate) => candidate.enrollment === row.id && candidate.status === 'completed',
            )) {
              context.db.payments.payments.update(payment.id, {
                enrollment: outcome.row.id,
                user: user.id,
                course: course.id,
                installment: null,
              });
            }
            const target = context.db.payments.enrollments.get(outcome.row.id) ?? outcome.row;
            if (enrollmentMoney(context.db, target).paid > 0 && target.status === 'payment_pending')
              setEnrollmentStatus(
                context.db,
                target,
                'active',
                context.user.id,
                'Payments carried over from a transfer.',
                'payment_received',
              );
            reschedule(context.db, context.db.payments.enrollments.get(outcome.row.id) ?? target);
          }
          setEnrollmentStatus(
            context.db,
            context.db.payments.enrollments.get(row.id) ?? row,
            'cancelled',
            context.user.id,
            input.reason || `Transferred to ${reference('ENR', outcome.row.id)}.`,
            'transferred',
          );
          recordAudit(
            context.db,
            outcome.row.id,
            'transferred_in',
            context.user.id,
            null,
            context.db.payments.enrollments.get(outcome.row.id)?.status ?? null,
            `Transferred from ${row.reference}.`,
          );
          return json<EnrollmentActionResponse>(
            action(context.db, outcome.row, `Enrollment transferred to ${fullName(user)} in ${course.title}.`),
          );
        }),
      ),
      { roles: FINANCE },
    ),
    route(
      'updateEnrollmentPaymentPlan',
      actingOn(async (context, row) => {
        const input = await context.body<EnrollmentPaymentPlanChangeRequest>();
        if (input instanceof Response) return input;
        const plan = context.db.payments.plans.get(input.payment_plan_id);
        const course = context.db.courses.courses.get(row.course);
        if (!plan || !plan.is_active || !course)
          return fieldErrors({ payment_plan_id: `Invalid pk "${input.payment_plan_id}" - object does not exist.` });
        if (course.pricing_type === 'free' || (course.pricing_type === 'subscription') !== (plan.plan_type === 'subscription'))
          return detail(400, 'This plan does not apply to the course.');
        const figures = enrollmentMoney(context.db, row);
        if (figures.balance <= 0) return detail(400, 'This enrollment is fully paid.');
        const total = Math.max(
          figures.paid,
          amount(course.price) * (1 - amount(plan.discount_percentage) / 100) - amount(row.discount_amount),
        );
        context.db.payments.enrollments.update(row.id, {
          payment_plan: plan.id,
          total_amount: money(total),
          updated_at: nowIso(),
        });
        reschedule(context.db, context.db.payments.enrollments.get(row.id) ?? row);
        recordAudit(
          context.db,
          row.id,
          'plan_changed',
          context.user.id,
          row.status,
          row.status,
          input.reason || `Plan changed to ${plan.name}.`,
        );
        return json<EnrollmentActionResponse>(action(context.db, row, `Payment plan changed to ${plan.name}.`));
      }),
    ),
    route(
      'addEnrollmentNote',
      withRow(visibleEnrollment, async (context, row) => {
        const input = await context.body<EnrollmentNoteRequest>();
        if (input instanceof Response) return input;
        if (!input.note.trim()) return fieldErrors({ note: 'This field may not be blank.' });
        const stored = context.db.payments.notes.insert({
          enrollment: row.id,
          author: context.user.id,
          note: input.note.trim(),
          is_internal: input.is_internal ?? true,
          created_at: nowIso(),
        });
        recordAudit(context.db, row.id, 'note_added', context.user.id, row.status, row.status, input.note.trim());
        return json<EnrollmentNote>({ ...stored, author: userSummaryById(context.db, stored.author) }, 201);
      }),
      { roles: FINANCE },
    ),
    route(
      'getEnrollmentAuditTrail',
      withRow(visibleEnrollment, (context, row) => {
        const stored = context.db.payments.audit.filter((entry) => entry.enrollment === row.id);
        const entries = stored.map((entry) => ({
          ...omit(entry, 'enrollment'),
          actor: entry.actor === null ? null : userSummaryById(context.db, entry.actor),
        }));
        if (!stored.some((entry) => entry.action === 'enrolled')) {
          entries.push({
            id: 0,
            action: 'enrolled',
            actor: userSummaryById(context.db, row.user),
            from_status: null,
            to_status: row.is_free ? 'active' : row.trial_ends_at ? 'trial' : 'payment_pending',
            changes: [],
            note: 'Enrollment created.',
            ip_address: '41.90.64.12',
            created_at: row.enrolled_at,
          });
        }
        return json<EnrollmentAuditTrail>({ enrollment_id: row.id, entries: applyOrdering(entries, '-created_at,-id') });
      }),
      { roles: FINANCE },
    ),
    route(
      'sendEnrollmentPaymentReminder',
      withRow(visibleEnrollment, async (context, row) => {
        const input = await context.body<PaymentReminderRequest>();
        if (input instanceof Response) return input;
        const figures = enrollmentMoney(context.db, row);
        if (figures.balance <= 0) return detail(400, 'Nothing is owed on this enrollment.');
        const course = context.db.courses.courses.get(row.course);
        const channels = input.channels?.length ? input.channels : ['email' as const, 'sms' as const];
        const stamp = nowIso();
        for (const channel of channels) {
          context.db.payments.notifications.insert({
            user: row.user,
            enrollment: row.id,
            payment: null,
            installment: null,
            notification_type: 'payment_reminder',
            channel,
            title: 'Payment reminder',
            message:
              input.message ||
              `You owe ${kes(figures.balance)} for ${course?.title ?? 'your course'}. Pay by M-Pesa (Paybill 522533, account ${row.reference}).`,
            action_url: `/dashboard/payments/enroll/${row.course}`,
            is_opened: false,
            opened_at: null,
            is_clicked: false,
            clicked_at: null,
            sent_at: stamp,
            created_at: stamp,
          });
        }
        recordAudit(
          context.db,
          row.id,
          'reminder_sent',
          context.user.id,
          row.status,
          row.status,
          `Reminder sent by ${channels.join(' and ')}.`,
        );
        return json<ActionAcknowledgement>({ success: true, message: `Reminder sent by ${channels.join(' and ')}.` });
      }),
      { roles: FINANCE },
    ),
    route(
      'sendEnrollmentConfirmation',
      withRow(visibleEnrollment, (context, row) => {
        if (row.status !== 'active' && row.status !== 'trial')
          return detail(400, 'Only active or trial enrollments have a confirmation to send.');
        const user = context.db.accounts.users.get(row.user);
        return json<ActionAcknowledgement>({ success: true, message: `Confirmation sent to ${user?.email ?? 'the student'}.` });
      }),
      { roles: FINANCE },
    ),
    route(
      'getEnrollmentPaymentStatus',
      settled<AuthedContext>(
        withRow(visibleEnrollment, (context, row) => {
          const figures = enrollmentMoney(context.db, row);
          const payments = applyOrdering(
            context.db.payments.payments.filter((payment) => payment.enrollment === row.id),
            '-created_at',
          );
          const next = installmentsOf(context.db, row.id)
            .map((installment) => presentInstallment(context.db, installment))
            .find((installment) => installment.status !== 'paid');
          const last = payments[0];
          return json<EnrollmentPaymentStatus>({
            enrollment_id: row.id,
            status: (context.db.payments.enrollments.get(row.id) ?? row).status,
            latest_payment_status: last?.status ?? null,
            total_amount: row.total_amount,
            total_amount_paid: money(figures.paid),
            balance_due: money(figures.balance),
            currency: row.currency,
            is_fully_paid: figures.balance <= 0,
            next_installment: next ?? null,
            last_payment: last ? presentPayment(context.db, last) : null,
            access_info: accessInfo(context.db, context.db.payments.enrollments.get(row.id) ?? row),
          });
        }),
      ),
    ),
    route(
      'listEnrollmentPaymentHistory',
      settled<AuthedContext>(
        withRow(visibleEnrollment, (context, row) => {
          const payments = context.db.payments.payments
            .filter((payment) => payment.enrollment === row.id)
            .map((payment) => presentPayment(context.db, payment));
          return json(listPage(context, payments, { ordering: '-created_at' }));
        }),
      ),
    ),
    route(
      'downloadEnrollmentReceipt',
      settled<AuthedContext>(
        withRow(visibleEnrollment, (context, row) => {
          const wanted = context.query.get('payment_id');
          const payments = applyOrdering(
            context.db.payments.payments.filter(
              (payment) =>
                payment.enrollment === row.id && payment.status === 'completed' && (!wanted || String(payment.id) === wanted),
            ),
            '-completed_at',
          );
          const payment = payments[0];
          if (!payment) return notFound('No payment has been made on this enrollment.');
          return binary(receiptPdf(context.db, payment.id), 'application/pdf', `receipt-${payment.reference}.pdf`);
        }),
      ),
    ),
  ];
}

/** The receipt of a completed payment as a PDF. */
export function receiptPdf(db: MockDatabase, paymentId: number): Uint8Array<ArrayBuffer> {
  const payment = db.payments.payments.get(paymentId);
  const enrollment = payment ? db.payments.enrollments.get(payment.enrollment) : undefined;
  const user = payment ? db.accounts.users.get(payment.user) : undefined;
  const course = enrollment ? db.courses.courses.get(enrollment.course) : undefined;
  const balance = enrollment ? enrollmentMoney(db, enrollment).balance : 0;
  return simplePdf('Payment Receipt', [
    `Receipt number: RCP-${payment?.reference.slice(4) ?? ''}`,
    `Received from: ${user ? fullName(user) : ''} (${user?.email ?? ''})`,
    `For: ${course?.title ?? 'Course fee'} - ${payment?.description ?? ''}`,
    `Amount: ${payment?.currency ?? 'KES'} ${payment?.amount ?? '0.00'}`,
    `Paid by: ${payment?.gateway ?? ''}${payment?.mpesa_receipt_number ? ` (M-Pesa ${payment.mpesa_receipt_number})` : ''}`,
    `Date: ${(payment?.completed_at ?? payment?.created_at ?? '').slice(0, 10)}`,
    `Balance after this payment: KES ${money(balance)}`,
    'Ujuzi School of Technology - Bishop Magua Centre, Ngong Road, Nairobi',
  ]);
}

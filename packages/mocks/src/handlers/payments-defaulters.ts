/**
 * Defaulters (issue 25, item 9): everyone with an overdue balance, one row per debt — a course
 * enrollment's installments past due (the rule of listOverdueInstallments, grace period included) or a
 * school fee past its due date (the fee's own figures, as fee collection computes them) — and the
 * reminders sent to them by e-mail and SMS, answered per debt.
 */
import type {
  DefaulterReminderRequest,
  DefaulterReminderResult,
  PaymentDefaulter,
  PaymentNotificationChannel,
  StudentFee,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { userSummary, userSummaryById } from '../db/accounts';
import { courseSummaryById } from '../db/courses';
import type { MockDatabase } from '../db/database';
import { presentInstallment } from '../db/enrollments';
import { kes } from '../db/enrolling';
import { feeFigures } from '../db/finance';
import { amount, money } from '../db/payments';
import { nowIso, todayIso } from '../db/time';
import { FINANCE } from '../kit/crud';
import { applyOrdering, listPage } from '../kit/list';
import { fieldErrors, json } from '../kit/respond';
import { route, type AuthedContext } from '../kit/route';
import { settled } from './courses-shared';
import { overdue } from './payments-installments';

const DAY_MS = 86_400_000;
const daysSince = (date: string, today: string): number =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);

/** When each debt was last reminded, per database (school fees have no notification table of their own). */
const reminded = new WeakMap<MockDatabase, Map<string, string>>();
const remindedIn = (db: MockDatabase): Map<string, string> => {
  const known = reminded.get(db) ?? new Map<string, string>();
  reminded.set(db, known);
  return known;
};

function contactOf(db: MockDatabase, userId: number): Pick<PaymentDefaulter, 'email' | 'phone_number'> {
  const user = db.accounts.users.get(userId);
  return { email: user?.email || null, phone_number: user?.phone_number || null };
}

function enrollmentDebts(db: MockDatabase, today: string): PaymentDefaulter[] {
  const byEnrollment = new Map<number, ReturnType<typeof presentInstallment>[]>();
  for (const row of db.payments.installments.all()) {
    const installment = presentInstallment(db, row);
    if (!overdue(db, row, installment, today)) continue;
    byEnrollment.set(row.enrollment, [...(byEnrollment.get(row.enrollment) ?? []), installment]);
  }
  return [...byEnrollment.entries()].flatMap(([enrollmentId, installments]) => {
    const enrollment = db.payments.enrollments.get(enrollmentId);
    if (!enrollment) return [];
    const dueDate = installments.map((installment) => installment.due_date).sort()[0] ?? today;
    const unpaid = db.payments.installments
      .filter((row) => row.enrollment === enrollmentId)
      .reduce((sum, row) => sum + amount(presentInstallment(db, row).balance), 0);
    const id = `enrollment-${enrollmentId}`;
    return [
      {
        id,
        kind: 'enrollment' as const,
        learner: userSummaryById(db, enrollment.user),
        ...contactOf(db, enrollment.user),
        enrollment: enrollmentId,
        course: courseSummaryById(db, enrollment.course),
        student_fee: null,
        fee_name: null,
        amount_overdue: money(installments.reduce((sum, installment) => sum + amount(installment.balance), 0)),
        total_balance: money(unpaid),
        currency: 'KES',
        due_date: dueDate,
        days_overdue: Math.max(1, daysSince(dueDate, today)),
        installments_overdue: installments.length,
        last_reminded_at:
          db.payments.notifications
            .filter((notice) => notice.enrollment === enrollmentId && notice.notification_type === 'payment_reminder')
            .map((notice) => notice.created_at)
            .sort()
            .at(-1) ??
          remindedIn(db).get(id) ??
          null,
      },
    ];
  });
}

function feeDebt(db: MockDatabase, fee: StudentFee, today: string): PaymentDefaulter | null {
  const figures = feeFigures(db, fee, today);
  if (figures.status !== 'overdue' || !fee.due_date) return null;
  const student = db.accounts.users.get(fee.student.id);
  const id = `student_fee-${fee.id}`;
  return {
    id,
    kind: 'student_fee',
    learner: student ? userSummary(student) : fee.student,
    ...contactOf(db, fee.student.id),
    enrollment: null,
    course: null,
    student_fee: fee.id,
    fee_name: fee.fee_structure_name ?? null,
    amount_overdue: figures.balance,
    total_balance: figures.balance,
    currency: fee.currency,
    due_date: fee.due_date,
    days_overdue: Math.max(1, daysSince(fee.due_date, today)),
    installments_overdue: 0,
    last_reminded_at: remindedIn(db).get(id) ?? null,
  };
}

/** Every overdue debt today (Nairobi), most days late first. */
export function defaulters(db: MockDatabase): PaymentDefaulter[] {
  const today = todayIso();
  const fees = db.finance.studentFees.all().flatMap((fee) => feeDebt(db, fee, today) ?? []);
  return applyOrdering([...enrollmentDebts(db, today), ...fees], '-days_overdue');
}

function remind(
  context: AuthedContext,
  debt: PaymentDefaulter,
  channels: readonly PaymentNotificationChannel[],
  extra: string | undefined,
): DefaulterReminderResult['results'][number] {
  const what = debt.course?.title ?? debt.fee_name ?? 'your fees';
  const sent = channels.filter((channel) => channel !== 'sms' || debt.phone_number);
  const text =
    `${kes(amount(debt.amount_overdue))} for ${what} was due on ${debt.due_date} (${debt.days_overdue} days ago). ` +
    `Pay by M-Pesa (Paybill 522533) or at the school office.${extra ? ` ${extra}` : ''}`;
  const stamp = nowIso();
  for (const channel of sent)
    context.db.payments.notifications.insert({
      user: debt.learner.id,
      enrollment: debt.enrollment ?? null,
      payment: null,
      installment: null,
      notification_type: 'payment_reminder',
      channel,
      title: 'Overdue payment',
      message: text,
      action_url: debt.enrollment ? `/dashboard/payments/enrollments/${debt.enrollment}` : '/dashboard/finance/student-fees',
      is_opened: false,
      opened_at: null,
      is_clicked: false,
      clicked_at: null,
      sent_at: stamp,
      created_at: stamp,
    });
  if (sent.length > 0) remindedIn(context.db).set(debt.id, stamp);
  const missed = channels.filter((channel) => !sent.includes(channel));
  return {
    id: debt.id,
    ok: missed.length === 0,
    channels_sent: sent,
    error: missed.length > 0 ? 'No phone number on file: the SMS was not sent.' : null,
  };
}

export function defaulterHandlers(): HttpHandler[] {
  return [
    route(
      'listPaymentDefaulters',
      settled<AuthedContext>((context) => {
        const least = context.query.get('min_days_overdue');
        if (least !== null && !(Number.isInteger(Number(least)) && Number(least) >= 1))
          return fieldErrors({ min_days_overdue: 'Ensure this value is greater than or equal to 1.' });
        return json(
          listPage(context, defaulters(context.db), {
            search: ['learner.get_full_name', 'learner.username', 'course.title', 'fee_name'],
            ordering: '-days_overdue',
            filters: { min_days_overdue: (row, value) => row.days_overdue >= Number(value) },
          }),
        );
      }),
      { roles: FINANCE },
    ),
    route(
      'sendDefaulterReminders',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<DefaulterReminderRequest>();
        if (input instanceof Response) return input;
        const channels = input.channels?.length ? input.channels : (['email', 'sms'] as const);
        const debts = new Map(defaulters(context.db).map((debt) => [debt.id, debt]));
        const results = input.ids.map((id) => {
          const debt = debts.get(id);
          return debt
            ? remind(context, debt, channels, input.message)
            : { id, ok: false, channels_sent: [], error: 'Nothing is overdue on this any more: no reminder was sent.' };
        });
        const sent = results.filter((result) => result.ok).length;
        return json<DefaulterReminderResult>({
          sent_count: sent,
          failed_count: results.length - sent,
          message: `Reminders sent for ${sent} of ${results.length} ${results.length === 1 ? 'debt' : 'debts'}.`,
          results,
        });
      }),
      { roles: FINANCE },
    ),
  ];
}

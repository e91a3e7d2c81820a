/** Payment dashboards, overviews, statistics and health. */
import type {
  AdminPaymentOverview,
  HealthStatus,
  PaymentPlan,
  PaymentServiceStatus,
  PaymentsDashboard,
  PaymentStats,
  RevenueAnalytics,
  StudentPaymentOverview,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { seesPayment } from './payments-transactions';
import { overdue } from './payments-installments';
import { paymentStats } from './payments-admin';
import { settled, round2, choiceError } from './courses-shared';
import { type AuthedContext, route, publicRoute } from '../kit/route';
import { json } from '../kit/respond';
import { applyOrdering } from '../kit/list';
import { MANAGEMENT } from '../kit/crud';
import { nowIso, schoolDay, todayIso } from '../db/time';
import { type PaymentRow, money, amount, GATEWAYS } from '../db/payments';
import { installmentsOf, presentInstallment, enrollmentMoney, presentPayment, presentEnrollment } from '../db/enrollments';
import { courseSummaryById } from '../db/courses';

// ---------------------------------------------------------------------------------------------
// Dashboards and statistics.
/** The first day of the period (day, Monday-started week, month, quarter or year) a Nairobi day falls in. */
function periodStart(day: string, period: RevenueAnalytics['period']): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  if (period === 'day') return day;
  if (period === 'week') {
    const moment = new Date(Date.UTC(year, month - 1, date));
    moment.setUTCDate(date - ((moment.getUTCDay() + 6) % 7));
    return moment.toISOString().slice(0, 10);
  }
  if (period === 'year') return `${year}-01-01`;
  const first = period === 'quarter' ? month - ((month - 1) % 3) : month;
  return `${year}-${String(first).padStart(2, '0')}-01`;
}

export function dashboardHandlers(): HttpHandler[] {
  const myPayments = (context: AuthedContext): PaymentRow[] =>
    context.db.payments.payments.filter((row) => row.user === context.user.id);
  const myUpcoming = (context: AuthedContext) =>
    applyOrdering(
      context.db.payments.enrollments
        .filter((row) => row.user === context.user.id && row.status !== 'cancelled')
        .flatMap((row) => installmentsOf(context.db, row.id).map((installment) => presentInstallment(context.db, installment)))
        .filter((installment) => installment.status !== 'paid'),
      'due_date',
    );
  return [
    route(
      'getPaymentsDashboard',
      settled<AuthedContext>((context) => {
        const enrollments = context.db.payments.enrollments.filter((row) => row.user === context.user.id);
        const figures = enrollments.filter((row) => row.status !== 'cancelled').map((row) => enrollmentMoney(context.db, row));
        const upcoming = myUpcoming(context);
        return json<PaymentsDashboard>({
          total_paid: money(figures.reduce((sum, figure) => sum + figure.paid, 0)),
          total_balance_due: money(figures.reduce((sum, figure) => sum + figure.balance, 0)),
          currency: 'KES',
          active_enrollments: enrollments.filter((row) => row.status === 'active').length,
          pending_payments: myPayments(context).filter((row) => row.status === 'pending' || row.status === 'processing').length,
          overdue_installments: upcoming.filter((installment) => installment.status === 'overdue').length,
          recent_payments: applyOrdering(myPayments(context), '-created_at')
            .slice(0, 5)
            .map((row) => presentPayment(context.db, row)),
          upcoming_installments: upcoming.slice(0, 5),
        });
      }),
    ),
    route(
      'getPaymentStats',
      settled<AuthedContext>((context) => {
        const rows = context.db.payments.payments.filter((row) => seesPayment(context, row));
        const from = context.query.get('date_from');
        const to = context.query.get('date_to');
        return json<PaymentStats>(
          paymentStats(
            rows.filter((row) => (!from || row.created_at.slice(0, 10) >= from) && (!to || row.created_at.slice(0, 10) <= to)),
          ),
        );
      }),
    ),
    route(
      'getStudentPaymentOverview',
      settled<AuthedContext>((context) => {
        const enrollments = context.db.payments.enrollments.filter((row) => row.user === context.user.id);
        const figures = enrollments.filter((row) => row.status !== 'cancelled').map((row) => enrollmentMoney(context.db, row));
        const upcoming = myUpcoming(context);
        return json<StudentPaymentOverview>({
          total_enrollments: enrollments.length,
          active_enrollments: enrollments.filter((row) => row.status === 'active').length,
          trial_enrollments: enrollments.filter((row) => row.status === 'trial').length,
          total_paid: money(figures.reduce((sum, figure) => sum + figure.paid, 0)),
          total_balance_due: money(figures.reduce((sum, figure) => sum + figure.balance, 0)),
          currency: 'KES',
          enrollments: applyOrdering(enrollments, '-enrolled_at').map((row) => presentEnrollment(context.db, row)),
          recent_payments: applyOrdering(myPayments(context), '-created_at')
            .slice(0, 5)
            .map((row) => presentPayment(context.db, row)),
          upcoming_installments: upcoming.filter((installment) => installment.status !== 'overdue').slice(0, 5),
          overdue_installments_count: upcoming.filter((installment) => installment.status === 'overdue').length,
          unread_notifications_count: context.db.payments.notifications.count(
            (row) => row.user === context.user.id && !row.is_opened,
          ),
        });
      }),
    ),
    route(
      'getAdminPaymentOverview',
      settled<AuthedContext>(({ db }) => {
        const payments = db.payments.payments.all();
        const stats = paymentStats(payments);
        const enrollments = db.payments.enrollments.all();
        const last = amount(stats.revenue_last_month);
        const current = amount(stats.revenue_this_month);
        return json<AdminPaymentOverview>({
          total_revenue: stats.total_revenue,
          revenue_this_month: stats.revenue_this_month ?? '0.00',
          revenue_growth_percentage: last > 0 ? round2(((current - last) / last) * 100) : 0,
          total_enrollments: enrollments.length,
          active_enrollments: enrollments.filter((row) => row.status === 'active').length,
          trial_enrollments: enrollments.filter((row) => row.status === 'trial').length,
          pending_payments_count: stats.pending_payments,
          failed_payments_count: stats.failed_payments,
          pending_refunds_count: db.payments.refunds.count((row) => row.status === 'pending'),
          overdue_installments_count: db.payments.installments
            .all()
            .filter((row) => overdue(db, row, presentInstallment(db, row), todayIso())).length,
          outstanding_balance: money(
            enrollments
              .filter((row) => row.status !== 'cancelled')
              .reduce((sum, row) => sum + enrollmentMoney(db, row).balance, 0),
          ),
          currency: 'KES',
          recent_payments: applyOrdering(payments, '-created_at')
            .slice(0, 10)
            .map((row) => presentPayment(db, row)),
          by_gateway: stats.by_gateway ?? [],
        });
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'getRevenueAnalytics',
      (context) => {
        const problem =
          choiceError(context, 'period', ['day', 'week', 'month', 'quarter', 'year']) ??
          choiceError(context, 'currency', ['KES', 'USD', 'EUR', 'GBP', 'UGX', 'TZS', 'NGN']);
        if (problem) return problem;
        const currency = (context.query.get('currency') || 'KES') as RevenueAnalytics['currency'];
        const courseId = context.query.get('course_id');
        const period = (context.query.get('period') || 'month') as RevenueAnalytics['period'];
        const from = context.query.get('start_date');
        const to = context.query.get('end_date');
        const dayOf = (row: PaymentRow) => schoolDay(new Date(row.completed_at ?? row.created_at));
        const rows = context.db.payments.payments.filter(
          (row) =>
            (row.status === 'completed' || row.status === 'refunded') &&
            row.currency === currency &&
            (!courseId || String(row.course) === courseId) &&
            (!from || dayOf(row) >= from) &&
            (!to || dayOf(row) <= to),
        );
        const months = new Map<string, PaymentRow[]>();
        for (const row of rows) {
          const key = periodStart(dayOf(row), period);
          months.set(key, [...(months.get(key) ?? []), row]);
        }
        const series = [...months.entries()]
          .sort((a, b) => a[0].localeCompare(b[0]))
          .map(([period_start, list]) => {
            const gross = list.reduce((sum, row) => sum + amount(row.amount), 0);
            const refunds = list.reduce((sum, row) => sum + amount(row.refunded_amount), 0);
            return {
              period_start,
              revenue: money(gross),
              refunds: money(refunds),
              net_revenue: money(gross - refunds),
              payments_count: list.length,
              new_enrollments: new Set(list.map((row) => row.enrollment)).size,
            };
          });
        const total = rows.reduce((sum, row) => sum + amount(row.amount), 0);
        const refunds = rows.reduce((sum, row) => sum + amount(row.refunded_amount), 0);
        const byCourse = new Map<number, PaymentRow[]>();
        for (const row of rows) if (row.course) byCourse.set(row.course, [...(byCourse.get(row.course) ?? []), row]);
        const byPlan = new Map<string, PaymentRow[]>();
        for (const row of rows) {
          const plan = context.db.payments.enrollments.get(row.enrollment)?.payment_plan;
          const type = plan ? (context.db.payments.plans.get(plan)?.plan_type ?? 'full') : 'full';
          byPlan.set(type, [...(byPlan.get(type) ?? []), row]);
        }
        const last = amount(series.at(-1)?.net_revenue);
        const before = amount(series.at(-2)?.net_revenue);
        return json<RevenueAnalytics>({
          period,
          start_date: from ?? series[0]?.period_start ?? todayIso(),
          end_date: to ?? todayIso(),
          currency,
          total_revenue: money(total),
          total_refunds: money(refunds),
          net_revenue: money(total - refunds),
          growth_percentage: before > 0 ? round2(((last - before) / before) * 100) : 0,
          series,
          by_gateway: paymentStats(rows).by_gateway ?? [],
          by_course: [...byCourse.entries()]
            .map(([course, list]) => ({
              course: courseSummaryById(context.db, course),
              revenue: money(list.reduce((sum, row) => sum + amount(row.amount) - amount(row.refunded_amount), 0)),
              enrollments: new Set(list.map((row) => row.enrollment)).size,
            }))
            .sort((a, b) => amount(b.revenue) - amount(a.revenue))
            .slice(0, 10),
          by_plan_type: [...byPlan.entries()].map(([plan_type, list]) => ({
            plan_type: plan_type as PaymentPlan['plan_type'],
            revenue: money(list.reduce((sum, row) => sum + amount(row.amount), 0)),
            count: list.length,
          })),
        });
      },
      { roles: MANAGEMENT },
    ),
    publicRoute('getPaymentsHealth', () =>
      json<HealthStatus>({
        status: 'healthy',
        timestamp: nowIso(),
        version: '2026.11.0',
        checks: { database: 'ok', cache: 'ok', task_queue: 'ok' },
      }),
    ),
    route('getPaymentsServiceStatus', () =>
      json<PaymentServiceStatus>({
        status: 'operational',
        default_currency: 'KES',
        gateways: GATEWAYS.map((gateway) => ({
          gateway,
          enabled: true,
          available: true,
          mode: 'sandbox',
          currencies: gateway === 'mpesa' ? ['KES'] : gateway === 'bank_transfer' ? ['KES', 'USD'] : ['KES', 'USD', 'EUR', 'GBP'],
        })),
        timestamp: nowIso(),
      }),
    ),
  ];
}

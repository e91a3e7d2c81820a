/** The payments desk's links (issue 25): the overview, every payment, the gateway logs, enrollment analytics and defaulters; part of the kit's `links`. */
import type { ListAdminPaymentsData, ListPaymentDefaultersData, ListPaymentGatewayLogsData } from '@ujuzi/api';
import { href } from '@ujuzi/domain';
import { withQuery, type ListFilters } from './links-query';

type Id = number | string;

export const paymentsDeskLinks = {
  paymentsOverview: () => href('/dashboard/payments/admin/overview'),
  adminPayments: (
    filters: Pick<
      ListFilters<ListAdminPaymentsData>,
      'status' | 'gateway' | 'user_id' | 'course_id' | 'date_from' | 'date_to' | 'search'
    > = {},
  ) => withQuery(href('/dashboard/payments/admin/payments'), filters),
  adminPayment: (paymentId: Id) => href('/dashboard/payments/admin/payments/:paymentId', { paymentId }),
  gatewayLogs: (
    filters: Pick<
      ListFilters<ListPaymentGatewayLogsData>,
      'gateway' | 'direction' | 'is_success' | 'event_type' | 'payment_id' | 'date_from' | 'date_to'
    > = {},
  ) => withQuery(href('/dashboard/payments/admin/gateway-logs'), filters),
  gatewayLog: (logId: Id) => href('/dashboard/payments/admin/gateway-logs/:logId', { logId }),
  enrollmentAnalytics: () => href('/dashboard/payments/admin/enrollment-analytics'),
  defaulters: (filters: Pick<ListFilters<ListPaymentDefaultersData>, 'kind' | 'min_days_overdue' | 'search'> = {}) =>
    withQuery(href('/dashboard/payments/admin/defaulters'), filters),
};

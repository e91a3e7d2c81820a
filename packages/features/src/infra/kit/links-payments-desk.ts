/** The payments desk's links (issue 25): the overview, every payment and the gateway logs; part of the kit's `links`. */
import type { ListAdminPaymentsData, ListPaymentGatewayLogsData } from '@ujuzi/api';
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
};

/**
 * The payments group, gathered: pricing, discounts, saved methods and notifications, invoices,
 * dashboards, enrollments (list, actions, lifecycle, admin), payments, installments and the admin
 * side each live in a payments-*.ts module beside this one.
 */
import type { HttpHandler } from 'msw';
import { enrollmentListHandlers } from './payments-enrollments';
import { enrollmentReportHandlers } from './payments-enrollment-admin';
import { enrollmentLifecycleHandlers } from './payments-enrollment-lifecycle';
import { enrollmentActionHandlers } from './payments-enrollment-actions';
import { paymentHandlers } from './payments-transactions';
import { adminPaymentHandlers } from './payments-admin';
import { installmentHandlers } from './payments-installments';
import { pricingHandlers } from './payments-pricing';
import { discountHandlers } from './payments-discounts';
import { methodHandlers, notificationHandlers } from './payments-methods';
import { invoiceHandlers } from './payments-invoices';
import { dashboardHandlers } from './payments-dashboard';
import { defaulterHandlers } from './payments-defaulters';

export function paymentsHandlers(): HttpHandler[] {
  return [
    ...pricingHandlers(),
    ...discountHandlers(),
    ...methodHandlers({
      list: 'listPaymentMethods',
      create: 'createPaymentMethod',
      get: 'getPaymentMethod',
      update: 'updatePaymentMethod',
      partial: 'partialUpdatePaymentMethod',
      delete: 'deletePaymentMethod',
      setDefault: 'setDefaultPaymentMethod',
    }),
    ...methodHandlers({
      list: 'listLegacyPaymentMethods',
      create: 'createLegacyPaymentMethod',
      get: 'getLegacyPaymentMethod',
      update: 'updateLegacyPaymentMethod',
      partial: 'partialUpdateLegacyPaymentMethod',
      delete: 'deleteLegacyPaymentMethod',
    }),
    ...notificationHandlers(),
    ...invoiceHandlers(),
    ...dashboardHandlers(),
    ...enrollmentListHandlers(),
    ...enrollmentReportHandlers(),
    ...enrollmentActionHandlers(),
    ...enrollmentLifecycleHandlers(),
    ...paymentHandlers(),
    ...installmentHandlers(),
    ...adminPaymentHandlers(),
    ...defaulterHandlers(),
  ];
}

export { INSTALLMENT_STATUS_LABELS, InstallmentsPage, daysLate } from './installments-page';
export { UpcomingInstallmentsPage } from './upcoming-installments-page';

export { INSTALLMENT_STATUS_LABELS, InstallmentsPage, daysLate } from './installments-page';

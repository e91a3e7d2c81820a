export { INSTALLMENT_LIST_SPEC, InstallmentsPage, daysLate } from './installments-page';

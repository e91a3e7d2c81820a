export { ALL_PAYMENTS_CRUMB, DeskHeader, GATEWAY_LOGS_CRUMB, PAYMENTS_CRUMB, type DeskHeaderProps } from './desk-header';
export { DIRECTION_LABELS, MPESA_RESULT_LABELS, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES, mpesaResultOf } from './labels';
export {
  RANGE_LABELS,
  RANGE_ORDER_ERROR,
  ReportWindowControl,
  rangeDates,
  useReportWindow,
  type ReportRange,
  type ReportWindow,
} from './report-window';

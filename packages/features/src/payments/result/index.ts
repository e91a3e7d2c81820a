export {
  PaymentCancelPage,
  PaymentSuccessPage,
  PaymentVerifyPage,
  PublicPaymentCancelPage,
  PublicPaymentSuccessPage,
  RESULT_TEXT,
} from './result-pages';

export { PENDING_LIST_SPEC, PendingCertificatesPage } from './pending-certificates-page';

export { PendingCertificatesPage } from './pending-certificates-page';

export { CertificatesManagePage } from './certificates-manage-page';

export { CertificatePage } from './certificate-page';

/** The `public/certificate-verification` area. */
export { CertificateVerificationPage } from './certificate-verification-page';

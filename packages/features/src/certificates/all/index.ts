export { ALL_CERTIFICATES_SPEC, AllCertificatesPage } from './all-certificates-page';

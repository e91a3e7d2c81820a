export { CertificatesHomePage } from './certificates-home-page';

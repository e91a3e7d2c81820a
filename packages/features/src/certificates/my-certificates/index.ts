export { MyCertificatesPage, closeToCertificate } from './my-certificates-page';

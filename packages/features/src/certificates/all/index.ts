export { AllCertificatesPage } from './all-certificates-page';

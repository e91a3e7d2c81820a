export { MyCertificatePage } from './my-certificate-page';

export { CertificateDocument } from './certificate-document';
export { CertificateView, type CertificateViewProps } from './certificate-view';
export { CERTIFICATE_SECTIONS, CertificatesHeader, type CertificatesCrumb } from './certificates-header';
export { DownloadPdfButton, HolderTools } from './holder-tools';
export * from './labels';
export { isCertificateQuery, refreshCertificateQueries } from './refresh';
export { reportFromBulkIssue } from './bulk-issue';

export { CertificateAnalyticsPage, POPULAR_LIMIT } from './certificate-analytics-page';

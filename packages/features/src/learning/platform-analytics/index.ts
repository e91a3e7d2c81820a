export { PlatformAnalyticsPage } from './platform-analytics-page';

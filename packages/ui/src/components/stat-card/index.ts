export { StatCard, trendText, type StatCardProps, type StatTrend } from './stat-card';

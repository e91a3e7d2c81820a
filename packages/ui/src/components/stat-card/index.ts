export { StatCard, trendOfChange, trendText, type StatCardProps, type StatTrend } from './stat-card';

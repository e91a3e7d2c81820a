// Charts come from @ujuzi/ui (LineChart, BarChart, DonutChart, StatCard with trendOfChange); the kit adds their links.
export { useChartLinks, type ChartLinks } from './use-chart-links';

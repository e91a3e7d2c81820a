export { GatewayLogsPage } from './gateway-logs-page';

export { GatewayLogPage } from './gateway-log-page';

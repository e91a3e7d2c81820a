export { BroadcastPage } from './broadcast-page';

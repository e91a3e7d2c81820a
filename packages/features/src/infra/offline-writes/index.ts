export * from './waiting-writes';
export { WaitingWritesIndicator } from './waiting-writes-indicator';

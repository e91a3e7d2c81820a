export * from './academics-header';
export * from './labels';
export * from './refresh';
export * from './routes';
export * from './current-term';
export * from './calendar-ics';
export * from './event-dialog';

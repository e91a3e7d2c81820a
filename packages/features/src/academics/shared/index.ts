export * from './academics-header';
export * from './labels';
export * from './refresh';
export * from './routes';

export * from './gradebook-header';
export * from './labels';

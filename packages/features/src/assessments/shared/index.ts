export * from './assessments-header';
export * from './labels';
export * from './options';
export * from './routes';

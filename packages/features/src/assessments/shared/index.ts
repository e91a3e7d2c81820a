export * from './assessments-header';
export * from './labels';
export * from './options';

export * from './grading';

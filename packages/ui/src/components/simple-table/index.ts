export { SimpleTable } from './simple-table';

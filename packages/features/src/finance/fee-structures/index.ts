export { FeeStructuresPage } from './fee-structures-page';

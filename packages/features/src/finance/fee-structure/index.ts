export { FeeStructurePage } from './fee-structure-page';

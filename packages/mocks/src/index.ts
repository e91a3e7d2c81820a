export { mockHandlers } from './handlers';
export { MOCK_REFERENCE_DATE, MOCK_SEED, seedFaker } from './seed';

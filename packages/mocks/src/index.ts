/**
 * @ujuzi/mocks: the mock backend. Handlers for Node (tests, the HTTP server) and the browser
 * (`@ujuzi/mocks/browser`), the seeded database, fault injection, and the demo accounts.
 */
export { mockHandlers } from './handlers';
export { MOCK_REFERENCE_DATE, MOCK_SEED, seedFaker } from './seed';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TWO_FACTOR_CODE, demoAccount, type DemoAccount } from './demo-accounts';
export { appLinks, readDemoInbox, type DemoInboxQuery, type DemoMail } from './demo-inbox';
export {
  createMockDatabase,
  getMockDatabase,
  resetMockDatabase,
  setMockDatabase,
  snapshotDatabase,
  type DatabaseSnapshot,
  type MockDatabase,
} from './db/database';
export { MOCK_DB_STORAGE_KEY, persistMockDatabase, type Persistence, type SnapshotStorage } from './db/persistence';
export {
  FAULT_PROFILES,
  faultsFromEnv,
  faultsFromQuery,
  getMockFaults,
  resetMockFaults,
  setMockFaults,
  type FaultProfile,
  type MockFaults,
} from './kit/faults';
export {
  createTestClient,
  demoToken,
  getLastEmailVerificationKey,
  getLastPasswordResetLink,
  getLastNewsletterTokens,
  tokenFor,
  type TestAnswer,
  type TestCallOptions,
} from './testing';
/** M-Pesa test numbers (+254700000001 cancelled, …02 invalid initiator, …03 unreachable, …04 insufficient funds, …05 expired) and the STK settle time. */
export { MPESA_TEST_NUMBERS, STK_SETTLE_MS } from './db/payment-flow';

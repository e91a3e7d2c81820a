// Every test starts with an absolute API root (Node has no page to resolve `/api` against) and empty storage.
import { beforeEach } from 'vitest';
import { configureApi } from '../src/configure';
import { createMemoryStorage, setAuthStorage } from '../src/session/auth-storage';

export const TEST_API = 'http://api.test/api';

let storage = createMemoryStorage();
/** The storage the session module reads in the current test. */
export const testStorage = () => storage;

beforeEach(() => {
  configureApi({ baseUrl: TEST_API });
  storage = createMemoryStorage();
  setAuthStorage(storage);
});

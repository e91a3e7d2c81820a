// Component tests: an absolute API root (jsdom's page is http://localhost), fresh auth storage, DOM cleanup.
import { cleanup } from '@testing-library/react';
import { configureApi, createMemoryStorage, setAuthStorage } from '@ujuzi/api';
import { toaster } from '@ujuzi/ui';
import { afterEach, beforeEach } from 'vitest';

export const TEST_API = 'http://localhost/api';

beforeEach(() => {
  configureApi({ baseUrl: TEST_API });
  setAuthStorage(createMemoryStorage());
});
afterEach(() => {
  cleanup();
  toaster.remove();
});

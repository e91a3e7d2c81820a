// Component tests: an absolute API root (jsdom's page is http://localhost), fresh storage, DOM cleanup.
import { cleanup } from '@testing-library/react';
import { configureApi, createMemoryStorage, setAuthStorage } from '@ujuzi/api';
import { afterEach, beforeEach } from 'vitest';
import './dom';

export const TEST_API = 'http://localhost/api';

beforeEach(() => {
  configureApi({ baseUrl: TEST_API });
  setAuthStorage(createMemoryStorage());
});
afterEach(() => cleanup());

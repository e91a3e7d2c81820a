// Component tests: an absolute API root (jsdom's page is http://localhost), fresh storage, DOM cleanup.
import { cleanup } from '@testing-library/react';
import { configureApi, createMemoryStorage, setAuthStorage } from '@ujuzi/api';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import './dom';

export const TEST_API = 'http://localhost/api';

// Test files share one document per worker (isolate: false): each starts as in a fresh one, without
// the storage and the page's head tags (title, meta, canonical link) an earlier file left.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.head.querySelectorAll('title, meta, link[rel="canonical"]').forEach((tag) => tag.remove());
});

beforeEach(() => {
  configureApi({ baseUrl: TEST_API });
  setAuthStorage(createMemoryStorage());
});
afterEach(() => cleanup());

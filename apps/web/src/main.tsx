import { configureApi, DEFAULT_API_BASE_URL } from '@ujuzi/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { apiUrl } from './env';

async function start(): Promise<void> {
  configureApi({ baseUrl: apiUrl ?? DEFAULT_API_BASE_URL });
  // The mock backend is loaded only in mock mode. The condition is written inline on purpose: Vite
  // replaces it with a constant, so a build with VITE_API_URL drops the import and ships no mock code.
  if (!import.meta.env.VITE_API_URL) {
    const { startBrowserMocks } = await import('@ujuzi/mocks/browser');
    await startBrowserMocks();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

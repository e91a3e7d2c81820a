/** The app shell until the router and the design system land: it proves the contract, the HTTP core and the backend are wired. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useGetHealth } from '@ujuzi/api/hooks';
import { useState } from 'react';
import { usesMockBackend } from './env';

function ApiStatus() {
  const health = useGetHealth();
  const text = health.isPending
    ? 'Checking the API…'
    : health.isError
      ? `The API is not reachable: ${health.error.message}`
      : `The API is ${health.data.status}.`;
  return (
    <p role="status" aria-live="polite">
      {text} {usesMockBackend ? '(built-in mock backend)' : '(remote API)'}
    </p>
  );
}

export function App() {
  // Client spec §9: no refetch on focus, one retry.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <main
        style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto', padding: '3rem 1.25rem', lineHeight: 1.5 }}
      >
        <h1 style={{ color: '#0b6e4f' }}>Ujuzi</h1>
        <p>Tech skills for learners in Kenya and beyond. The school opens here soon.</p>
        <ApiStatus />
      </main>
    </QueryClientProvider>
  );
}

/** The app: providers around the router. */
import type { DemoAccountsValue } from '@ujuzi/features';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { createRouter } from './router';

export function App({ demoAccounts }: { demoAccounts: DemoAccountsValue | null }) {
  const [router] = useState(createRouter);
  return (
    <Providers demoAccounts={demoAccounts}>
      <RouterProvider router={router} />
    </Providers>
  );
}

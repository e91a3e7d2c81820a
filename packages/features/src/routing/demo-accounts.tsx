/** In mock mode the app hands the demo accounts down so the login page can list them; with a real API there are none. */
import { createContext, useContext, type ReactNode } from 'react';

export interface DemoAccount {
  username: string;
  userType: string;
  displayName: string;
}

export interface DemoAccountsValue {
  accounts: readonly DemoAccount[];
  password: string;
}

const DemoAccountsContext = createContext<DemoAccountsValue | null>(null);

export function DemoAccountsProvider({ value, children }: { value: DemoAccountsValue | null; children: ReactNode }) {
  return <DemoAccountsContext.Provider value={value}>{children}</DemoAccountsContext.Provider>;
}

/** The demo accounts in mock mode, else null. */
export const useDemoAccounts = (): DemoAccountsValue | null => useContext(DemoAccountsContext);

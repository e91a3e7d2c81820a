/**
 * In mock mode the app hands down what the built-in backend offers people trying the product: the
 * demo accounts (the login page lists them) and the inbox of the e-mails it "sent". With a real API there is none.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface DemoAccount {
  username: string;
  userType: string;
  displayName: string;
  /** The account's e-mail address (hints of the demo inbox). */
  email?: string;
}

/** An e-mail the mock backend "sent" instead of sending it. */
export interface DemoMail {
  id: string;
  to: string;
  subject: string;
  /** The plain text, links included. */
  body: string;
  /** ISO date-time. */
  sentAt: string;
  /** The body's links into this app, as paths (`/reset-password/<uid>/<token>`). */
  links: readonly string[];
}

export interface DemoInboxQuery {
  /** Only mails to this address. */
  to?: string;
  /** Only mails sent at or after this instant. */
  since?: Date;
  /** At most this many, the newest. */
  limit?: number;
}

/** Reads the mock backend's sent mail, newest first. */
export type DemoInboxReader = (query?: DemoInboxQuery) => Promise<readonly DemoMail[]>;

export interface DemoAccountsValue {
  accounts: readonly DemoAccount[];
  password: string;
  /** The demo inbox: screens that say "we sent you an e-mail" show the mail and open its link. */
  readInbox?: DemoInboxReader;
  /** The code the mock backend's authenticator always gives (two-factor setup and sign-in). */
  twoFactorCode?: string;
  /** The mock backend's offline switch: every call fails as if the network were down (`?offline=1`). */
  offline?: DemoOfflineSwitch;
}

export interface DemoOfflineSwitch {
  isOn(): boolean;
  set(on: boolean): void;
}

const DemoAccountsContext = createContext<DemoAccountsValue | null>(null);

export function DemoAccountsProvider({ value, children }: { value: DemoAccountsValue | null; children: ReactNode }) {
  return <DemoAccountsContext.Provider value={value}>{children}</DemoAccountsContext.Provider>;
}

/** The demo accounts in mock mode, else null. */
export const useDemoAccounts = (): DemoAccountsValue | null => useContext(DemoAccountsContext);

/** The demo inbox in mock mode, else undefined. */
export const useDemoInbox = (): DemoInboxReader | undefined => useContext(DemoAccountsContext)?.readInbox;

/** The mock backend's offline switch in mock mode, else undefined. */
export const useDemoOfflineSwitch = (): DemoOfflineSwitch | undefined => useContext(DemoAccountsContext)?.offline;

/**
 * The demo accounts of the mock backend, one per user type, all with the password `ujuzi-demo`.
 * Light on purpose (no faker, no handlers): the login page shows this list in mock mode.
 */
import type { UserType } from '@ujuzi/api';

export const DEMO_PASSWORD = 'ujuzi-demo';

/** The mock authenticator's code: it confirms a two-factor setup and completes a sign-in with two-factor on. */
export const DEMO_TWO_FACTOR_CODE = '123456';

export interface DemoAccount {
  username: string;
  userType: UserType;
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
  gender: 'male' | 'female';
}

const account = (
  username: string,
  userType: UserType,
  firstName: string,
  lastName: string,
  gender: DemoAccount['gender'],
): DemoAccount => ({
  username,
  userType,
  displayName: `${firstName} ${lastName}`,
  firstName,
  lastName,
  email: `${username}@ujuzi.ac.ke`,
  gender,
});

/** In this order they get the user ids 1 to 6. The parent is the demo student's mother. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('superadmin', 'super_admin', 'Amina', 'Odhiambo', 'female'),
  account('admin', 'admin', 'David', 'Mwangi', 'male'),
  account('teacher', 'teacher', 'Faith', 'Chebet', 'female'),
  account('student', 'student', 'Wanjiku', 'Kamau', 'female'),
  account('parent', 'parent', 'Grace', 'Kamau', 'female'),
  account('accountant', 'accountant', 'Peter', 'Otieno', 'male'),
];

export const demoAccount = (userType: UserType): DemoAccount | undefined =>
  DEMO_ACCOUNTS.find((candidate) => candidate.userType === userType);

/**
 * What the sign-in page shows in mock mode (the accounts, their password, the authenticator's code).
 * The prerender and the browser build both hand it down, so the page they render is the same.
 */
export const DEMO_SIGN_IN = {
  accounts: DEMO_ACCOUNTS,
  password: DEMO_PASSWORD,
  twoFactorCode: DEMO_TWO_FACTOR_CODE,
} as const;

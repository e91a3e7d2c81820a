import { act, screen, waitFor, within } from '@testing-library/react';
import { NEWSLETTER_MESSAGES } from '@ujuzi/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, getLastEmailVerificationKey, getLastPasswordResetLink, readDemoInbox } from '@ujuzi/mocks';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, startMockBackend } from '../../test/app-harness';
import { TEST_API } from '../../test/setup';
import { NewsletterConfirmPage } from '../public/newsletter/newsletter-confirm-page';
import { NEWSLETTER_PAGE_TEXTS } from '../public/newsletter/newsletter-outcome';
import type { DemoAccountsValue } from '../infra/routing/demo-accounts';
import { NewsletterSignup } from '../infra/shell/newsletter-signup';
import { VERIFY_EMAIL_MESSAGES } from './login-page';
import { demoLinkLabel } from './demo-inbox';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';

startMockBackend();
afterEach(() => vi.useRealTimers());

/**
 * Mock mode as apps/web sets it up: the demo accounts and the mock backend's inbox. In the browser the
 * app and its /api share the page's origin; here the API's origin stands for it (jsdom's page is elsewhere).
 */
const MOCK_MODE: DemoAccountsValue = {
  accounts: DEMO_ACCOUNTS,
  password: DEMO_PASSWORD,
  readInbox: async (query) => readDemoInbox({ ...query, origin: new URL(TEST_API).origin }),
};
/** A paragraph by its whole text (the address inside it is emphasised). */
const paragraph = (text: string | RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && (typeof text === 'string' ? element.textContent === text : text.test(element.textContent));
const location = () => screen.getByTestId('location').textContent;
const demoInbox = () => screen.findByRole('region', { name: 'Demo inbox' });

const authRoutes = (
  <>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/reset-password/:uidb64/:token" element={<ResetPasswordPage />} />
    <Route path="/dashboard/*" element={<p>Dashboard</p>} />
  </>
);

function forgotPassword(demoAccounts: DemoAccountsValue | null) {
  return renderInApp(<ForgotPasswordPage />, {
    path: '/forgot-password',
    routePath: '/forgot-password',
    routes: authRoutes,
    demoAccounts,
  });
}

async function askForReset(user: ReturnType<typeof renderInApp>['user'], email: string) {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  await screen.findByRole('heading', { name: 'Check your e-mail' });
}

describe('the demo inbox after "forgot password" (mock mode)', () => {
  it('shows the reset mail; its link opens the reset page, and the new password signs in', async () => {
    const { user } = forgotPassword(MOCK_MODE);
    await askForReset(user, ' Student@Ujuzi.ac.ke ');
    const inbox = await demoInbox();
    expect(
      await within(inbox).findByText(
        paragraph('Demo mode: no e-mail was sent. This is the message the server would send to student@ujuzi.ac.ke.'),
      ),
    ).toBeTruthy();
    expect(within(inbox).getByText('Reset your Ujuzi password')).toBeTruthy();
    const open = within(inbox).getByRole('link', { name: 'Open the reset link' });
    expect(open.getAttribute('href')).toBe(getLastPasswordResetLink()?.path);

    await user.click(open);
    expect(await screen.findByText('For student@ujuzi.ac.ke')).toBeTruthy();
    await user.type(screen.getByLabelText(/^New password/), 'Westlands!2027');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Westlands!2027');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(location()).toBe('/login'));

    await user.type(screen.getByLabelText(/^Username/), 'student');
    await user.type(screen.getByLabelText(/^Password/), 'Westlands!2027');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
  });

  it('shows the newest request’s mail when the link is asked for again', async () => {
    const { user } = forgotPassword(MOCK_MODE);
    await askForReset(user, 'teacher@ujuzi.ac.ke');
    const first = (await within(await demoInbox()).findByRole('link', { name: 'Open the reset link' })).getAttribute('href');
    expect(first).toBe(getLastPasswordResetLink()?.path);
    await user.click(screen.getByRole('link', { name: 'try another address' }));
    await user.clear(screen.getByLabelText(/^Email/));
    await askForReset(user, 'teacher@ujuzi.ac.ke');
    const latest = getLastPasswordResetLink()?.path;
    expect(latest).not.toBe(first);
    await waitFor(async () =>
      expect(
        within(await demoInbox())
          .getByRole('link', { name: 'Open the reset link' })
          .getAttribute('href'),
      ).toBe(latest),
    );
  });

  it('says no mail was written for an address without an account, and which addresses get one', async () => {
    const { user } = forgotPassword(MOCK_MODE);
    await askForReset(user, 'nobody@example.com');
    const inbox = await demoInbox();
    expect(
      await within(inbox).findByText(
        paragraph(
          'Demo mode: no e-mail was sent, and the server wrote none to nobody@example.com either. The server writes only to the address of an active account, such as student@ujuzi.ac.ke.',
        ),
      ),
    ).toBeTruthy();
    expect(within(inbox).queryByRole('link')).toBeNull();
  });
});

describe.each([
  ['a real API (no demo accounts)', null],
  ['demo accounts without an inbox', { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD }],
])('with %s', (_, demoAccounts) => {
  it('shows nothing extra after "forgot password"', async () => {
    const { user } = forgotPassword(demoAccounts);
    await askForReset(user, 'student@ujuzi.ac.ke');
    expect(screen.getByText(/a password reset link has been sent/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Demo inbox' })).toBeNull();
    expect(screen.queryByText(/Demo mode/)).toBeNull();
  });

  it('opens /login without a demo inbox after registration', async () => {
    const { user } = renderInApp(<RegisterPage />, {
      path: '/register',
      routePath: '/register',
      routes: authRoutes,
      demoAccounts,
    });
    await register(user);
    await waitFor(() => expect(location()).toBe('/login'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? '{}')).not.toHaveProperty('demoInbox');
    expect(screen.queryByRole('region', { name: 'Demo inbox' })).toBeNull();
  });
});

async function register(user: ReturnType<typeof renderInApp>['user']) {
  const values = {
    'First name': 'Akinyi',
    'Last name': 'Otieno',
    Username: 'akinyi.otieno',
    Email: ' Akinyi@Example.com ',
    Password: 'Kisumu!2026x',
    'Confirm password': 'Kisumu!2026x',
  };
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('the demo inbox after registration (mock mode)', () => {
  it('shows the verification mail on /login; its link verifies the address', async () => {
    const { user } = renderInApp(<RegisterPage />, {
      path: '/register',
      routePath: '/register',
      routes: authRoutes,
      demoAccounts: MOCK_MODE,
    });
    await register(user);
    await waitFor(() => expect(location()).toBe('/login'));
    const inbox = await demoInbox();
    expect(await within(inbox).findByText('Confirm your e-mail address')).toBeTruthy();
    expect(within(inbox).getByText('akinyi@example.com')).toBeTruthy();
    const open = within(inbox).getByRole('link', { name: 'Open the verification link' });
    expect(open.getAttribute('href')).toBe(`/login?verify=${getLastEmailVerificationKey()}`);

    await user.click(open);
    expect(await screen.findByText(VERIFY_EMAIL_MESSAGES.verified)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Demo inbox' })).toBeNull();
  });
});

describe('the demo inbox after the footer’s newsletter signup (mock mode)', () => {
  const signup = () =>
    renderInApp(<NewsletterSignup />, {
      routePath: '/',
      routes: <Route path="/newsletter/confirm/:token" element={<NewsletterConfirmPage />} />,
      demoAccounts: MOCK_MODE,
    });

  it('shows the confirmation mail; its link confirms the subscription', async () => {
    const { user } = signup();
    await user.type(screen.getByLabelText(/Email address/), 'Baraka.Mutua@Gmail.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const inbox = await demoInbox();
    expect(await within(inbox).findByText('Please confirm your subscription to the Ujuzi newsletter')).toBeTruthy();
    expect(within(inbox).getByText('baraka.mutua@gmail.com')).toBeTruthy();
    await user.click(within(inbox).getByRole('link', { name: 'Open the confirmation link' }));
    expect(await screen.findByRole('heading', { name: NEWSLETTER_PAGE_TEXTS.confirmed })).toBeTruthy();
  });

  it('keeps the mail after the status clears (5 s), so its link can still be opened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = signup();
    await user.type(screen.getByLabelText(/Email address/), 'wairimu@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.successTitle)).toBeTruthy();
    await within(await demoInbox()).findByRole('link', { name: 'Open the confirmation link' });
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(screen.queryByText(NEWSLETTER_MESSAGES.successTitle)).toBeNull();
    expect(within(await demoInbox()).getByRole('link', { name: 'Open the confirmation link' })).toBeTruthy();
  });
});

describe('demoLinkLabel', () => {
  it.each([
    ['/reset-password/NA/abc-123', 'Open the reset link'],
    ['/login?verify=k3y', 'Open the verification link'],
    ['/newsletter/confirm/0af3', 'Open the confirmation link'],
    ['/newsletter/unsubscribe/0af3', 'Open the unsubscribe link'],
    ['/courses', 'Open the link in the e-mail'],
  ])('labels %s "%s"', (path, label) => expect(demoLinkLabel(path)).toBe(label));
});

import { screen, waitFor } from '@testing-library/react';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, getLastEmailVerificationKey, getMockDatabase } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInApp, startMockBackend } from '../../test/app-harness';
import { TEST_API } from '../../test/setup';
import { LoginPage } from './login-page';

const server = startMockBackend();

const renderLogin = (path = '/login', state?: unknown) =>
  renderInApp(<LoginPage />, {
    path,
    routePath: '/login',
    demoAccounts: { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD },
    routes: <Route path="*" element={<p>elsewhere</p>} />,
    ...(state ? { initialState: state } : {}),
  });

const location = () => screen.getByTestId('location').textContent;

describe('the login page', () => {
  it('signs in with the username lower-cased and trimmed, greets, and opens /dashboard', async () => {
    let sent: unknown;
    const capture = async ({ request }: { request: Request }) => {
      if (request.url.includes('/accounts/token/')) sent = await request.clone().json();
    };
    server.events.on('request:start', capture);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/), '  Student ');
    await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Welcome back, Wanjiku Kamau!')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(sent).toEqual({ username: 'student', password: DEMO_PASSWORD });
    server.events.removeListener('request:start', capture);
  });

  it('returns to the page that asked for sign-in (same origin only)', async () => {
    const { user } = renderLogin(`/login?next=${encodeURIComponent('/dashboard/courses?tab=mine')}`);
    await user.click(screen.getByRole('button', { name: /^Use teacher / }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/dashboard/courses?tab=mine'));
  });

  it('ignores a return address on another site', async () => {
    const { user } = renderLogin(`/login?next=${encodeURIComponent('//evil.example/x')}`);
    await user.click(screen.getByRole('button', { name: /^Use teacher / }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('lists the demo accounts in mock mode and fills the form in one click', async () => {
    const { user } = renderLogin();
    for (const account of DEMO_ACCOUNTS) expect(screen.getByText(account.displayName)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Use parent / }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Username/).value).toBe('parent');
    expect(screen.getByLabelText<HTMLInputElement>(/^Password/).value).toBe(DEMO_PASSWORD);
  });

  it('lists no demo accounts against a real API', () => {
    renderInApp(<LoginPage />, { path: '/login', routePath: '/login' });
    expect(screen.queryByText('Demo accounts')).toBeNull();
  });

  it('shows the server’s reason when the credentials are wrong, and keeps what was typed', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/), 'student');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/credentials|password/i);
    expect(screen.getByLabelText<HTMLInputElement>(/^Username/).value).toBe('student');
    expect(location()).toBe('/login');
  });

  it('passes on the server error text when the server fails (the service error comes first, client spec §8)', async () => {
    server.use(http.post(`${TEST_API}/accounts/token/`, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: /^Use student / }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server error. Please try again later.');
  });

  it('shows why the visitor was sent here', () => {
    renderInApp(<LoginPage />, {
      path: '/login',
      routePath: '/login',
      initialState: { from: '/dashboard', message: 'Authentication required. Please log in to continue.' },
    });
    expect(screen.getByRole('status').textContent).toContain('Authentication required. Please log in to continue.');
  });

  it('confirms the e-mail address of a verification link (/login?verify=<key>)', async () => {
    // A new registration sends a verification e-mail with a key.
    const { apiRequest } = await import('@ujuzi/api');
    await apiRequest({
      method: 'POST',
      path: '/accounts/auth/register/',
      body: {
        username: 'akinyi',
        email: 'akinyi@example.com',
        first_name: 'Akinyi',
        last_name: 'Otieno',
        password: 'Kisumu!2026x',
        confirm_password: 'Kisumu!2026x',
        user_type: 'student',
      },
    });
    const key = getLastEmailVerificationKey(getMockDatabase());
    renderLogin(`/login?verify=${key}`);
    expect(await screen.findByText('Your e-mail address is verified. You can sign in now.')).toBeTruthy();
  });

  describe('after registering', () => {
    const register = async () => {
      const { apiRequest } = await import('@ujuzi/api');
      await apiRequest({
        method: 'POST',
        path: '/accounts/auth/register/',
        body: {
          username: 'akinyi',
          email: 'akinyi@example.com',
          first_name: 'Akinyi',
          last_name: 'Otieno',
          password: 'Kisumu!2026x',
          confirm_password: 'Kisumu!2026x',
          user_type: 'student',
        },
      });
    };
    const arrival = (sentAt: Date) => ({
      message: 'Registration successful! Please login with your credentials.',
      tone: 'success',
      verification: { email: 'akinyi@example.com', sentAt: sentAt.toISOString() },
    });
    const mailsTo = (email: string) =>
      getMockDatabase().communication.emailLogs.filter((row) => row.recipient_email === email).length;

    it('says where the link went, and "Send it again" waits out the minute since it was sent', async () => {
      await register();
      renderLogin('/login', arrival(new Date()));
      expect((await screen.findByText('akinyi@example.com', { selector: 'strong' })).closest('[role="status"]')).toBeTruthy();
      const button = await screen.findByRole('button', { name: /^Send it again in (1:00|0:5\d)$/ });
      expect(button).toHaveProperty('disabled', true);
    });

    it('sends a new link once the minute has passed, then counts the next minute down', async () => {
      await register();
      const before = mailsTo('akinyi@example.com');
      const { user } = renderLogin('/login', arrival(new Date(Date.now() - 120_000)));
      await user.click(await screen.findByRole('button', { name: 'Send it again' }));
      expect(
        await screen.findByText('A new link is on its way to akinyi@example.com. The newest link is the one that works.'),
      ).toBeTruthy();
      expect(mailsTo('akinyi@example.com')).toBe(before + 1);
      expect(await screen.findByRole('button', { name: /^Send it again in (1:00|0:5\d)$/ })).toHaveProperty('disabled', true);
    });

    it('waits as long as the server says when it refuses a resend', async () => {
      await register();
      const { apiRequest } = await import('@ujuzi/api');
      // Someone (another tab) already asked this minute.
      await apiRequest({ method: 'POST', path: '/accounts/auth/resend-verification/', body: { email: 'akinyi@example.com' } });
      const { user } = renderLogin('/login', arrival(new Date(Date.now() - 120_000)));
      await user.click(await screen.findByRole('button', { name: 'Send it again' }));
      expect(await screen.findByRole('alert')).toBeTruthy();
      expect(await screen.findByRole('button', { name: /^Send it again in (1:00|0:[1-5]\d)$/ })).toHaveProperty('disabled', true);
    });
  });

  it('says when a verification link is not valid', async () => {
    renderLogin('/login?verify=not-a-key');
    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeTruthy();
  });
});

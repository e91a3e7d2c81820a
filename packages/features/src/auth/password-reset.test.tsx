import { screen, waitFor } from '@testing-library/react';
import { getLastPasswordResetLink } from '@ujuzi/mocks';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInApp, startMockBackend } from '../../test/app-harness';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const server = startMockBackend();

const resetRoutes = (
  <>
    <Route path="/reset-password/:uidb64/:token" element={<ResetPasswordPage />} />
    <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
  </>
);

async function requestLink(email: string) {
  const view = renderInApp(<ForgotPasswordPage />, { path: '/forgot-password', routePath: '/forgot-password' });
  await view.user.type(screen.getByLabelText(/^Email/), email);
  await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return view;
}

describe('forgot password', () => {
  it('sends the e-mail lower-cased and trimmed and says a link was sent', async () => {
    let sent: unknown;
    const capture = async ({ request }: { request: Request }) => {
      if (request.url.includes('/password-reset/')) sent = await request.clone().json();
    };
    server.events.on('request:start', capture);
    await requestLink('  Wanjiku.Kamau@Gmail.com ');
    expect(await screen.findByText(/a password reset link has been sent/)).toBeTruthy();
    expect(sent).toEqual({ email: 'wanjiku.kamau@gmail.com' });
    server.events.removeListener('request:start', capture);
  });

  it('checks the address first', async () => {
    const view = renderInApp(<ForgotPasswordPage />, { path: '/forgot-password', routePath: '/forgot-password' });
    await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    await view.user.type(screen.getByLabelText(/^Email/), 'nope');
    await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });
});

describe('reset password', () => {
  it('checks the link, sets the new password and opens /login with the confirmation', async () => {
    const { apiRequest } = await import('@ujuzi/api');
    await apiRequest({ method: 'POST', path: '/accounts/auth/password-reset/', body: { email: 'student@ujuzi.ac.ke' } });
    const link = getLastPasswordResetLink();
    if (!link) throw new Error('no reset link');
    const { user } = renderInApp(<p>login</p>, { path: link.path, routePath: '/login', routes: resetRoutes });
    expect(await screen.findByText('For student@ujuzi.ac.ke')).toBeTruthy();
    await user.type(screen.getByLabelText(/^New password/), 'Westlands!2027');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Westlands!2027');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? '{}').tone).toBe('success');
  });

  it('says clearly when the link is invalid or expired, before asking for a password', async () => {
    renderInApp(<p>login</p>, { path: '/reset-password/MTc/not-a-token', routePath: '/login', routes: resetRoutes });
    expect(await screen.findByRole('heading', { name: 'This reset link cannot be used' })).toBeTruthy();
    expect(screen.getByText('The reset link is invalid or has expired.')).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('takes the token-only shape with the user id as ?uid=', async () => {
    const { apiRequest } = await import('@ujuzi/api');
    await apiRequest({ method: 'POST', path: '/accounts/auth/password-reset/', body: { email: 'teacher@ujuzi.ac.ke' } });
    const link = getLastPasswordResetLink();
    if (!link) throw new Error('no reset link');
    renderInApp(<p>login</p>, {
      path: `/reset-password/${link.token}?uid=${link.uid}`,
      routePath: '/login',
      routes: resetRoutes,
    });
    expect(await screen.findByText('For teacher@ujuzi.ac.ke')).toBeTruthy();
  });

  it('calls a token-only link without a user id incomplete', () => {
    renderInApp(<p>login</p>, { path: '/reset-password/abc-123', routePath: '/login', routes: resetRoutes });
    expect(screen.getByText(/This reset link is incomplete/)).toBeTruthy();
  });

  it('shows the server’s password rules under the field', async () => {
    const { apiRequest } = await import('@ujuzi/api');
    await apiRequest({ method: 'POST', path: '/accounts/auth/password-reset/', body: { email: 'student@ujuzi.ac.ke' } });
    const link = getLastPasswordResetLink();
    if (!link) throw new Error('no reset link');
    const { user } = renderInApp(<p>login</p>, { path: link.path, routePath: '/login', routes: resetRoutes });
    await screen.findByText('For student@ujuzi.ac.ke');
    await user.type(screen.getByLabelText(/^New password/), '12345678');
    await user.type(screen.getByLabelText(/^Confirm new password/), '12345678');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This password is too common.')).toBeTruthy();
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBe('true');
  });
});

/** The sign-in pages in their states, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoToken } from '@ujuzi/mocks';
import { useState } from 'react';
import { Route } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { answering, backend, backendWith, loading, StoryApp } from '../../test/story-app';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { authorizeUrl } from './oauth';
import { OAuthCallbackPage, OAuthSuccessPage } from './oauth-pages';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';

const demo = { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };

const meta = {
  title: 'Screens/Sign-in',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  render: () => (
    <StoryApp path="/login" routePath="/login">
      <LoginPage />
    </StoryApp>
  ),
};

export const LoginWithDemoAccounts: Story = {
  render: () => (
    <StoryApp path="/login" routePath="/login" demoAccounts={demo}>
      <LoginPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Use teacher / }));
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue('teacher');
  },
};

export const LoginAfterGuard: Story = {
  render: () => (
    <StoryApp
      path="/login?next=%2Fdashboard%2Fprofile"
      routePath="/login"
      state={{ from: '/dashboard/profile', message: 'Authentication required. Please log in to continue.' }}
    >
      <LoginPage />
    </StoryApp>
  ),
};

export const LoginFailed: Story = {
  render: () => (
    <StoryApp path="/login" routePath="/login">
      <LoginPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Username/), 'student');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** Two-factor sign-in on: after the password the page asks for the code; a wrong code says so on the field. */
export const LoginTwoFactorStep: Story = {
  parameters: backendWith(
    answering('login', { two_factor_required: true, challenge: 'story-challenge', expires_in: 300 }),
    answering('verifyTwoFactor', { code: ['Invalid two-factor code.'] }, 400),
  ),
  render: () => (
    <StoryApp path="/login" routePath="/login" demoAccounts={{ ...demo, twoFactorCode: '123456' }}>
      <LoginPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Username/), 'teacher');
    await userEvent.type(canvas.getByLabelText(/^Password/), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await canvas.findByLabelText(/^Code from your authenticator app/), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and sign in' }));
    await expect(await canvas.findByText('Invalid two-factor code.')).toBeVisible();
  },
};

export const LoginVerifyingEmail: Story = {
  parameters: backendWith(loading('verifyEmail')),
  render: () => (
    <StoryApp path="/login?verify=abc" routePath="/login">
      <LoginPage />
    </StoryApp>
  ),
};

/** Just registered: where the link went, "Send it again" counting down the minute since it was sent. */
export const LoginAfterRegistering: Story = {
  render: () => (
    <StoryApp
      path="/login"
      routePath="/login"
      state={{
        message: 'Registration successful! Please login with your credentials.',
        tone: 'success',
        verification: { email: 'akinyi@example.com', sentAt: new Date().toISOString() },
      }}
    >
      <LoginPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Send it again in \d:\d\d$/ })).toBeDisabled();
  },
};

/** Registering: a taken username says so as soon as typing pauses. */
export const RegisterUsernameTaken: Story = {
  render: () => (
    <StoryApp path="/register" routePath="/register">
      <RegisterPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Username/), 'student');
    await expect(await canvas.findByText('A user with that username already exists.')).toBeVisible();
  },
};

export const Register: Story = {
  render: () => (
    <StoryApp path="/register" routePath="/register">
      <RegisterPage />
    </StoryApp>
  ),
};

export const RegisterWithServerErrors: Story = {
  render: () => (
    <StoryApp path="/register" routePath="/register">
      <RegisterPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fill = async (label: RegExp, value: string) => userEvent.type(canvas.getByLabelText(label), value);
    await fill(/^First name/, 'Wanjiku');
    await fill(/^Last name/, 'Kamau');
    await fill(/^Username/, 'student');
    await fill(/^Email/, 'student@ujuzi.ac.ke');
    await fill(/^Password/, '12345678');
    await fill(/^Confirm password/, '12345679');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Passwords do not match.')).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  render: () => (
    <StoryApp path="/forgot-password" routePath="/forgot-password">
      <ForgotPasswordPage />
    </StoryApp>
  ),
};

export const ForgotPasswordSent: Story = {
  render: () => (
    <StoryApp path="/forgot-password" routePath="/forgot-password">
      <ForgotPasswordPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'Student@Ujuzi.ac.ke');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  },
};

const resetRoutes = (
  <>
    <Route path="/reset-password/:uidb64/:token" element={<ResetPasswordPage />} />
    <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
  </>
);

export const ResetPasswordChecking: Story = {
  parameters: backendWith(loading('validatePasswordResetToken')),
  render: () => (
    <StoryApp path="/reset-password/NA/abc" routes={resetRoutes}>
      <p>Sign in</p>
    </StoryApp>
  ),
};

export const ResetPasswordForm: Story = {
  parameters: backendWith(answering('validatePasswordResetToken', { valid: true, email: 'student@ujuzi.ac.ke' })),
  render: () => (
    <StoryApp path="/reset-password/NA/abc" routes={resetRoutes}>
      <p>Sign in</p>
    </StoryApp>
  ),
};

export const ResetPasswordExpired: Story = {
  render: () => (
    <StoryApp path="/reset-password/NA/expired-token" routes={resetRoutes}>
      <p>Sign in</p>
    </StoryApp>
  ),
};

export const ResetPasswordIncomplete: Story = {
  render: () => (
    <StoryApp path="/reset-password/abc" routes={resetRoutes}>
      <p>Sign in</p>
    </StoryApp>
  ),
};

/** A sign-in started in this browser (the anti-forgery state stored), the code exchange still running. */
function PendingCallback() {
  const [url] = useState(
    () =>
      new URL(
        authorizeUrl({
          name: 'google',
          display_name: 'Google',
          client_id: 'ujuzi-mock.apps.googleusercontent.com',
          authorize_url: `${window.location.origin}/auth/oauth-callback?provider=google&code=mock-google-student`,
          scopes: ['openid', 'email', 'profile'],
          enabled: true,
        }),
      ),
  );
  return (
    <StoryApp path={`${url.pathname}${url.search}`} routePath="/auth/oauth-callback">
      <OAuthCallbackPage />
    </StoryApp>
  );
}

export const OAuthCallbackWorking: Story = {
  parameters: backendWith(loading('exchangeOAuthCode')),
  render: () => <PendingCallback />,
};

export const OAuthSuccess: Story = {
  render: () => (
    <StoryApp
      path="/auth/oauth-success"
      routePath="/auth/oauth-success"
      signedIn={{
        token: demoToken('student'),
        user: { id: 4, username: 'student', user_type: 'student', first_name: 'Wanjiku', last_name: 'Kamau' },
      }}
      state={{ provider: 'github', next: '/dashboard' }}
      routes={<Route path="/dashboard" element={<p>Dashboard</p>} />}
    >
      <OAuthSuccessPage />
    </StoryApp>
  ),
};

export const OAuthCallbackFailed: Story = {
  render: () => (
    <StoryApp
      path="/auth/oauth-callback?error=access_denied&error_description=You+cancelled+the+GitHub+sign-in.&provider=github"
      routePath="/auth/oauth-callback"
    >
      <OAuthCallbackPage />
    </StoryApp>
  ),
};

/** The demo inbox (mock mode only) where a screen says an e-mail was sent, beside the same screens on a real API. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, mockHandlers, readDemoInbox } from '@ujuzi/mocks';
import { Route } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { StoryApp } from '../../test/story-app';
import type { DemoAccountsValue } from '../infra/routing/demo-accounts';
import { NewsletterSignup } from '../infra/shell/newsletter-signup';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

/** Mock mode as apps/web sets it up. */
const withInbox: DemoAccountsValue = {
  accounts: DEMO_ACCOUNTS,
  password: DEMO_PASSWORD,
  readInbox: async (query) => readDemoInbox(query),
};
/** Demo accounts but no inbox: what a screen shows without the feature (as on a real API). */
const withoutInbox: DemoAccountsValue = { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };

/** Addresses and usernames no earlier run of a story has taken (the mock database lives on in the page). */
const fresh = (name: string) => `${name}${Date.now().toString(36)}`;

const meta = {
  title: 'Screens/Demo inbox',
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const forgotPassword = (demoAccounts: DemoAccountsValue) => (
  <StoryApp path="/forgot-password" routePath="/forgot-password" demoAccounts={demoAccounts}>
    <ForgotPasswordPage />
  </StoryApp>
);

const askForReset =
  (email: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  };

export const ForgotPasswordSentWithDemoInbox: Story = {
  render: () => forgotPassword(withInbox),
  play: async (context) => {
    await askForReset('student@ujuzi.ac.ke')(context);
    const inbox = within(await within(context.canvasElement).findByRole('region', { name: 'Demo inbox' }));
    await expect(await inbox.findByRole('link', { name: 'Open the reset link' })).toBeVisible();
  },
};

export const ForgotPasswordUnknownAddressWithDemoInbox: Story = {
  render: () => forgotPassword(withInbox),
  play: async (context) => {
    await askForReset('nobody@example.com')(context);
    const inbox = within(await within(context.canvasElement).findByRole('region', { name: 'Demo inbox' }));
    await expect(await inbox.findByText(/server writes only to the address of an active account/)).toBeVisible();
  },
};

export const ForgotPasswordSentWithoutDemoInbox: Story = {
  render: () => forgotPassword(withoutInbox),
  play: async (context) => {
    await askForReset('student@ujuzi.ac.ke')(context);
    await expect(within(context.canvasElement).queryByRole('region', { name: 'Demo inbox' })).toBeNull();
  },
};

const registerThenLogin = (demoAccounts: DemoAccountsValue) => (
  <StoryApp
    path="/register"
    routePath="/register"
    demoAccounts={demoAccounts}
    routes={<Route path="/login" element={<LoginPage />} />}
  >
    <RegisterPage />
  </StoryApp>
);

const register = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  const username = fresh('akinyi');
  const values: [RegExp, string][] = [
    [/^First name/, 'Akinyi'],
    [/^Last name/, 'Otieno'],
    [/^Username/, username],
    [/^Email/, `${username}@example.com`],
    [/^Password/, 'Kisumu!2026x'],
    [/^Confirm password/, 'Kisumu!2026x'],
  ];
  for (const [label, value] of values) await userEvent.type(canvas.getByLabelText(label), value);
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  await expect(await canvas.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
};

export const RegisteredWithDemoInbox: Story = {
  render: () => registerThenLogin(withInbox),
  play: async (context) => {
    await register(context);
    const inbox = within(await within(context.canvasElement).findByRole('region', { name: 'Demo inbox' }));
    await expect(await inbox.findByRole('link', { name: 'Open the verification link' })).toBeVisible();
  },
};

export const RegisteredWithoutDemoInbox: Story = {
  render: () => registerThenLogin(withoutInbox),
  play: async (context) => {
    await register(context);
    await expect(within(context.canvasElement).queryByRole('region', { name: 'Demo inbox' })).toBeNull();
  },
};

const newsletterSignup = (demoAccounts: DemoAccountsValue) => (
  <StoryApp path="/" routePath="/" demoAccounts={demoAccounts}>
    <Box maxW="xs" p="6">
      <NewsletterSignup />
    </Box>
  </StoryApp>
);

const subscribe = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Email address/), `${fresh('wairimu')}@gmail.com`);
  await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
  await expect(await canvas.findByText('Welcome aboard!')).toBeVisible();
};

export const NewsletterSignupWithDemoInbox: Story = {
  render: () => newsletterSignup(withInbox),
  play: async (context) => {
    await subscribe(context);
    const inbox = within(await within(context.canvasElement).findByRole('region', { name: 'Demo inbox' }));
    await expect(await inbox.findByRole('link', { name: 'Open the confirmation link' })).toBeVisible();
  },
};

export const NewsletterSignupWithoutDemoInbox: Story = {
  render: () => newsletterSignup(withoutInbox),
  play: async (context) => {
    await subscribe(context);
    await expect(within(context.canvasElement).queryByRole('region', { name: 'Demo inbox' })).toBeNull();
  },
};

/** The contact-us desk: the messages with their figures and one message, in the dashboard shell on the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { ContactMessagePage } from '../contact-message/contact-message-page';
import { ContactMessagesPage } from './contact-messages-page';

const Screen = dashboardScreen({
  'communications/contact-us': <ContactMessagesPage />,
  'communications/contact-us/:id': <ContactMessagePage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const LIST = '/dashboard/communications/contact-us';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Communications/Contact desk',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The messages by status and assignee, with the figures above; each subject opens the message. */
export const Messages: Story = {
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Contact-us figures' }, LOADED)).toBeVisible();
  },
};

export const MessagesLoading: Story = {
  parameters: backendWith(loading('listContactSubmissions'), loading('getContactSubmissionStats')),
  render: () => <Screen role="admin" path={LIST} />,
};

/** No message yet: recording one taken by phone is offered. */
export const MessagesEmpty: Story = {
  parameters: backendWith(empty('listContactSubmissions')),
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No contact-us messages yet' }, LOADED)).toBeVisible();
  },
};

export const MessagesFailing: Story = {
  parameters: backendWith(failing('listContactSubmissions')),
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** A new message for an admin: Resolve opens its notes. */
export const Message: Story = {
  render: () => <Screen role="admin" path={`${LIST}/1`} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Resolve' }, LOADED));
    await expect(await page.findByRole('textbox', { name: /Resolution notes/ }, LOADED)).toBeVisible();
  },
};

/** A teacher resolves and edits, but neither assigns nor deletes. */
export const MessageForTeacher: Story = {
  render: () => <Screen role="teacher" path={`${LIST}/1`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Edit' }, LOADED)).toBeVisible();
  },
};

export const MessageFailing: Story = {
  parameters: backendWith(failing('getContactSubmission')),
  render: () => <Screen role="admin" path={`${LIST}/1`} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: /Try again|Retry/ }, LOADED))[0]).toBeVisible();
  },
};

/** The mailbox inside the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { MessagesPage } from './messages-page';

const Screen = dashboardScreen(
  {
    'communications/messages': <MessagesPage />,
    'communications/messages/:folder': <MessagesPage />,
    '*': <RoutePage pathname="/dashboard/communications" />,
  },
  'student',
);

const meta = {
  title: 'Screens/Communications/Messages',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const INBOX = '/dashboard/communications/messages/inbox';
const LOADED = { timeout: 15_000 };

/** The student's inbox: unread messages bold and marked New, the folders with their counts. */
export const Inbox: Story = {
  render: () => <Screen path={INBOX} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^Inbox \(\d+ unread\)/ }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByText('New', undefined, LOADED)).length).toBeGreaterThan(0);
  },
};

/** A teacher's sent messages name who they went to. */
export const TeacherSent: Story = { render: () => <Screen role="teacher" path="/dashboard/communications/messages/sent" /> };

/** An opened message: its thread, the reply box and what can be done with it. */
export const Opened: Story = {
  render: () => {
    const message = getMockDatabase().communication.messages.find(
      (row) => row.owner === 4 && row.folder === 'inbox' && !!row.parentKey,
    );
    return <Screen path={`${INBOX}?open=${message?.id ?? 0}`} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Conversation' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Reply to/ }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = { render: Inbox.render, parameters: backendWith(loading('listMessages')) };
/** An empty folder offers New message. */
export const Empty: Story = {
  render: Inbox.render,
  parameters: backendWith(empty('listMessages')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing in Inbox' }, LOADED)).toBeVisible();
  },
};
export const Failing: Story = {
  render: Inbox.render,
  parameters: backendWith(failing('listMessages')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

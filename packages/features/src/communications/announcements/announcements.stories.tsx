/** The announcements list and one announcement inside the dashboard shell, served by the mock backend, in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { AnnouncementPage } from '../announcement';
import { AnnouncementsPage } from './announcements-page';

const Screen = dashboardScreen({
  'communications/announcements': <AnnouncementsPage />,
  'communications/announcements/:id': <AnnouncementPage />,
  '*': <RoutePage pathname="/dashboard/communications" />,
});

const meta = {
  title: 'Screens/Communications/Announcements',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '/dashboard/communications/announcements';
const LOADED = { timeout: 15_000 };

/** The seeded draft (its id depends on the seed). */
const draftHref = () => `${LIST}/${getMockDatabase().communication.announcements.find((row) => !row.is_published)?.id ?? 0}`;
const firstHref = () => `${LIST}/${getMockDatabase().communication.announcements.all()[0]?.id ?? 0}`;

/** A student: the announcements for them, the unread ones marked New. */
export const Student: Story = {
  render: () => <Screen role="student" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await expect((await canvas.findAllByText('New', undefined, LOADED)).length).toBeGreaterThan(0);
  },
};

/** An admin: every announcement, drafts too, with status, audience and priority filters and New announcement. */
export const Admin: Story = {
  render: () => <Screen role="admin" path={LIST} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Draft', undefined, LOADED)).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: 'New announcement' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { ...Student, play: undefined, parameters: backendWith(loading('listAnnouncementsForMe')) };
/** Nothing for the viewer yet: the next useful place is their messages. */
export const Empty: Story = {
  ...Student,
  parameters: backendWith(empty('listAnnouncementsForMe')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Open messages' }, LOADED)).toBeVisible();
  },
};
export const Failing: Story = {
  ...Student,
  parameters: backendWith(failing('listAnnouncementsForMe')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

/** One announcement as its reader sees it: sanitised text, author, dates and audience. */
export const Detail: Story = {
  render: () => <Screen role="student" path={firstHref()} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', undefined, LOADED)).toBeVisible();
  },
};

/** A draft as an admin sees it: Edit, Publish, Delete and who has read it. */
export const DraftForAdmin: Story = {
  render: () => <Screen role="admin" path={draftHref()} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Publish' }, LOADED)).toBeVisible();
  },
};

export const DetailNotFound: Story = {
  render: () => <Screen role="student" path={`${LIST}/99999`} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This announcement does not exist' }, LOADED),
    ).toBeVisible();
  },
};

/** A member's bookmarks: topics and articles, in their states. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { BookmarksPage } from './bookmarks-page';

const Screen = dashboardScreen({ 'community/bookmarks': <BookmarksPage /> });
const PATH = '/dashboard/community/bookmarks';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Community/Bookmarks',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Student: Story = {
  render: () => <Screen role="student" path={PATH} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Bookmarks' }, LOADED)).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <Screen role="student" path={PATH} />,
  parameters: backendWith(empty('listMyCommunityBookmarks')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No bookmarks yet' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = { ...Student, play: undefined, parameters: backendWith(loading('listMyCommunityBookmarks')) };

export const Failing: Story = {
  render: () => <Screen role="student" path={PATH} />,
  parameters: backendWith(failing('listMyCommunityBookmarks')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Could not load bookmarks' }, LOADED)).toBeVisible();
  },
};

/** A member's own community content, in its states. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { MyContentPage } from './my-content-page';

const Screen = dashboardScreen({ 'community/mine': <MyContentPage /> });
const PATH = '/dashboard/community/mine';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Community/My content',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Student: Story = {
  render: () => <Screen role="student" path={PATH} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'My latest articles' }, LOADED)).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <Screen role="parent" path={PATH} />,
  parameters: backendWith(
    answering('getMyCommunityContent', {
      topics: [],
      articles: [],
      topics_count: 0,
      articles_count: 0,
      replies_count: 0,
      comments_count: 0,
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You have not posted yet' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = { ...Student, play: undefined, parameters: backendWith(loading('getMyCommunityContent')) };

export const Failing: Story = {
  render: () => <Screen role="student" path={PATH} />,
  parameters: backendWith(failing('getMyCommunityContent')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Try again/ }, LOADED)).toBeVisible();
  },
};

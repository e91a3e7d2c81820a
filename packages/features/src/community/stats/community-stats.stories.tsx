/** The community's figures for moderators, on the community home (the figures alone differ by state). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing } from '../../../test/story-app';
import { CommunityHomePage } from '../home';

const Screen = dashboardScreen({ community: <CommunityHomePage /> });
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Community/Figures',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Moderator: Story = {
  render: () => <Screen role="teacher" path="/dashboard/community" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Waiting for moderation', undefined, LOADED)).toBeVisible();
  },
};

export const FiguresFailing: Story = {
  render: () => <Screen role="teacher" path="/dashboard/community" />,
  parameters: backendWith(failing('getCommunityStats')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /Could not load the community’s figures/ }, LOADED),
    ).toBeVisible();
  },
};

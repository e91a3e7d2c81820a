/** The community activity feed and a member's community profile, on the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CommunityMemberPage } from '../member/member-page';
import { CommunityActivityPage } from './activity-page';

const Screen = dashboardScreen({
  'community/activity': <CommunityActivityPage />,
  'community/members/:id': <CommunityMemberPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const ACTIVITY = '/dashboard/community/activity';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Community/Activity',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The feed: each member opens their profile, each topic or article opens it. */
export const Feed: Story = {
  render: () => <Screen role="student" path={ACTIVITY} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listCommunityActivities')),
  render: () => <Screen role="student" path={ACTIVITY} />,
};

/** Nothing yet: New topic is offered. */
export const Empty: Story = {
  parameters: backendWith(empty('listCommunityActivities')),
  render: () => <Screen role="student" path={ACTIVITY} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing has happened yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listCommunityActivities')),
  render: () => <Screen role="student" path={ACTIVITY} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** A member's profile: figures, latest topics and articles. */
export const Member: Story = {
  render: () => <Screen role="student" path="/dashboard/community/members/3" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Community figures' }, LOADED)).toBeVisible();
  },
};

export const MemberFailing: Story = {
  parameters: backendWith(failing('getCommunityUserProfile')),
  render: () => <Screen role="student" path="/dashboard/community/members/3" />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

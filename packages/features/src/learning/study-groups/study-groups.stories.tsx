/** The study-group screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StudyGroup } from '@ujuzi/api';
import { expect, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { StudyGroupPage } from '../study-group/study-group-page';
import { StudyGroupsPage } from './study-groups-page';

const Screen = dashboardScreen({
  'learning/study-groups': <StudyGroupsPage />,
  'learning/study-groups/:id': <StudyGroupPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const LOADED = { timeout: 15_000 };
const GROUPS = '/dashboard/learning/study-groups';
/** The first seeded group, Nairobi Python Study Circle: the demo student is a member. */
const GROUP = `${GROUPS}/1`;

/** A group with every place taken, the demo student not among them. */
const FULL: StudyGroup = {
  id: 1,
  name: 'Nairobi Python Study Circle',
  description: 'We work through the Python course’s exercises together.',
  course: null,
  created_by: { id: 9, username: 'otieno.k', first_name: 'Kevin', last_name: 'Otieno', user_type: 'student' },
  members_count: 2,
  max_members: 2,
  is_member: false,
  is_private: false,
  is_active: true,
  meeting_schedule: 'Saturdays 10:00 at iHub, Senteu Plaza',
  meeting_link: null,
  created_at: '2026-10-05T16:00:00Z',
  members: [
    { id: 9, username: 'otieno.k', first_name: 'Kevin', last_name: 'Otieno', user_type: 'student' },
    { id: 10, username: 'achieng.m', first_name: 'Mercy', last_name: 'Achieng', user_type: 'student' },
  ],
};

const meta = {
  title: 'Screens/Learning/Study groups',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A learner browses the groups: course, places, their memberships; New study group. */
export const Groups: Story = {
  render: () => <Screen role="student" path={GROUPS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Study groups' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Nairobi Python Study Circle' }, LOADED)).toBeVisible();
  },
};

export const GroupsLoading: Story = { ...Groups, play: undefined, parameters: backendWith(loading('listStudyGroups')) };
export const GroupsEmpty: Story = {
  render: Groups.render,
  parameters: backendWith(empty('listStudyGroups')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No study groups yet' }, LOADED)).toBeVisible();
  },
};
export const GroupsFailing: Story = { ...Groups, play: undefined, parameters: backendWith(failing('listStudyGroups')) };

/** A member's view of a group: its course, schedule and members; Leave group. */
export const Member: Story = {
  render: () => <Screen role="student" path={GROUP} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Leave group' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('region', { name: /^Members/ })).toBeVisible();
  },
};

/** A teacher sees a full group: no Join, the reason in words; Edit, Deactivate and Delete. */
export const FullForStaff: Story = {
  render: () => <Screen role="teacher" path={GROUP} />,
  parameters: backendWith(answering('getStudyGroup', FULL)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This group is full.', undefined, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const GroupLoading: Story = { ...Member, play: undefined, parameters: backendWith(loading('getStudyGroup')) };
export const GroupNotFound: Story = {
  ...Member,
  parameters: backendWith(failing('getStudyGroup', 404, 'Not found.')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Back to the study groups' }, LOADED)).toBeVisible();
  },
};

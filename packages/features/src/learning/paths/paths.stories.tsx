/** Managing learning paths inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { LearningPathsAdminPage } from './paths-page';

const Screen = dashboardScreen({
  'learning/paths': <LearningPathsAdminPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const PATHS = '/dashboard/learning/paths';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Learning/Manage learning paths',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A teacher: every path, drafts too, with its courses in order, learners and status; New, Edit and Delete. */
export const Teacher: Story = {
  render: () => <Screen role="teacher" path={PATHS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Manage learning paths' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** The form: title required, at least one course, the courses in study order. */
export const Form: Story = {
  render: () => <Screen role="teacher" path={PATHS} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click((await page.findAllByRole('button', { name: 'New learning path' }, LOADED))[0] as HTMLElement);
    const dialog = within(await page.findByRole('dialog', { name: 'New learning path' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Create learning path' }, LOADED));
    await expect((await dialog.findAllByText('This field is required')).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listLearningCenterPaths')),
  render: () => <Screen role="teacher" path={PATHS} />,
};

/** No paths yet: New learning path. */
export const Empty: Story = {
  parameters: backendWith(empty('listLearningCenterPaths')),
  render: () => <Screen role="teacher" path={PATHS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No learning paths yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listLearningCenterPaths')),
  render: () => <Screen role="teacher" path={PATHS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

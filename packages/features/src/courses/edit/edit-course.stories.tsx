/** The edit course screen inside the dashboard shell, served by the mock backend (msw), in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, Landed, loading } from '../../../test/story-app';
import { EditCoursePage } from './edit-course-page';

const LOADED = { timeout: 15_000 };

const Screen = dashboardScreen({ 'courses/:id/edit': <EditCoursePage />, '*': <Landed /> }, 'admin');
const Course = ({ identifier = '1' }: { identifier?: string }) => <Screen path={`/dashboard/courses/${identifier}/edit`} />;

const meta = {
  title: 'Screens/Courses/Edit course',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin edits a course: the form holds its values, the cover shows as the current image. */
export const Admin: Story = {
  render: () => <Course />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Edit / }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Title/ }, LOADED)).not.toHaveValue('');
  },
};

/** A course that does not exist: service spec §8's text and the way back. */
export const NotFound: Story = {
  render: () => <Course identifier="99999" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Course with identifier "99999" not found' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = { parameters: backendWith(loading('getCourse')), render: () => <Course /> };

export const Failing: Story = {
  parameters: backendWith(failing('getCourse')),
  render: () => <Course />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

// The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
export const Phone: Story = {
  tags: ['!test'],
  render: () => <Course />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The new project screen inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, dashboardScreen, Landed } from '../../../test/story-app';
import { NewProjectPage } from './new-project-page';

const LOADED = { timeout: 15_000 };

const NewProject = dashboardScreen({ 'courses/:slug/projects/new': <NewProjectPage />, '*': <Landed /> }, 'teacher');
const Screen = ({ slug = 'introduction-to-programming-with-python' }: { slug?: string }) => (
  <NewProject path={`/dashboard/courses/${slug}/projects/new`} />
);

const meta = {
  title: 'Screens/Courses/New project',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Title/ }, LOADED)).toBeVisible();
  },
};

/** A course that does not exist: service spec §8's rule, and the way back. */
export const CourseNotFound: Story = {
  render: () => <Screen slug="no-such-course" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This course does not exist' }, LOADED)).toBeVisible();
  },
};

// The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
export const Phone: Story = {
  tags: ['!test'],
  render: () => <Screen />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

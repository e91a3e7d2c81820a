/** The Materials section of a course's page inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserType } from '@ujuzi/domain';
import { expect, within } from 'storybook/test';
import { CourseDetailsPage } from './course-details-page';
import { backend, backendWith, dashboardScreen, empty, failing, Landed } from '../../../test/story-app';

const LOADED = { timeout: 15_000 };

const Page = dashboardScreen({ 'courses/:slug': <CourseDetailsPage />, '*': <Landed /> });
const Screen = ({ role = 'student' }: { role?: UserType }) => (
  <Page role={role} path="/dashboard/courses/javascript-fundamentals?section=materials" />
);

const meta = {
  title: 'Screens/Materials/Course section',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Student: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'MDN JavaScript guide' }, LOADED)).toBeVisible();
  },
};

/** Staff manage the course's materials or add one from here. */
export const Teacher: Story = {
  render: () => <Screen role="teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Add material' }, LOADED)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: backendWith(empty('listStudyResources')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No materials yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listStudyResources')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

// The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
export const Phone: Story = {
  tags: ['!test'],
  render: () => <Screen />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

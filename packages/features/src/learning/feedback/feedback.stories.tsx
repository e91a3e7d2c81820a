/** The feedback form opened from a course's page (learning/feedback), served by the mock backend: ready, and refused by the server. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CourseDetailsPage } from '../course/course-details-page';

const LOADED = { timeout: 15_000 };

const Dashboard = dashboardScreen(
  { 'courses/:slug': <CourseDetailsPage />, '*': <RoutePage pathname="/dashboard/courses" /> },
  'student',
);

const meta = {
  title: 'Screens/Learning/Feedback',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
  render: () => <Dashboard path="/dashboard/courses/javascript-fundamentals" />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const openForm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Send feedback' }, LOADED));
  return within(canvasElement.ownerDocument.body).findByRole('form', { name: 'Feedback' }, LOADED);
};

/** The form in its dialog, ready to write. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    // The dialog fades in: visible once its opening animation ends.
    await waitFor(() => expect(form).toBeVisible(), LOADED);
  },
};

/** The server refuses: its message shows and what was typed stays. */
export const Refused: Story = {
  parameters: backendWith(failing('submitLearningFeedback', 500)),
  play: async ({ canvasElement }) => {
    const form = within(await openForm(canvasElement));
    await userEvent.type(form.getByRole('textbox', { name: /^Your feedback/ }), 'The quiz timer froze.');
    await userEvent.click(form.getByRole('button', { name: 'Send feedback' }));
    const error = await form.findByText('Server error. Please try again later.', undefined, LOADED);
    await waitFor(() => expect(error).toBeVisible(), LOADED);
    await expect(form.getByRole('textbox', { name: /^Your feedback/ })).toHaveValue('The quiz timer froze.');
  },
};

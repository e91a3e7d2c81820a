/** A question opened for editing from the staff side of an assessment, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AssessmentPage } from '../assessment/assessment-page';
import { backend, backendWith, dashboardScreen, failing, Landed } from '../../../test/story-app';

const LOADED = { timeout: 15_000 };
const Screen = dashboardScreen({ 'courses/assessments/:slugOrId': <AssessmentPage />, '*': <Landed /> }, 'admin');

const meta = {
  title: 'Screens/Assessments/Question editor',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
  render: () => <Screen path="/dashboard/courses/assessments/1" />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const openFirst = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('button', { name: 'Edit question 1' }, LOADED));
  return within(await page.findByRole('dialog', { name: 'Edit question 1' }));
};

/** The question's text, points, answer or code and explanation, with Delete question. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openFirst(canvasElement);
    await expect(await dialog.findByRole('button', { name: 'Save question' }, LOADED)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete question 1' })).toBeVisible();
  },
};

/** The question could not be loaded: its error with Try again, inside the dialog. */
export const Failing: Story = {
  parameters: backendWith(failing('getAssessmentQuestion')),
  play: async ({ canvasElement }) => {
    const dialog = await openFirst(canvasElement);
    await expect((await dialog.findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

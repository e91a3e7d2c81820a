/** A question opened for editing from the staff side of an assessment, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    const save = await dialog.findByRole('button', { name: 'Save question' }, LOADED);
    // The dialog fades in: visible once its opening animation ends.
    await waitFor(() => expect(save).toBeVisible(), LOADED);
    await expect(dialog.getByRole('button', { name: 'Delete question 1' })).toBeVisible();
  },
};

/** A seeded code question with test cases: its assessment and its number there. */
function codeQuestion(): { assessment: number; number: number } {
  const db = getMockDatabase();
  const question = db.learning.questions.find(
    (row) => row.question_type === 'code' && db.learning.testCases.some((test) => test.question === row.id),
  );
  const ordered = db.learning.questions
    .filter((row) => row.assessment === question?.assessment)
    .sort((a, b) => a.order - b.order || a.id - b.id);
  return { assessment: question?.assessment ?? 1, number: ordered.findIndex((row) => row.id === question?.id) + 1 };
}

/** A code question's test case opened for editing in place, beside Delete for each. */
export const EditingTestCase: Story = {
  render: () => <Screen path={`/dashboard/courses/assessments/${codeQuestion().assessment}`} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Edit question ${codeQuestion().number}` }, LOADED));
    await userEvent.click(await page.findByRole('button', { name: 'Edit test case 1' }, LOADED));
    const form = await page.findByRole('form', { name: 'Edit test case 1' }, LOADED);
    await waitFor(() => expect(form).toBeVisible(), LOADED);
  },
};

/** The question could not be loaded: its error with Try again, inside the dialog. */
export const Failing: Story = {
  parameters: backendWith(failing('getAssessmentQuestion')),
  play: async ({ canvasElement }) => {
    const dialog = await openFirst(canvasElement);
    const retry = (await dialog.findAllByRole('button', { name: 'Try again' }, LOADED))[0];
    await waitFor(() => expect(retry).toBeVisible(), LOADED);
  },
};

/** Taking an assessment in the dashboard shell, served by the mock backend (msw): the questions, and the states around them. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { StoryApp, signedInAs } from '../../../test/story-app';
import { DashboardShell } from '../../shell/dashboard-shell';
import { TakeAssessmentPage } from './take-assessment-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };

function Screen({ path }: { path: string }) {
  return (
    <StoryApp
      path={path}
      signedIn={signedInAs('student')}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="courses/assessments/:slugOrId/submit" element={<TakeAssessmentPage />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}

const meta = {
  title: 'Screens/Learning/Take assessment',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The REST API design quiz (demo assessment 2): short answer, multiple choice, true/false and code with its visible test. */
export const Questions: Story = {
  render: () => <Screen path="/dashboard/courses/assessments/2/submit" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer', {}, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Run the tests' }, LOADED)).toBeVisible();
  },
};

export const Starting: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/learning/assessments/:id/start_attempt/', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...backend,
      ],
    },
  },
  render: () => <Screen path="/dashboard/courses/assessments/2/submit" />,
};

/** The server refuses a new attempt (here: all attempts used). */
export const CannotStart: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/learning/assessments/:id/start_attempt/', () =>
          HttpResponse.json({ detail: 'You have used all 2 attempts.' }, { status: 400 }),
        ),
        ...backend,
      ],
    },
  },
  render: () => <Screen path="/dashboard/courses/assessments/2/submit" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have used all 2 attempts.', {}, LOADED)).toBeVisible();
  },
};

export const InvalidId: Story = { render: () => <Screen path="/dashboard/courses/assessments/quiz/submit" /> };

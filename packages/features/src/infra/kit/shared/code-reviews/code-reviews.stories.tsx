/** Code reviews on a seeded code answer, served by the mock backend (msw): grader, learner and every state. */
import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AssessmentResponse } from '@ujuzi/api';
import type { UserType } from '@ujuzi/domain';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { StoryApp, backend, backendWith, empty, failing, loading, signedInAs } from '../../../../../test/story-app';
import { CodeReviewSection } from './code-review-section';

const LOADED = { timeout: 15_000 };

/** The seeded code answer a teacher has commented on (an open comment on line 3, a resolved one on line 1). */
function reviewedAnswer(): AssessmentResponse {
  const db = getMockDatabase();
  const reviewed = db.learning.codeReviews.find(() => true);
  const response = reviewed ? db.learning.responses.get(reviewed.response) : undefined;
  if (!response) throw new Error('a seeded code review');
  return response as unknown as AssessmentResponse;
}

function Review({ role }: { role: UserType }) {
  const staff = role !== 'student';
  return (
    <StoryApp path="/" signedIn={signedInAs(role)}>
      <Box as="main" p="4" maxW="48rem">
        <CodeReviewSection response={reviewedAnswer()} canComment={staff} headingLevel={staff ? 'h3' : 'h4'} />
      </Box>
    </StoryApp>
  );
}

const meta = {
  title: 'Screens/Grading/Code reviews',
  parameters: { msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  render: () => <Review role="teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Review comments (1 open of 2)' }, LOADED)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Comment on a line' }));
    await expect(await canvas.findByRole('form', { name: 'Comment on the code' }, LOADED)).toBeVisible();
  },
};

export const Learner: Story = {
  render: () => <Review role="student" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /^Review comments/ }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Comment on a line' })).toBeNull();
  },
};

export const NoComments: Story = {
  parameters: backendWith(empty('listCodeReviews')),
  render: () => <Review role="teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No comments yet: choose a line to comment on.', undefined, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listCodeReviews')),
  render: () => <Review role="teacher" />,
};

export const Failing: Story = {
  parameters: backendWith(failing('listCodeReviews')),
  render: () => <Review role="teacher" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

export const Phone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Review role="teacher" />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The gradebook's screens (course grades, rubrics, peer reviews) inside the dashboard shell, served by the mock backend. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { GradebookPage } from './course-grades/gradebook-page';
import { CourseGradePage } from './course-grades/grade-page';
import { MyGradesPage } from './course-grades/my-grades-page';
import { MyReviewsPage } from './peer-reviews/my-reviews-page';
import { PeerReviewPage } from './peer-reviews/peer-review-page';
import { PeerReviewsPage } from './peer-reviews/peer-reviews-page';
import { RubricPage } from './rubrics/rubric-page';
import { RubricsPage } from './rubrics/rubrics-page';

const Screen = dashboardScreen({
  gradebook: <GradebookPage />,
  'gradebook/my-grades': <MyGradesPage />,
  'gradebook/grades/:id': <CourseGradePage />,
  'gradebook/rubrics': <RubricsPage />,
  'gradebook/rubrics/:id': <RubricPage />,
  'gradebook/peer-reviews': <PeerReviewsPage />,
  'gradebook/my-reviews': <MyReviewsPage />,
  'gradebook/peer-reviews/:id': <PeerReviewPage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const LOADED = { timeout: 15_000 };
const GRADEBOOK = '/dashboard/gradebook';

const meta = {
  title: 'Screens/Gradebook',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A teacher's course grades: computed and overridden scores, override, delete, bulk final/draft. */
export const CourseGrades: Story = {
  render: () => <Screen role="teacher" path={GRADEBOOK} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Overridden', undefined, LOADED))[0]).toBeVisible();
  },
};
export const CourseGradesEmpty: Story = {
  parameters: backendWith(empty('listCourseGrades')),
  render: () => <Screen role="teacher" path={GRADEBOOK} />,
};
export const CourseGradesLoading: Story = {
  parameters: backendWith(loading('listCourseGrades')),
  render: () => <Screen role="teacher" path={GRADEBOOK} />,
};
export const CourseGradesFailing: Story = {
  parameters: backendWith(failing('listCourseGrades')),
  render: () => <Screen role="teacher" path={GRADEBOOK} />,
};

/** One grade for staff: what it is made of, Override, Mark as draft, Delete. */
export const Grade: Story = { render: () => <Screen role="teacher" path={`${GRADEBOOK}/grades/1`} /> };
/** The learner's own grade: the same, without staff actions. */
export const GradeLearner: Story = { render: () => <Screen role="student" path={`${GRADEBOOK}/grades/1`} /> };
export const GradeLoading: Story = {
  parameters: backendWith(loading('getCourseGrade')),
  render: () => <Screen role="student" path={`${GRADEBOOK}/grades/1`} />,
};
export const GradeNotFound: Story = {
  parameters: backendWith(failing('getCourseGrade', 404, 'Not found.')),
  render: () => <Screen role="student" path={`${GRADEBOOK}/grades/1`} />,
};

export const MyGrades: Story = { render: () => <Screen role="student" path={`${GRADEBOOK}/my-grades`} /> };
export const MyGradesEmpty: Story = {
  parameters: backendWith(empty('listCourseGrades')),
  render: () => <Screen role="student" path={`${GRADEBOOK}/my-grades`} />,
};

export const Rubrics: Story = { render: () => <Screen role="teacher" path={`${GRADEBOOK}/rubrics`} /> };
export const RubricsEmpty: Story = {
  parameters: backendWith(empty('listRubrics')),
  render: () => <Screen role="teacher" path={`${GRADEBOOK}/rubrics`} />,
};
/** A rubric's criteria and levels, with Edit, Deactivate and Delete for staff. */
export const Rubric: Story = { render: () => <Screen role="teacher" path={`${GRADEBOOK}/rubrics/1`} /> };

/** Who has and has not reviewed. */
export const PeerReviews: Story = { render: () => <Screen role="teacher" path={`${GRADEBOOK}/peer-reviews`} /> };
export const PeerReviewsEmpty: Story = {
  parameters: backendWith(empty('listPeerReviews')),
  render: () => <Screen role="teacher" path={`${GRADEBOOK}/peer-reviews`} />,
};

/** A learner's reviews to write and reviews of their work (anonymous reviewers hidden). */
export const MyReviews: Story = { render: () => <Screen role="student" path={`${GRADEBOOK}/my-reviews`} /> };
export const MyReviewsEmpty: Story = {
  parameters: backendWith(empty('listPendingPeerReviews'), empty('listPeerReviews')),
  render: () => <Screen role="student" path={`${GRADEBOOK}/my-reviews`} />,
};
export const MyReviewsFailing: Story = {
  parameters: backendWith(failing('listPendingPeerReviews')),
  render: () => <Screen role="student" path={`${GRADEBOOK}/my-reviews`} />,
};

/** The reviewer writes the review: a score per criterion with the levels as a guide, and the feedback. */
export const WriteReview: Story = {
  render: () => <Screen role="student" path={`${GRADEBOOK}/peer-reviews/7`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Submit review' }, LOADED)).toBeVisible();
  },
};
/** A submitted review of the learner's work: points and comment per criterion. */
export const ReviewReceived: Story = { render: () => <Screen role="student" path={`${GRADEBOOK}/peer-reviews/2`} /> };
/** Staff on a review: change the assignment, show or hide the reviewer, delete. */
export const ReviewStaff: Story = { render: () => <Screen role="teacher" path={`${GRADEBOOK}/peer-reviews/1`} /> };

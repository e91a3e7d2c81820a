/** A course's material as learners meet it, inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserType } from '@ujuzi/domain';
import { expect, within } from 'storybook/test';
import { CourseMaterialPage } from './course-material-page';
import { backend, backendWith, dashboardScreen, failing, Landed, loading } from '../../../test/story-app';

const LOADED = { timeout: 15_000 };
/** Material 1 (Python cheat sheet) belongs to the free Python course the demo student studies. */
const OPEN = { slug: 'introduction-to-programming-with-python', id: '1' };

const Page = dashboardScreen({ 'courses/:slug/materials/view/:materialId': <CourseMaterialPage />, '*': <Landed /> });
const Screen = ({ role = 'student', slug = OPEN.slug, id = OPEN.id }: { role?: UserType; slug?: string; id?: string }) => (
  <Page role={role} path={`/dashboard/courses/${slug}/materials/view/${id}`} />
);

const meta = {
  title: 'Screens/Materials/Course viewer',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Student: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'More from this course' }, LOADED)).toBeVisible();
  },
};

/** Not enrolled in the paid Kotlin course: the material stays closed, with the way in. */
export const LockedForLearner: Story = {
  render: () => <Screen slug="android-development-with-kotlin" id="14" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Lessons locked' }, LOADED)).toBeVisible();
  },
};

export const Teacher: Story = { render: () => <Screen role="teacher" /> };

/** Another course's material is not found under this course. */
export const OtherCourse: Story = {
  render: () => <Screen slug="javascript-fundamentals" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This material does not exist' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('getStudyResource')),
  render: () => <Screen role="teacher" />,
};

export const Failing: Story = {
  parameters: backendWith(failing('getStudyResource')),
  render: () => <Screen role="teacher" />,
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

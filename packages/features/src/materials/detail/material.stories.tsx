/** A material's page inside the dashboard shell, served by the mock backend (msw), for staff and learners. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserType } from '@ujuzi/domain';
import { expect, within } from 'storybook/test';
import { MaterialPage } from './material-page';
import { backend, backendWith, dashboardScreen, failing, Landed, loading } from '../../../test/story-app';

const LOADED = { timeout: 15_000 };

const Page = dashboardScreen({ 'materials/:id': <MaterialPage />, '*': <Landed /> });
const Screen = ({ role = 'teacher', id = '1' }: { role?: UserType; id?: string }) => (
  <Page role={role} path={`/dashboard/materials/${id}`} />
);

const meta = {
  title: 'Screens/Materials/Material',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Edit' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About this material' })).toBeVisible();
  },
};

/** A learner: no staff actions; course-bound materials open in their course. */
export const Student: Story = {
  render: () => <Screen role="student" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'About this material' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

export const NotFound: Story = {
  render: () => <Screen id="99999" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This material does not exist' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('getStudyResource')),
  render: () => <Screen />,
};

export const Failing: Story = {
  parameters: backendWith(failing('getStudyResource')),
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

/** The materials list inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaterialsPage } from './materials-page';
import { backend, backendWith, dashboardScreen, empty, failing, Landed, loading } from '../../../test/story-app';

const LOADED = { timeout: 15_000 };

const Page = dashboardScreen({ materials: <MaterialsPage />, '*': <Landed /> });
const Screen = ({ role = 'teacher' as const, query = '' }: { role?: 'teacher' | 'admin'; query?: string }) => (
  <Page role={role} path={`/dashboard/materials${query}`} />
);

const meta = {
  title: 'Screens/Materials/List',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Materials' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Git branching strategies' }, LOADED)).toBeVisible();
  },
};

/** Admins see drafts too, and may narrow the list to them. */
export const AdminDrafts: Story = {
  render: () => <Screen role="admin" query="?is_published=false" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Unpublished: AWS pricing notes' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listStudyResources')),
  render: () => <Screen />,
};

/** Nothing yet: the next useful action is adding one. */
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

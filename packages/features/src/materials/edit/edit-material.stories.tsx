/** The edit material screen inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EditMaterialPage } from './edit-material-page';
import { backend, backendWith, dashboardScreen, failing, Landed, loading } from '../../../test/story-app';

const LOADED = { timeout: 15_000 };

const Page = dashboardScreen({ 'materials/edit/:id': <EditMaterialPage />, '*': <Landed /> });
const Screen = ({ id = '1' }: { id?: string }) => <Page role="admin" path={`/dashboard/materials/edit/${id}`} />;

const meta = {
  title: 'Screens/Materials/Edit',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit material' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Save material' }, LOADED)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <Screen id="abc" />,
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

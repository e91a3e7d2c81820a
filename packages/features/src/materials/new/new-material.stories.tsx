/** The new material screen inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewMaterialPage } from './new-material-page';
import { backend, dashboardScreen, Landed } from '../../../test/story-app';

const LOADED = { timeout: 15_000 };

const Page = dashboardScreen({ 'materials/new': <NewMaterialPage />, '*': <Landed /> });
const Screen = ({ role = 'teacher' as const }: { role?: 'teacher' | 'admin' }) => (
  <Page role={role} path="/dashboard/materials/new" />
);

const meta = {
  title: 'Screens/Materials/New',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New material' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Title/ }, LOADED)).toBeVisible();
  },
};

/** The contract's rule: anything but a link needs a file or a URL. */
export const NeedsAFile: Story = {
  render: () => <Screen role="admin" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }, LOADED), 'Notes');
    await userEvent.click(canvas.getByRole('button', { name: 'Add material' }));
    await expect(await canvas.findByText('Upload a file or give a URL.', undefined, LOADED)).toBeVisible();
  },
};

// The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
export const Phone: Story = {
  tags: ['!test'],
  render: () => <Screen />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Sending a notification to an audience, with the school's figures, on the mock backend. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { BroadcastPage } from './broadcast-page';

const Screen = dashboardScreen({ 'communications/send': <BroadcastPage />, '*': <RoutePage pathname="/dashboard" /> });
const SEND = '/dashboard/communications/send';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Communications/Send a notification',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures and the form; choosing students and previewing asks to confirm with the count. */
export const Admin: Story = {
  render: () => <Screen role="admin" path={SEND} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const form = within(await page.findByRole('form', { name: 'Send a notification' }, LOADED));
    await userEvent.click(await form.findByRole('checkbox', { name: 'Students' }, LOADED));
    await userEvent.type(form.getByRole('textbox', { name: /^Title/ }), 'Library closed');
    await userEvent.type(form.getByRole('textbox', { name: /^Message/ }), 'The library is closed on Saturday.');
    await userEvent.click(form.getByRole('button', { name: 'Preview recipients' }));
    const dialog = await page.findByRole('alertdialog', { name: /^Send to \d+ people\?$/ }, LOADED);
    await expect(within(dialog).getByRole('button', { name: /^Send to \d+ people$/ })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('getCommunicationStats')),
  render: () => <Screen role="admin" path={SEND} />,
};

/** The figures could not load; the form still works. */
export const FiguresFailing: Story = {
  parameters: backendWith(failing('getCommunicationStats')),
  render: () => <Screen role="admin" path={SEND} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

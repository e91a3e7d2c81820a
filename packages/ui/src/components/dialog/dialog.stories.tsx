import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Dialog } from './dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Edit profile',
    description: 'Changes show on your public QR profile.',
    trigger: <Button>Edit profile</Button>,
  },
  render: (args) => (
    <Dialog
      {...args}
      footer={
        <>
          <Button variant="outline">Cancel</Button>
          <Button>Save changes</Button>
        </>
      }
    >
      <Stack gap="4">
        <TextField label="First name" defaultValue="Wanjiku" />
        <TextField label="Last name" defaultValue="Kamau" />
      </Stack>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit profile' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Edit profile' });
    await expect(dialog).toHaveAccessibleDescription('Changes show on your public QR profile.');
    await waitFor(() => expect(within(dialog).getByLabelText('First name')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open, so the a11y check covers the open dialog in both modes. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit profile' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit profile' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

export const OpenDark: Story = { ...Open, globals: { colorMode: 'dark' } };

export const Large: Story = { args: { size: 'lg' }, play: Open.play };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { toast } from './toast';

function ToastButtons() {
  return (
    <HStack gap="3" wrap="wrap">
      <Button onClick={() => toast.success('Password changed successfully')}>Success</Button>
      <Button variant="danger" onClick={() => toast.error('Login failed.', 'Login failed. Please check your credentials.')}>
        Error
      </Button>
      <Button variant="outline" onClick={() => toast.info('Successfully logged out')}>
        Info
      </Button>
      <Button variant="subtle" onClick={() => toast.warning('Taking longer than usual to load...')}>
        Warning
      </Button>
    </HStack>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastButtons,
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ToastButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    const message = await body(canvasElement).findByText('Password changed successfully');
    await waitFor(() => expect(message).toBeVisible());
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(body(canvasElement).queryByText('Password changed successfully')).toBeNull());
  },
};

export const ErrorWithDescription: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    await waitFor(() => expect(body(canvasElement).getByText('Login failed. Please check your credentials.')).toBeVisible());
  },
};

export const AllKinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Success', 'Error', 'Info', 'Warning']) await userEvent.click(canvas.getByRole('button', { name }));
    await waitFor(() => expect(body(canvasElement).getByText('Taking longer than usual to load...')).toBeVisible());
  },
};

export const AllKindsDark: Story = { ...AllKinds, globals: { colorMode: 'dark' } };

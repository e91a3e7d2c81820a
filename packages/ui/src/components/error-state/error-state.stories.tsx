import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { title: 'Failed to load courses', message: 'Server error. Please try again later.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load courses');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = { args: { retrying: true } };

export const WithoutRetry: Story = { args: { onRetry: undefined, title: 'This certificate could not be verified' } };

export const Small: Story = { args: { size: 'sm', title: 'Failed to load notifications', message: undefined } };

export const DarkMode: Story = { globals: { colorMode: 'dark' } };

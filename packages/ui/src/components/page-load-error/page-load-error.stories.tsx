import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PageLoadError } from './page-load-error';

const meta = {
  title: 'Components/PageLoadError',
  component: PageLoadError,
  args: { onRetry: fn(), onReload: fn(), reloadDelayMs: 300 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstFailure: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page Loading Error' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith(1);
  },
};

export const RetriesUsedUp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (let attempt = 1; attempt <= 3; attempt += 1) await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(canvas.getByText('Multiple loading attempts failed. The page will reload automatically.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(args.onReload).toHaveBeenCalledTimes(1));
  },
};

export const AttemptsKeptByCaller: Story = { args: { attempts: 3, reloadDelayMs: 60_000 } };

export const DarkMode: Story = { globals: { colorMode: 'dark' } };

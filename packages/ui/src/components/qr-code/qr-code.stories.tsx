import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-code';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { value: 'https://ujuzi.example/profile/7f3a9c2e', label: 'Scan to view my Ujuzi profile' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Scan to view my Ujuzi profile' })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 120, label: 'Verify certificate' } };

export const HighErrorCorrection: Story = { args: { errorCorrection: 'H' } };

export const LabelHidden: Story = { args: { hideLabel: true } };

export const DarkMode: Story = { globals: { colorMode: 'dark' } };

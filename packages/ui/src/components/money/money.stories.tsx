import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from './money';

const meta = {
  title: 'Components/Money',
  component: Money,
  args: { amount: '1234.50' },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ksh 1,234.50')).toBeVisible();
  },
};

export const Emphasised: Story = { args: { amount: 15000, emphasis: true } };

export const Zero: Story = { args: { amount: 0 } };

export const FreeCourse: Story = {
  args: { amount: '0.00', showFree: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free')).toBeVisible();
  },
};

export const OtherCurrency: Story = { args: { amount: 49.99, currency: 'USD' } };

export const DarkMode: Story = { args: { amount: 2500, emphasis: true }, globals: { colorMode: 'dark' } };

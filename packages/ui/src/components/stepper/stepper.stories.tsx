import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './stepper';

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: {
    label: 'Enrollment steps',
    currentStep: 1,
    steps: [
      { title: 'Choose a course', description: 'Web development' },
      { title: 'Pick a plan', description: 'Full payment or installments' },
      { title: 'Pay', description: 'M-Pesa or card' },
      { title: 'Start learning' },
    ],
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('completed');
  },
};

export const Vertical: Story = { args: { orientation: 'vertical', currentStep: 2 } };

export const AllComplete: Story = { args: { currentStep: 4 } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const DarkMode: Story = { globals: { colorMode: 'dark' } };

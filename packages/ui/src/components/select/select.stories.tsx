import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select';

const levels = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
  { value: 'expert', label: 'Expert (coming soon)', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Level', options: levels, placeholder: 'Choose a level', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Level' });
    await userEvent.selectOptions(select, 'Intermediate');
    await expect(select).toHaveValue('intermediate');
    await expect(args.onChange).toHaveBeenCalledWith('intermediate', expect.anything());
  },
};

export const WithHelpText: Story = { args: { helpText: 'Pick the level you are comfortable with.' } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /Level/ })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { error: 'Choose a level', required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Level/ });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Choose a level');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'beginner' } };

export const DarkMode: Story = { ...WithError, globals: { colorMode: 'dark' } };

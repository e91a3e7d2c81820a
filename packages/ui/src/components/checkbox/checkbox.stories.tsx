import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'I agree to the Terms of Service', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I agree to the Terms of Service' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Tab reaches the box and shows the focus ring on the drawn box; Space toggles it. */
export const Keyboard: Story = {
  args: { label: 'Featured only' },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Featured only' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    const control = checkbox.nextElementSibling as HTMLElement;
    await waitFor(() => expect(control).toHaveAttribute('data-focus-visible'));
    await expect(getComputedStyle(control).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(control).toHaveAttribute('data-state', 'checked');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await expect(control).not.toHaveAttribute('data-focus-visible');
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { label: 'All lessons', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'All lessons' });
    await expect(checkbox).toBePartiallyChecked();
    await expect(checkbox.nextElementSibling).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const WithHelpText: Story = {
  args: { label: 'Send me the weekly newsletter', helpText: 'One e-mail a week. Unsubscribe any time.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'One e-mail a week. Unsubscribe any time.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'You must accept the terms to continue' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('You must accept the terms to continue');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('I agree to the Terms of Service'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DarkMode: Story = { ...WithError, globals: { colorMode: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup } from './radio-group';

const methods = [
  { value: 'mpesa', label: 'M-Pesa', description: 'Pay from your phone; confirmed in seconds.' },
  { value: 'card', label: 'Card', description: 'Visa or Mastercard.' },
  { value: 'bank', label: 'Bank transfer', description: 'Takes 1–2 working days.', disabled: true },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Payment method', options: methods, name: 'method', onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Payment method' });
    await userEvent.click(within(group).getByRole('radio', { name: /M-Pesa/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('mpesa');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: /Card/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
  },
};

/** One tab stop for the group; Space chooses; arrows move the choice, skipping disabled ones, with the focus ring. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Payment method' });
    const mpesa = within(group).getByRole('radio', { name: 'M-Pesa' });
    const card = within(group).getByRole('radio', { name: 'Card' });
    await userEvent.tab();
    await expect(mpesa).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(mpesa).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('mpesa');
    await userEvent.keyboard('{ArrowDown}');
    await expect(card).toHaveFocus();
    await expect(card).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
    const control = card.nextElementSibling as HTMLElement;
    await waitFor(() => expect(control).toHaveAttribute('data-focus-visible'));
    await expect(getComputedStyle(control).outlineStyle).toBe('solid');
    // Bank transfer is disabled: the next arrow wraps round to M-Pesa.
    await userEvent.keyboard('{ArrowDown}');
    await expect(mpesa).toHaveFocus();
    await expect(mpesa).toBeChecked();
    await expect(control).not.toHaveAttribute('data-focus-visible');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Newsletter frequency',
    orientation: 'horizontal',
    defaultValue: 'weekly',
    options: [
      { value: 'daily', label: 'Daily' },
      { value: 'weekly', label: 'Weekly' },
      { value: 'monthly', label: 'Monthly' },
    ],
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose a payment method', helpText: 'You can change it later.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: /Payment method/ });
    await expect(group).toHaveAccessibleDescription('Choose a payment method You can change it later.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'card' },
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('M-Pesa'));
    await expect(within(canvasElement).getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DarkMode: Story = { ...WithError, globals: { colorMode: 'dark' } };

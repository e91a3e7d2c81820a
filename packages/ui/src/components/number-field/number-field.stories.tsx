import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MoneyField, NumberField } from './number-field';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Experience (years)', unit: 'years' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState<number | null>(args.value ?? null);
    return <NumberField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Experience (years)' });
    await userEvent.type(input, '12');
    await expect(input).toHaveValue('12');
  },
};

export const WithError: Story = {
  args: { value: 51, error: 'Experience years must be between 0 and 50', helpText: 'Whole years of teaching.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Experience (years)' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Experience years must be between 0 and 50 Whole years of teaching.');
  },
};

export const Required: Story = { args: { label: 'Response time', unit: 'hours', required: true, value: 24 } };

export const Disabled: Story = { args: { disabled: true, value: 4 } };

/** Kenyan shillings, as the API writes money ('45000.50'). */
export const Money: Story = {
  render: function Render() {
    const [value, setValue] = useState<string | null>('45000');
    return <MoneyField label="Basic salary" helpText="Before deductions." value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Basic salary in KES' })).toHaveValue('45000');
  },
};

export const MoneyWithError: Story = {
  render: () => <MoneyField label="Basic salary" value="-10" error="Basic salary cannot be negative" />,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { DateTimeField } from './date-time-field';

const meta = {
  title: 'Components/DateTimeField',
  component: DateTimeField,
  args: { label: 'Publish at', helpText: 'Your local time.' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(args.value ?? null);
    return <DateTimeField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Publish at')).toHaveAccessibleDescription('Your local time.');
  },
};
export const WithValue: Story = { args: { value: '2026-03-01T12:15:00Z' } };
export const WithError: Story = { args: { error: 'Choose a time in the future', required: true } };
export const Disabled: Story = { args: { value: '2026-03-01T12:15:00Z', disabled: true } };

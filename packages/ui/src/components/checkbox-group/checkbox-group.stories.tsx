import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './checkbox-group';

const options = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
];

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Notify me by', options, value: ['email'] },
  render: function Render(args) {
    const [value, setValue] = useState<string[]>([...args.value]);
    return <CheckboxGroup {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', helpText: 'Pick any.' } };
export const WithError: Story = { args: { value: [], required: true, error: 'Choose at least one' } };
export const Disabled: Story = { args: { disabled: true } };

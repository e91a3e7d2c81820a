import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, TextareaField } from './text-field';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email address', type: 'email', name: 'email', autoComplete: 'email' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email address');
    await userEvent.type(input, 'wanjiku@example.co.ke');
    await expect(input).toHaveValue('wanjiku@example.co.ke');
  },
};

export const WithHelpText: Story = {
  args: { label: 'Username', type: 'text', helpText: 'Lower-case letters and numbers.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('Lower-case letters and numbers.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Email address/ })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'wanjiku@', error: 'Please enter a valid email address', helpText: 'We send your receipts here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address We send your receipts here.');
  },
};

/** The message appears while the user types; what they typed stays. */
export const ErrorAppearsWhileTyping: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    const error = value && !value.includes('@') ? 'Please enter a valid email address' : undefined;
    return <TextField {...args} value={value} onChange={(event) => setValue(event.target.value)} error={error} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Email address');
    await userEvent.type(input, 'wanjiku');
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(input).toHaveValue('wanjiku');
    await expect(input).toHaveFocus();
    await userEvent.type(input, '@example.com');
    await expect(canvas.queryByText('Please enter a valid email address')).toBeNull();
    await expect(input).toHaveValue('wanjiku@example.com');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'wanjiku@example.co.ke' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email address')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'wanjiku@example.co.ke' },
};

export const WithIcon: Story = {
  args: {
    label: 'Search courses',
    type: 'search',
    hideLabel: true,
    placeholder: 'Search courses',
    startElement: <Search size={16} aria-hidden="true" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search courses' })).toBeVisible();
  },
};

export const Multiline: Story = {
  render: () => <TextareaField label="Message" helpText="Up to 1,000 characters." required maxLength={1000} />,
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: /Message/ });
    await userEvent.type(textarea, 'Hello{enter}there');
    await expect(textarea).toHaveValue('Hello\nthere');
    await expect(textarea).toHaveAccessibleDescription('Up to 1,000 characters.');
  },
};

export const DarkMode: Story = {
  ...WithError,
  globals: { colorMode: 'dark' },
};

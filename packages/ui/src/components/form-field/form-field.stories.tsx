import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { FormField } from './form-field';

/** FormField wires any control to a label, help and error text; TextField, Select and others build on it. */
const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: {
    label: 'Phone number',
    helpText: 'Safaricom or Airtel, e.g. 0712 345 678.',
    children: (control) => <Input type="tel" autoComplete="tel" {...control} />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAccessibleDescription('Safaricom or Airtel, e.g. 0712 345 678.');
  },
};

export const RequiredWithError: Story = {
  args: { required: true, error: 'Enter a phone number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Phone number/ });
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a phone number Safaricom or Airtel, e.g. 0712 345 678.');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DarkMode: Story = { ...RequiredWithError, globals: { colorMode: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Email notifications', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Email notifications' });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithHelpText: Story = {
  args: { helpText: 'Announcements and messages also arrive by e-mail.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'Announcements and messages also arrive by e-mail.',
    );
  },
};

export const WithError: Story = { args: { error: 'Could not save this setting. Try again.' } };

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const DarkMode: Story = { ...Default, globals: { colorMode: 'dark' } };

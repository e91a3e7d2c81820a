import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Save, Trash2 } from 'lucide-react';
import { HStack, Stack } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonVariant } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'ghost', 'subtle', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

const variants: ButtonVariant[] = ['solid', 'outline', 'subtle', 'ghost', 'danger'];

export const Variants: Story = {
  render: (args) => (
    <HStack wrap="wrap" gap="3">
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </HStack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="3" align="center">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </HStack>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <HStack gap="3">
      <Button {...args} startIcon={<Save />}>
        Save
      </Button>
      <Button {...args} variant="outline" endIcon={<ArrowRight />}>
        Continue
      </Button>
      <Button {...args} variant="danger" startIcon={<Trash2 />}>
        Delete course
      </Button>
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    // Icons are decorative: the names are the labels only.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete course' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingText: 'Saving…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Saving/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingWithoutText: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    // The label stays the accessible name while the spinner shows.
    await expect(within(canvasElement).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Get Started' },
  render: (args) => (
    <Stack maxW="sm">
      <Button {...args} />
    </Stack>
  ),
};

export const DarkMode: Story = {
  ...Variants,
  globals: { colorMode: 'dark' },
};

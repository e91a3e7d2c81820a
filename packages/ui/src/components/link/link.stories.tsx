import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { ButtonLink } from './button-link';
import { Link } from './link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/courses', children: 'Browse courses' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InApp: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse courses' });
    await expect(link).toHaveAttribute('href', '/courses');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const External: Story = {
  args: { href: 'https://play.google.com/store', children: 'Get the Android app' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Get the Android app (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Variants: Story = {
  render: () => (
    <Stack gap="3">
      <Text>
        Read the <Link href="/terms">Terms of Service</Link> before you enroll.
      </Text>
      <Link href="/faq" variant="plain">
        FAQs
      </Link>
      <Link href="/privacy" variant="muted">
        Privacy Policy
      </Link>
      <Link href="mailto:hello@ujuzi.example">hello@ujuzi.example</Link>
    </Stack>
  ),
};

export const VariantsDark: Story = { ...Variants, globals: { colorMode: 'dark' } };

/** Links that look like buttons (ButtonLink): they navigate, so they are links, in every button variant. */
export const ButtonLinks: Story = {
  render: () => (
    <HStack gap="3" wrap="wrap">
      <ButtonLink href="/courses">Browse courses</ButtonLink>
      <ButtonLink href="/register" variant="outline" endIcon="→">
        Create an account
      </ButtonLink>
      <ButtonLink href="/login" variant="ghost" size="sm">
        Sign in
      </ButtonLink>
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  },
};

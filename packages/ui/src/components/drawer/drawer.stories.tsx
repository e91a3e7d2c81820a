import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { Link } from '../link/link';
import { Drawer } from './drawer';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    trigger: <IconButton aria-label="Open menu" icon={<MenuIcon />} variant="outline" />,
    children: (
      <Stack as="nav" gap="3" aria-label="Main">
        <Link href="/" variant="plain">
          Home
        </Link>
        <Link href="/courses" variant="plain">
          Courses
        </Link>
        <Link href="/articles" variant="plain">
          Articles
        </Link>
        <Link href="/about" variant="plain">
          About
        </Link>
      </Stack>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileNavigation: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Filters: Story = {
  args: {
    title: 'Filter courses',
    placement: 'end',
    size: 'sm',
    trigger: <Button variant="outline">Filters</Button>,
    footer: <Button fullWidth>Show results</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filter courses' });
  },
};

export const FiltersDark: Story = { ...Filters, globals: { colorMode: 'dark' } };

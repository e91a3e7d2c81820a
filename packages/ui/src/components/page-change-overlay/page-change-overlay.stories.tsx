import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { PageChangeOverlay } from './page-change-overlay';

function Demo() {
  const [path, setPath] = useState('/dashboard');
  return (
    <Stack gap="4" align="flex-start">
      <PageChangeOverlay pathKey={path} />
      <Text>Current page: {path}</Text>
      <Button onClick={() => setPath(path === '/dashboard' ? '/dashboard/courses' : '/dashboard')}>Navigate</Button>
    </Stack>
  );
}

const meta = {
  title: 'Components/PageChangeOverlay',
  component: PageChangeOverlay,
  args: { pathKey: '/dashboard' },
  render: () => <Demo />,
} satisfies Meta<typeof PageChangeOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const overlay = () => canvasElement.ownerDocument.querySelector('[data-page-change-overlay]');
    await expect(overlay()).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Navigate' }));
    await expect(overlay()).not.toBeNull();
    await waitFor(() => expect(overlay()).toBeNull(), { timeout: 1_000 });
  },
};

export const DarkMode: Story = { globals: { colorMode: 'dark' } };

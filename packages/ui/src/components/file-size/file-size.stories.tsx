import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { FileSize } from './file-size';

const meta = {
  title: 'Components/FileSize',
  component: FileSize,
  args: { bytes: 1536 },
} satisfies Meta<typeof FileSize>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.5 KB')).toHaveAttribute('title', '1,536 bytes');
  },
};

export const Units: Story = {
  render: () => (
    <Stack>
      {[0, 500, 1024, 5 * 1024 ** 2, 1024 ** 3, 2.25 * 1024 ** 4].map((bytes) => (
        <FileSize key={bytes} bytes={bytes} />
      ))}
    </Stack>
  ),
};

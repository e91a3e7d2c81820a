import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchInput } from './search-input';

const meta = {
  title: 'Components/SearchInput',
  component: SearchInput,
  args: { label: 'Search courses', placeholder: 'Search courses', onSearch: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search courses' });
    await userEvent.type(box, 'python');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('python'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true, defaultValue: 'web development' } };

export const Small: Story = { args: { size: 'sm' } };

export const Disabled: Story = { args: { disabled: true } };

/** The applied search echoes back from the parent; typing carries on undisturbed. */
export const Controlled: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    return (
      <Stack>
        <SearchInput {...args} value={query} onSearch={setQuery} />
        <Text textStyle="sm" color="fg.muted">
          Searching for: <output>{query || '(nothing)'}</output>
        </Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'data science');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('data science'));
    await expect(canvas.getByRole('searchbox')).toHaveValue('data science');
  },
};

export const DarkMode: Story = { args: { defaultValue: 'javascript' }, globals: { colorMode: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox } from './combobox';

const languages = [
  { value: 'python', label: 'Python' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'typescript', label: 'TypeScript' },
  { value: 'java', label: 'Java' },
  { value: 'kotlin', label: 'Kotlin' },
  { value: 'go', label: 'Go' },
  { value: 'rust', label: 'Rust' },
  { value: 'csharp', label: 'C#' },
];

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: { label: 'Programming language', options: languages, placeholder: 'Search languages', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

// Typing waits 30 ms per key, like a fast typist; at zero delay the synthetic keys outrun React's commits.
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox', { name: 'Programming language' });
    await userEvent.type(input, 'script', { delay: 30 });
    const listbox = await body.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['JavaScript', 'TypeScript']),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('typescript');
    await expect(input).toHaveValue('TypeScript');
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Programming language' }), 'cobol', { delay: 30 });
    await expect(await body.findByText('No matches')).toBeVisible();
  },
};

export const WithHelpText: Story = { args: { helpText: 'Type to filter the list.' } };

export const WithError: Story = {
  args: { error: 'Choose a language', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Programming language/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Choose a language');
  },
};

export const Preselected: Story = { args: { defaultValue: 'go' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'python' } };

export const DarkMode: Story = { ...Default, globals: { colorMode: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CodeBlock } from './code-block';

const python = `def greet(name: str) -> str:
    """Say hello the Kenyan way."""
    return f"Habari, {name}!"

print(greet("Wanjiku"))
`;

const meta = {
  title: 'Components/CodeBlock',
  component: CodeBlock,
  args: { code: python, language: 'python' },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Headless browsers deny clipboard access to the test frame: stand in for the browser's clipboard.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy code' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(python);
    await waitFor(() => expect(body.getByText('Code copied to clipboard!')).toBeVisible());
    await expect(within(canvasElement).getByRole('button', { name: 'Copied' })).toBeVisible();
  },
};

export const CopyRefused: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(body.getByText('Could not copy the code. Select it and copy it by hand.')).toBeVisible());
  },
};

export const LineNumbers: Story = { args: { showLineNumbers: true, title: 'greet.py' } };

export const LongLines: Story = {
  args: {
    language: 'bash',
    code: 'curl -H "Authorization: Token 0123456789abcdef0123456789abcdef01234567" "https://api.ujuzi.example/api/courses/?page_size=20&ordering=-created_at"',
  },
};

export const Scrolling: Story = {
  args: { code: Array.from({ length: 40 }, (_, i) => `line_${i + 1} = ${i + 1}`).join('\n'), maxHeight: '12rem' },
};

export const DarkMode: Story = { globals: { colorMode: 'dark' } };

/** Coloured by the code editor's grammar (its lazy chunk, read-only); the plain code shows until it arrives. */
export const Highlighted: Story = {
  args: { language: 'Python', highlightLanguage: 'python', maxHeight: '12rem' },
  play: async ({ canvasElement }) => {
    const view = await within(canvasElement).findByRole('textbox', { name: 'Python (read only)' }, { timeout: 15_000 });
    await expect(view).toHaveTextContent('Habari');
  },
};

export const HighlightedDark: Story = { ...Highlighted, globals: { colorMode: 'dark' } };

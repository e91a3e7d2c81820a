import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGE_INFO } from '@ujuzi/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeEditor, type CodeEditorProps } from './code-editor';

function Editable(props: CodeEditorProps) {
  const [code, setCode] = useState(props.value);
  return <CodeEditor {...props} value={code} onChange={setCode} />;
}

const meta = {
  title: 'Components/CodeEditor',
  component: CodeEditor,
  args: {
    value: 'const answer = 6 * 7;\nconsole.log(answer);\n',
    language: 'javascript',
    label: 'Code (JavaScript)',
    onRun: fn(),
  },
  render: (args) => <Editable {...args} />,
} satisfies Meta<typeof CodeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JavaScript: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Code (JavaScript)' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onRun).toHaveBeenCalled();
  },
};

export const PythonLargeText: Story = {
  args: { value: LANGUAGE_INFO.python.sample, language: 'python', label: 'Code (Python)', fontSize: 18 },
};

/** A language without a lang-* package: highlighted by CodeMirror's legacy mode. */
export const Kotlin: Story = {
  args: { value: LANGUAGE_INFO.kotlin.sample, language: 'kotlin', label: 'Code (Kotlin)' },
};

export const UnknownLanguagePlainText: Story = {
  args: { value: 'Just some notes.\n', language: 'cobol', label: 'Notes' },
};

export const ReadOnly: Story = {
  args: { value: LANGUAGE_INFO.go.sample, language: 'go', label: 'Solution (Go)', readOnly: true, onRun: undefined },
};

export const DarkMode: Story = {
  args: { value: LANGUAGE_INFO.rust.sample, language: 'rust', label: 'Code (Rust)' },
  globals: { colorMode: 'dark' },
};

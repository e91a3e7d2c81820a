import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MarkdownField } from './markdown-field';

const answer = `Yes. Most courses offer a **3-month instalment plan**:

- pay each instalment through M-Pesa paybill 522533;
- use your enrollment number as the account.

See [fees and payments](/courses) for details.`;

const meta = {
  title: 'Components/MarkdownField',
  component: MarkdownField,
  args: { label: 'Answer', value: answer, helpText: 'Shown on the public FAQ page.' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <MarkdownField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof MarkdownField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Writing: Story = {};

export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(canvas.getByRole('region', { name: 'Preview of Answer' })).toHaveTextContent('3-month instalment plan');
  },
};

export const EmptyPreview: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(canvas.getByText('Nothing to preview yet.')).toBeVisible();
  },
};

export const WithError: Story = { args: { value: '', required: true, error: 'This field is required' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './safe-html';

const article = `
<h2>Getting started with Python</h2>
<p>Python is a friendly first language. Install it from <a href="https://www.python.org" target="_blank">python.org</a>, then open a terminal.</p>
<ul><li>Variables and types</li><li>Loops and functions</li></ul>
<blockquote>Practice a little every day.</blockquote>
<pre><code>print("Habari, dunia!")</code></pre>
<img src="x" onerror="alert('xss')" alt="">
<p><a href="javascript:alert('xss')">A harmless-looking link</a></p>
<script>alert('xss')</script>
`;

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  args: { html: article, as: 'article' },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Getting started with Python' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'python.org' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('A harmless-looking link')).not.toHaveAttribute('href');
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};

export const Small: Story = {
  args: { size: 'sm', html: '<p>A short <strong>lesson note</strong> with <code>inline code</code>.</p>' },
};

export const DarkMode: Story = { globals: { colorMode: 'dark' } };

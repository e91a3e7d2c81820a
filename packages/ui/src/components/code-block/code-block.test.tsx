import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { CodeBlock } from './code-block';

const code = 'def greet(name):\n    return f"Habari, {name}!"\n';

describe('CodeBlock', () => {
  it("copies the code and confirms with 'Code copied to clipboard!'", async () => {
    const { user } = renderWithUi(<CodeBlock code={code} language="python" />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(code);
    expect(await screen.findByText('Code copied to clipboard!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = renderWithUi(<CodeBlock code="x" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Could not copy the code. Select it and copy it by hand.')).toBeTruthy();
  });

  it('shows the code verbatim with its language, and numbers lines on request', () => {
    const { container } = renderWithUi(<CodeBlock code={code} language="python" showLineNumbers />);
    expect(screen.getByText('python').tagName).toBe('FIGCAPTION');
    expect(container.querySelector('pre')?.getAttribute('tabindex')).toBe('0');
    expect(container.querySelector('code')?.textContent).toBe('1def greet(name):2    return f"Habari, {name}!"');
  });
});

describe('CodeBlock with highlighting', () => {
  // jsdom lays nothing out; CodeMirror measures text ranges.
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();

  it('shows the plain code at once, then the coloured read-only view, and still copies', async () => {
    const { user, container } = renderWithUi(<CodeBlock code={code} language="Python" highlightLanguage="python" />);
    expect(container.querySelector('pre code')?.textContent).toContain('def greet(name):');
    const view = await screen.findByRole('textbox', { name: 'Python (read only)' }, { timeout: 15_000 });
    expect(view.getAttribute('contenteditable')).toBe('false');
    expect(view.textContent).toContain('return f"Habari, {name}!"');
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(code);
  });
});

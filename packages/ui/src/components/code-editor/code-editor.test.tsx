import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { CodeEditor } from './code-editor';

function Controlled({
  onRun,
  initial = 'console.log(1);',
  Editor = CodeEditor,
}: {
  onRun?: () => void;
  initial?: string;
  Editor?: typeof CodeEditor;
}) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <Editor value={code} onChange={setCode} language="javascript" label="Code (JavaScript)" onRun={onRun} />
      <output aria-label="Current code">{code}</output>
      <button type="button" onClick={() => setCode('// reset')}>
        Reset
      </button>
    </>
  );
}

// jsdom lays nothing out; CodeMirror measures text ranges.
Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const editor = () => screen.findByRole('textbox', { name: 'Code (JavaScript)' });

describe('CodeEditor', () => {
  it('shows a skeleton of its size while CodeMirror loads, then an editor named by its label with the keyboard hint', async () => {
    // CodeMirror's chunk is fetched once per page: take fresh copies of this package's modules, as on a
    // first visit, whichever test of this file ran before.
    vi.resetModules();
    const [{ renderWithUi: render }, { CodeEditor: FirstVisit }] = await Promise.all([
      import('../../test-utils'),
      import('./code-editor'),
    ]);
    render(<Controlled onRun={() => undefined} Editor={FirstVisit} />);
    expect(screen.getByText('Loading the editor for Code (JavaScript)…')).toBeTruthy();
    const textbox = await editor();
    expect(textbox.textContent).toBe('console.log(1);');
    expect(textbox.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(textbox.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Tab indents. Press Escape then Tab to leave the editor. Ctrl+Enter runs the code.',
    );
    // Line numbers are drawn.
    expect(document.querySelector('.cm-lineNumbers')).toBeTruthy();
  });

  it('runs on Ctrl-Enter', async () => {
    const onRun = vi.fn();
    renderWithUi(<Controlled onRun={onRun} />);
    const textbox = await editor();
    fireEvent.keyDown(textbox, { key: 'Enter', code: 'Enter', keyCode: 13, ctrlKey: true });
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it('indents on Tab, but lets Tab move focus out after Escape (CodeMirror’s tab-focus mode)', async () => {
    renderWithUi(<Controlled />);
    const textbox = await editor();
    const tab = () => fireEvent.keyDown(textbox, { key: 'Tab', code: 'Tab', keyCode: 9 });
    // fireEvent answers false when the editor kept the key (preventDefault): Tab indents.
    expect(tab()).toBe(false);
    fireEvent.keyDown(textbox, { key: 'Escape', code: 'Escape', keyCode: 27 });
    // Now the browser's own Tab runs and moves focus to the next control.
    expect(tab()).toBe(true);
  });

  it('takes a new value from outside (a reset) into the editor', async () => {
    const { user } = renderWithUi(<Controlled />);
    const textbox = await editor();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(textbox.textContent).toBe('// reset'));
  });

  it('is read-only on request', async () => {
    renderWithUi(<CodeEditor value="x = 1" language="python" label="Solution" readOnly />);
    const textbox = await screen.findByRole('textbox', { name: 'Solution' });
    expect(textbox.getAttribute('contenteditable')).toBe('false');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { markdownToHtml } from './markdown';
import { MarkdownField } from './markdown-field';

describe('markdownToHtml', () => {
  it('reads headings, emphasis, lists, quotes, code and links', () => {
    expect(
      markdownToHtml('# Fees\nPay **by M-Pesa** or *card*.\n\n- Paybill 522533\n- Account: `ENR-12`\n\n> Keep the receipt.'),
    ).toBe(
      [
        '<h2>Fees</h2>',
        '<p>Pay <strong>by M-Pesa</strong> or <em>card</em>.</p>',
        '<ul><li>Paybill 522533</li><li>Account: <code>ENR-12</code></li></ul>',
        '<blockquote><p>Keep the receipt.</p></blockquote>',
      ].join('\n'),
    );
    expect(markdownToHtml('See [fees](/courses) and [site](https://ujuzi.ac.ke).')).toBe(
      '<p>See <a href="/courses">fees</a> and <a href="https://ujuzi.ac.ke">site</a>.</p>',
    );
  });

  it('never lets the author’s HTML or script links through', () => {
    expect(markdownToHtml('<img src=x onerror=alert(1)> [x](javascript:alert(1))')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; [x](javascript:alert(1))</p>',
    );
  });
});

function Answer() {
  const [value, setValue] = useState('Pay with **M-Pesa**.');
  return <MarkdownField label="Answer" value={value} onChange={setValue} error={value ? undefined : 'This field is required'} />;
}

describe('MarkdownField', () => {
  it('previews the text as formatted, sanitised HTML and keeps the text when going back to writing', () => {
    renderWithUi(<Answer />);
    const textarea = screen.getByRole('textbox', { name: 'Answer' });
    fireEvent.change(textarea, { target: { value: 'Use **paybill** <script>alert(1)</script>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview of Answer' });
    expect(preview.querySelector('strong')?.textContent).toBe('paybill');
    expect(preview.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveProperty('value', 'Use **paybill** <script>alert(1)</script>');
  });

  it('reads its error with the text area', () => {
    renderWithUi(<Answer />);
    const textarea = screen.getByRole('textbox', { name: 'Answer' });
    fireEvent.change(textarea, { target: { value: '' } });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const first = (textarea.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '';
    expect(document.getElementById(first)?.textContent).toBe('This field is required');
  });
});

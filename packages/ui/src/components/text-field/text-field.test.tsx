import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { TextareaField, TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and described by its help text', () => {
    renderWithUi(<TextField label="Username" helpText="Lower-case letters and numbers." />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const described = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Lower-case letters and numbers.');
  });

  it('marks the input invalid and reads the error first, then the help text', () => {
    renderWithUi(<TextField label="Email" error="Please enter a valid email address" helpText="For receipts." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const texts = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Please enter a valid email address', 'For receipts.']);
  });

  it('shows a required marker hidden from screen readers and sets required', () => {
    renderWithUi(<TextField label="First name" required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveProperty('required', true);
    const marker = screen.getByText('*');
    expect(marker.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps what the user typed when an error appears and goes', async () => {
    function Form() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Email"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={value.length > 3 && !value.includes('@') ? 'Invalid' : undefined}
        />
      );
    }
    const { user } = renderWithUi(<Form />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'wanjiku');
    expect(screen.getByText('Invalid')).toBeTruthy();
    // The same element, still focused, still holding every character.
    expect(screen.getByRole('textbox', { name: 'Email' })).toBe(input);
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe('wanjiku');
  });

  it('keeps an uncontrolled value when the error prop changes', async () => {
    const { user, rerender } = renderWithUi(<TextField label="Phone" type="tel" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '0712 345 678');
    rerender(<TextField label="Phone" type="tel" error="Use the format +254…" />);
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('0712 345 678');
  });

  it('keeps a visually hidden label as the accessible name', () => {
    renderWithUi(<TextField label="Search courses" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toBeTruthy();
  });
});

describe('TextareaField', () => {
  it('is a labelled, described multi-line textbox', async () => {
    const { user } = renderWithUi(<TextareaField label="Message" helpText="Be specific." />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await user.type(textarea, 'Line one{enter}Line two');
    expect((textarea as HTMLTextAreaElement).value).toBe('Line one\nLine two');
    expect(document.getElementById(textarea.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Be specific.');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { DateTimeField, fromLocalInputValue, toLocalInputValue } from './date-time-field';

describe('DateTimeField', () => {
  it('turns the API’s instants into the local value the picker shows, and back', () => {
    const local = toLocalInputValue('2026-03-01T12:15:00Z');
    expect(local).toMatch(/^2026-03-0[12]T\d\d:\d\d$/);
    expect(fromLocalInputValue(local)).toBe('2026-03-01T12:15:00Z');
    expect(fromLocalInputValue('')).toBeNull();
    expect(toLocalInputValue('not a date')).toBe('');
  });

  it('is labelled, described and reports the chosen instant', () => {
    let chosen: string | null = null;
    renderWithUi(
      <DateTimeField
        label="Publish at"
        helpText="East Africa Time."
        error="Choose a time"
        onChange={(value) => (chosen = value)}
      />,
    );
    const input = screen.getByLabelText('Publish at');
    expect(input.getAttribute('type')).toBe('datetime-local');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const texts = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Choose a time', 'East Africa Time.']);
    fireEvent.change(input, { target: { value: '2026-05-04T09:30' } });
    expect(chosen).toBe(fromLocalInputValue('2026-05-04T09:30'));
  });
});

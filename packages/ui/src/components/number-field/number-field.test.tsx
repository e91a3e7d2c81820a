import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { MoneyField, NumberField, parseNumberText } from './number-field';

function ControlledNumber({ onValue }: { onValue: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(3);
  return (
    <NumberField
      label="Display order"
      value={value}
      error={value !== null && Number.isNaN(value) ? 'Enter a number' : undefined}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('NumberField', () => {
  it('reads typed text as a number, empty as null and words as not a number', () => {
    expect(parseNumberText('1,200')).toBe(1200);
    expect(parseNumberText(' ')).toBeNull();
    expect(parseNumberText('12.')).toBe(12);
    expect(parseNumberText('twelve')).toBeNaN();
  });

  it('keeps what the user typed while telling the form the number, and shows the error with it', () => {
    const seen: (number | null)[] = [];
    renderWithUi(<ControlledNumber onValue={(value) => seen.push(value)} />);
    const input = screen.getByRole('textbox', { name: 'Display order' });
    expect(input).toHaveProperty('value', '3');
    fireEvent.change(input, { target: { value: '12.' } });
    expect(input).toHaveProperty('value', '12.');
    fireEvent.change(input, { target: { value: 'ten' } });
    expect(input).toHaveProperty('value', 'ten');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a number');
    expect(seen[0]).toBe(12);
    expect(seen[1]).toBeNaN();
  });
});

describe('MoneyField', () => {
  it('names the currency for screen readers and hands the API’s decimal text without separators', () => {
    let amount: string | null = 'unset';
    function Salary() {
      const [value, setValue] = useState<string | null>('');
      return (
        <MoneyField
          label="Basic salary"
          value={value}
          onChange={(next) => {
            amount = next;
            setValue(next);
          }}
        />
      );
    }
    renderWithUi(<Salary />);
    const input = screen.getByRole('textbox', { name: 'Basic salary in KES' });
    fireEvent.change(input, { target: { value: '45,000.50' } });
    expect(amount).toBe('45000.50');
    fireEvent.change(input, { target: { value: '' } });
    expect(amount).toBeNull();
  });
});

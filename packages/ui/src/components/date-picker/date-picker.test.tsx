import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { DatePicker, defaultRangeError, isOutOfRange, todayIso } from './date-picker';

describe('DatePicker', () => {
  it('reads and writes dates in en-KE order (dd/mm/yyyy) and reports ISO dates', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<DatePicker label="Date of birth" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await user.type(input, '14/02/2001');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2001-02-14');
  });

  it('shows a controlled value in en-KE order', () => {
    renderWithUi(<DatePicker label="Start date" value="2026-03-09" />);
    expect((screen.getByRole('textbox', { name: 'Start date' }) as HTMLInputElement).value).toBe('09/03/2026');
  });

  it('keeps a typed future date and says it cannot be in the future', async () => {
    const { user } = renderWithUi(
      <DatePicker label="Date of birth" maxValue="today" rangeErrorText="Date of birth cannot be in the future" />,
    );
    const input = screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement;
    await user.type(input, '01/01/2999');
    await user.tab();
    expect(input.value).toBe('01/01/2999');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Date of birth cannot be in the future',
    );
  });

  it('wires help text, error text and required', () => {
    renderWithUi(<DatePicker label="Start date" required helpText="The first lesson." error="Choose a start date" />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveProperty('required', true);
    const texts = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Choose a start date', 'The first lesson.']);
  });

  it('labels the calendar button', () => {
    renderWithUi(<DatePicker label="Start date" />);
    expect(screen.getByRole('button', { name: 'Open calendar' })).toBeTruthy();
  });
});

describe('date limits', () => {
  it('compares ISO dates against min and max', () => {
    expect(isOutOfRange('2026-11-23', undefined, '2026-11-22')).toBe(true);
    expect(isOutOfRange('2026-11-22', undefined, '2026-11-22')).toBe(false);
    expect(isOutOfRange('2026-01-01', '2026-02-01')).toBe(true);
    expect(isOutOfRange(null, '2026-02-01')).toBe(false);
  });

  it('says the limits in words', () => {
    expect(defaultRangeError(undefined, '2026-11-22')).toBe('Choose a date on or before 22 Nov 2026');
    expect(defaultRangeError('2026-01-05')).toBe('Choose a date on or after 5 Jan 2026');
    expect(defaultRangeError('2026-01-05', '2026-11-22')).toBe('Choose a date between 5 Jan 2026 and 22 Nov 2026');
  });

  it("resolves 'today' to the local date", () => {
    expect(todayIso(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
  });
});

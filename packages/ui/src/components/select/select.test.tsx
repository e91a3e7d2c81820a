import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Select } from './select';

const options = [
  { value: 'mpesa', label: 'M-Pesa' },
  { value: 'card', label: 'Card' },
  { value: 'bank', label: 'Bank transfer', disabled: true },
];

describe('Select', () => {
  it('is a labelled native select with a placeholder choice', () => {
    renderWithUi(<Select label="Payment method" options={options} placeholder="Choose one" />);
    const select = screen.getByRole('combobox', { name: 'Payment method' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.text)).toEqual(['Choose one', 'M-Pesa', 'Card', 'Bank transfer']);
    expect(select.value).toBe('');
  });

  it('reports the chosen value and keeps disabled choices unselectable', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Select label="Payment method" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Payment method' }) as HTMLSelectElement;
    await user.selectOptions(select, 'Card');
    expect(onChange).toHaveBeenCalledWith('card', expect.anything());
    expect(select.value).toBe('card');
    expect((screen.getByRole('option', { name: 'Bank transfer' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('wires error and help text and required', () => {
    renderWithUi(
      <Select label="Payment method" options={options} required error="Choose a payment method" helpText="M-Pesa is fastest." />,
    );
    const select = screen.getByRole('combobox', { name: 'Payment method' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select).toHaveProperty('required', true);
    const texts = (select.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Choose a payment method', 'M-Pesa is fastest.']);
  });

  it('ignores keyboard changes when read-only', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Select label="Level" options={options} defaultValue="mpesa" readOnly onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Level' });
    select.focus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).not.toHaveBeenCalled();
    expect(select.getAttribute('aria-readonly')).toBe('true');
  });
});

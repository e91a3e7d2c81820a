import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly', disabled: true },
];

describe('RadioGroup', () => {
  it('is a named radiogroup whose radios are named by their labels', () => {
    renderWithUi(<RadioGroup label="Frequency" options={options} />);
    const group = screen.getByRole('radiogroup', { name: 'Frequency' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['daily', 'weekly', 'monthly']);
    expect(within(group).getByRole('radio', { name: 'Weekly' })).toBeTruthy();
  });

  it('selects by click and reports the value', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<RadioGroup label="Frequency" options={options} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(onChange).toHaveBeenLastCalledWith('weekly');
    expect((screen.getByRole('radio', { name: 'Weekly' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps disabled choices unselectable', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<RadioGroup label="Frequency" options={options} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('describes the group with its error and help text', () => {
    renderWithUi(<RadioGroup label="Frequency" options={options} error="Choose one" helpText="Weekly suits most." />);
    const group = screen.getByRole('radiogroup', { name: 'Frequency' });
    const texts = (group.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Choose one', 'Weekly suits most.']);
  });
});

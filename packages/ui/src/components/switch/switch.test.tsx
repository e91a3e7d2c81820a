import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a named switch that toggles with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Switch label="Dark mode" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Dark mode' }) as HTMLInputElement;
    await user.tab();
    expect(document.activeElement).toBe(control);
    await user.keyboard(' ');
    expect(control.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('does not toggle when disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Switch label="Dark mode" disabled onChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reads its help text', () => {
    renderWithUi(<Switch label="SMS alerts" helpText="Standard rates apply." />);
    const control = screen.getByRole('switch', { name: 'SMS alerts' });
    expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Standard rates apply.');
  });
});

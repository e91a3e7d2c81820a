import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by click on the label and by Space, reporting the state', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Checkbox label="Remember me" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    await user.click(screen.getByText('Remember me'));
    expect(checkbox.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    checkbox.focus();
    await user.keyboard(' ');
    expect(checkbox.checked).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is described by its help and error texts and marked invalid', () => {
    renderWithUi(<Checkbox label="Accept terms" helpText="Read them first." error="You must accept the terms" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Accept terms' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    const texts = (checkbox.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['You must accept the terms', 'Read them first.']);
  });

  it('submits its name and value when checked', () => {
    renderWithUi(
      <form data-testid="form">
        <Checkbox label="Subscribe" name="subscribe" value="yes" defaultChecked />
      </form>,
    );
    const data = new FormData(screen.getByTestId('form') as HTMLFormElement);
    expect(data.get('subscribe')).toBe('yes');
  });
});

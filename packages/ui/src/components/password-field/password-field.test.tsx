import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it("toggles between 'Show password' and 'Hide password' and keeps the typed value", async () => {
    const { user } = renderWithUi(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    await user.type(input, 'Nairobi2026!');
    expect(input.type).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(input.value).toBe('Nairobi2026!');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
    expect(input.value).toBe('Nairobi2026!');
  });

  it('is reachable and usable by keyboard', async () => {
    const { user } = renderWithUi(<PasswordField label="Password" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show password' }));
    await user.keyboard('{Enter}');
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('text');
  });

  it('never submits the surrounding form', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { user } = renderWithUi(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <PasswordField label="Password" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.submit(screen.getByLabelText('Password').closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('defaults to current-password autocomplete and accepts new-password', () => {
    renderWithUi(
      <>
        <PasswordField label="Password" />
        <PasswordField label="New password" autoComplete="new-password" />
      </>,
    );
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('shows the error and marks the input invalid', () => {
    renderWithUi(<PasswordField label="Password" error="Password change failed." />);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Password change failed.')).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('is announced as an alert with its title and message', () => {
    renderWithUi(<ErrorState title="Failed to load courses" message="Server error. Please try again later." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load courses');
    expect(alert.textContent).toContain('Server error. Please try again later.');
  });

  it("retries with 'Try again', by mouse and keyboard", async () => {
    const onRetry = vi.fn();
    const { user } = renderWithUi(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('offers no button without onRetry, and a busy one while retrying', () => {
    const { rerender } = renderWithUi(<ErrorState />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ErrorState onRetry={() => undefined} retrying />);
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

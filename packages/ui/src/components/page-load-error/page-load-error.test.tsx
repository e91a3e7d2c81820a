import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { PageLoadError } from './page-load-error';

describe('PageLoadError', () => {
  afterEach(() => vi.useRealTimers());

  it('says what happened, as an alert with the spec texts', () => {
    renderWithUi(<PageLoadError onRetry={vi.fn()} onReload={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Loading Error' })).toBeTruthy();
    expect(alert.textContent).toContain('There was an error loading this page. This is usually temporary.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('counts its own retries: three, then the reload message and onReload', async () => {
    const onRetry = vi.fn();
    const onReload = vi.fn();
    const { user } = renderWithUi(<PageLoadError onRetry={onRetry} onReload={onReload} reloadDelayMs={10} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.queryByText('Multiple loading attempts failed. The page will reload automatically.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry.mock.calls).toEqual([[1], [2], [3]]);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByText('Multiple loading attempts failed. The page will reload automatically.')).toBeTruthy();
    await vi.waitFor(() => expect(onReload).toHaveBeenCalledOnce());
  });

  it.each([0, 1, 2])('with %i attempts kept by the caller it still offers Retry', (attempts) => {
    const onRetry = vi.fn();
    renderWithUi(<PageLoadError attempts={attempts} onRetry={onRetry} onReload={vi.fn()} />);
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(onRetry).toHaveBeenCalledWith(attempts + 1);
  });

  it('after 3 attempts kept by the caller it reloads after the delay, once', () => {
    vi.useFakeTimers();
    const onReload = vi.fn();
    renderWithUi(<PageLoadError attempts={3} onRetry={vi.fn()} onReload={onReload} />);
    expect(screen.getByText('Multiple loading attempts failed. The page will reload automatically.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_999));
    expect(onReload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onReload).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

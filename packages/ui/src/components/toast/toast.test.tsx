import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { TOAST_DEFAULT_DURATION_MS, clampToastDuration, toast, toastPlacement, toaster } from './toast';

afterEach(() => {
  act(() => toaster.remove());
});

describe('toast durations (client spec §9: 3 to 8 seconds)', () => {
  it.each([
    [undefined, 5000],
    [1000, 3000],
    [3000, 3000],
    [6500, 6500],
    [8000, 8000],
    [60_000, 8000],
    [Number.NaN, 5000],
  ])('%s ms → %i ms', (asked, used) => {
    expect(clampToastDuration(asked)).toBe(used);
  });

  it('defaults to 5 s', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
  });

  it('applies the clamp to every toast', () => {
    renderWithUi(<p>page</p>);
    act(() => {
      toast.info('Short', undefined, { duration: 500 });
      toast.error('Long', undefined, { duration: 30_000 });
      toast.success('Default');
    });
    const durations = Object.fromEntries(toaster.getVisibleToasts().map((item) => [item.title, item.duration]));
    expect(durations).toEqual({ Short: 3000, Long: 8000, Default: 5000 });
  });
});

describe('toast', () => {
  it.each(['success', 'error', 'info', 'warning'] as const)('%s shows the title and description', async (kind) => {
    renderWithUi(<p>page</p>);
    act(() => {
      toast[kind]('Welcome back, Wanjiku!', 'You have 3 new messages.');
    });
    expect(await screen.findByText('Welcome back, Wanjiku!')).toBeTruthy();
    expect(screen.getByText('You have 3 new messages.')).toBeTruthy();
  });

  it('replaces a toast that reuses an id instead of stacking', async () => {
    renderWithUi(<p>page</p>);
    act(() => {
      toast.info('Saving…', undefined, { id: 'save' });
    });
    await screen.findByText('Saving…');
    act(() => {
      toast.success('Saved', undefined, { id: 'save' });
    });
    await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull());
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('can be dismissed with its labelled button', async () => {
    const { user } = renderWithUi(<p>page</p>);
    act(() => {
      toast.success('Successfully logged out');
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    // The exit animation runs first; give it time on a loaded machine.
    await waitFor(() => expect(screen.queryByText('Successfully logged out')).toBeNull(), { timeout: 4000 });
  });
});

describe('toasts without an id', () => {
  it('each get their own id, so dismissing one leaves the others', async () => {
    renderWithUi(<p>page</p>);
    let first = '';
    act(() => {
      first = toast.info('First');
      toast.info('Second');
    });
    expect(new Set(toaster.getVisibleToasts().map((item) => item.id)).size).toBe(2);
    act(() => toast.dismiss(first));
    await waitFor(() => expect(screen.queryByText('First')).toBeNull(), { timeout: 4000 });
    expect(screen.getByText('Second')).toBeTruthy();
  });
});

describe('toast placement', () => {
  const withWidth = (phone: boolean) =>
    vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => ({ matches: phone && query.includes('max-width'), media: query }) as MediaQueryList);
  afterEach(() => vi.restoreAllMocks());

  it('puts toasts at the top on a phone, clear of the form buttons at the bottom of the screen', () => {
    withWidth(true);
    expect(toastPlacement()).toBe('top');
  });

  it('puts toasts at the bottom right on wider screens', () => {
    withWidth(false);
    expect(toastPlacement()).toBe('bottom-end');
  });
});

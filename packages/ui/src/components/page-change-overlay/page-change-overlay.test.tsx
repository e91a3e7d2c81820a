import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { PageChangeOverlay } from './page-change-overlay';

const overlay = () => document.querySelector('[data-page-change-overlay]');

describe('PageChangeOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden on the first page', () => {
    renderWithUi(<PageChangeOverlay pathKey="/dashboard" />);
    expect(overlay()).toBeNull();
  });

  it('shows for 200 ms when the path changes', () => {
    const { rerender } = renderWithUi(<PageChangeOverlay pathKey="/dashboard" />);
    rerender(<PageChangeOverlay pathKey="/dashboard/courses" />);
    expect(overlay()).not.toBeNull();
    expect(overlay()?.getAttribute('aria-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(199));
    expect(overlay()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).toBeNull();
  });

  it('restarts its 200 ms on a second quick change, and ignores re-renders with the same path', () => {
    const { rerender } = renderWithUi(<PageChangeOverlay pathKey="/a" />);
    rerender(<PageChangeOverlay pathKey="/b" />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<PageChangeOverlay pathKey="/c" />);
    act(() => vi.advanceTimersByTime(150));
    expect(overlay()).not.toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(overlay()).toBeNull();
    rerender(<PageChangeOverlay pathKey="/c" />);
    expect(overlay()).toBeNull();
  });
});

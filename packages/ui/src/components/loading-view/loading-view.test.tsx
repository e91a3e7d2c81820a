import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { LOADING_MESSAGES, loadingStatus } from './loading-messages';
import { LoadingScreen, LoadingView } from './loading-view';

const { initializing, processing, almostThere, slowNote, slowLoadHint } = LOADING_MESSAGES;

/** The polite status line of the view (the first status region). */
const statusLine = () => screen.getAllByRole('status')[0] as HTMLElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('loadingStatus (client spec §4/§9, thresholds strictly "more than")', () => {
  it.each([
    [0, initializing, false],
    [5, initializing, false],
    [6, processing, false],
    [8, processing, false],
    [9, processing, true],
    [10, processing, true],
    [11, almostThere, true],
    [60, almostThere, true],
  ])('after %i s: %s, note %s', (seconds, message, note) => {
    expect(loadingStatus(seconds)).toEqual({ message, slowNote: note });
  });

  it('uses the spec texts word for word', () => {
    expect([initializing, processing, almostThere, slowNote]).toEqual([
      'Initializing...',
      'Processing your request...',
      'Thanks for your patience, almost there...',
      'This is taking longer than expected. Please wait while we complete the process.',
    ]);
  });
});

describe('LoadingView with a clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks the counter once per second', () => {
    renderWithUi(<LoadingView />);
    expect(screen.getByText('Time elapsed:').parentElement?.textContent).toBe('Time elapsed: 0s');
    advance(999);
    expect(screen.getByText('Time elapsed:').parentElement?.textContent).toBe('Time elapsed: 0s');
    advance(1);
    expect(screen.getByText('Time elapsed:').parentElement?.textContent).toBe('Time elapsed: 1s');
    advance(2_000);
    expect(screen.getByText('Time elapsed:').parentElement?.textContent).toBe('Time elapsed: 3s');
  });

  it("reads 'Initializing...' up to 5 s and 'Processing your request...' once more than 5 s have passed", () => {
    renderWithUi(<LoadingView />);
    expect(statusLine().textContent).toBe(initializing);
    advance(5_000);
    expect(statusLine().textContent).toBe(initializing);
    advance(999);
    expect(statusLine().textContent).toBe(initializing);
    advance(1);
    expect(statusLine().textContent).toBe(processing);
  });

  it('adds the slow note only once more than 8 s have passed', () => {
    renderWithUi(<LoadingView />);
    advance(8_000);
    expect(screen.queryByText(slowNote)).toBeNull();
    advance(999);
    expect(screen.queryByText(slowNote)).toBeNull();
    advance(1);
    expect(statusLine().textContent).toBe(processing + slowNote);
  });

  it('thanks the user once more than 10 s have passed, keeping the note', () => {
    renderWithUi(<LoadingView />);
    advance(10_000);
    expect(statusLine().textContent).toBe(processing + slowNote);
    advance(1_000);
    expect(statusLine().textContent).toBe(almostThere + slowNote);
    advance(60_000);
    expect(statusLine().textContent).toBe(almostThere + slowNote);
  });

  it('announces the status politely and keeps the counter out of the live region', () => {
    renderWithUi(<LoadingView />);
    const status = statusLine();
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).not.toMatch(/\ds/);
  });

  it('draws five dots staggered by 0.2 s in a 1.5 s loop, hidden from screen readers', () => {
    renderWithUi(<LoadingView />);
    const dots = screen.getByTestId('loading-dots');
    expect(dots.getAttribute('aria-hidden')).toBe('true');
    const children = Array.from(dots.children) as HTMLElement[];
    expect(children.map((dot) => dot.style.animationDelay)).toEqual(['0s', '0.2s', '0.4s', '0.6s', '0.8s']);
  });

  it('stops its clock when it unmounts', () => {
    const setInterval = vi.spyOn(window, 'setInterval');
    const clearInterval = vi.spyOn(window, 'clearInterval');
    const { unmount } = renderWithUi(<LoadingView />);
    const [timer] = setInterval.mock.results.filter((_, index) => setInterval.mock.calls[index]?.[1] === 1_000);
    expect(timer).toBeDefined();
    unmount();
    expect(clearInterval).toHaveBeenCalledWith(timer?.value);
  });
});

describe('LoadingView resumed with startedAt', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('carries on from when the wait began', () => {
    renderWithUi(<LoadingView startedAt={Date.now() - 9_500} />);
    expect(statusLine().textContent).toBe(processing + slowNote);
    expect(screen.getByText('Time elapsed:').parentElement?.textContent).toBe('Time elapsed: 9s');
    advance(2_000);
    expect(statusLine().textContent).toBe(almostThere + slowNote);
  });

  it('shows the guard hint at once when the wait is already 5 s old', () => {
    renderWithUi(<LoadingScreen startedAt={Date.now() - 5_000} />);
    expect(screen.getByText(slowLoadHint)).toBeTruthy();
  });
});

describe('LoadingScreen (the route guard)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("adds 'Taking longer than usual to load...' after 5 s", () => {
    renderWithUi(<LoadingScreen />);
    advance(4_999);
    expect(screen.queryByText(slowLoadHint)).toBeNull();
    advance(1);
    expect(screen.getByText(slowLoadHint)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a refresh button with the hint when asked', () => {
    const onRefresh = vi.fn();
    renderWithUi(<LoadingScreen onRefresh={onRefresh} />);
    expect(screen.queryByRole('button', { name: 'Refresh page' })).toBeNull();
    advance(5_000);
    act(() => screen.getByRole('button', { name: 'Refresh page' }).click());
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});

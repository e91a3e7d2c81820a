import { act, screen } from '@testing-library/react';
import { formatDate, formatDateTime } from '@ujuzi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { RelativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('RelativeTime', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    [30_000, 'Just now'],
    [5 * MINUTE, '5m ago'],
    [3 * 60 * MINUTE, '3h ago'],
    [6 * DAY, '6d ago'],
  ])('%i ms ago reads %s in a <time> with the full date as title', (ago, label) => {
    renderWithUi(<RelativeTime value={new Date(now - ago).toISOString()} now={now} />);
    const time = screen.getByText(label);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(new Date(now - ago).toISOString());
    expect(time.getAttribute('title')).toBe(formatDateTime(now - ago));
  });

  it('shows a date from 7 days on (client rule)', () => {
    const { container } = renderWithUi(<RelativeTime value={now - 7 * DAY} now={now} />);
    expect(container.textContent).toBe(formatDate(now - 7 * DAY));
  });

  it('counts days up to 30 with variant="service"', () => {
    const { container, rerender } = renderWithUi(<RelativeTime value={now - 29 * DAY} now={now} variant="service" />);
    expect(container.textContent).toBe('29d ago');
    rerender(<RelativeTime value={now - 30 * DAY} now={now} variant="service" />);
    expect(container.textContent).toBe(formatDate(now - 30 * DAY));
  });

  it('keeps itself current without a fixed now', () => {
    vi.useFakeTimers({ now });
    const { container } = renderWithUi(<RelativeTime value={now - 30_000} />);
    expect(container.textContent).toBe('Just now');
    act(() => vi.advanceTimersByTime(60_000));
    expect(container.textContent).toBe('1m ago');
  });

  it('renders nothing for an invalid date', () => {
    const { container } = renderWithUi(<RelativeTime value="not a date" now={now} />);
    expect(container.querySelector('time')).toBeNull();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { SearchInput } from './search-input';

const box = () => screen.getByRole('searchbox', { name: 'Search courses' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('SearchInput', () => {
  afterEach(() => vi.useRealTimers());

  it('reports the text 300 ms after the last keystroke, once', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithUi(<SearchInput label="Search courses" onSearch={onSearch} />);
    type('py');
    act(() => vi.advanceTimersByTime(200));
    type('pyth');
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['pyth']]);
  });

  it('takes another pause', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithUi(<SearchInput label="Search courses" onSearch={onSearch} debounceMs={500} />);
    type('react');
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('react');
  });

  it('searches at once on Enter, without a second report later', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithUi(<SearchInput label="Search courses" onSearch={onSearch} debounceMs={50} />);
    await user.type(box(), 'django{Enter}');
    expect(onSearch.mock.calls).toEqual([['django']]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('clears with the × button, reports "" at once and keeps focus in the box', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithUi(<SearchInput label="Search courses" onSearch={onSearch} defaultValue="java" />);
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box().value).toBe('');
    expect(onSearch).toHaveBeenCalledWith('');
    expect(document.activeElement).toBe(box());
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clears with Escape', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithUi(<SearchInput label="Search courses" onSearch={onSearch} defaultValue="java" />);
    await user.click(box());
    await user.keyboard('{Escape}');
    expect(box().value).toBe('');
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('does not lose typing when the parent re-renders with the applied search', async () => {
    function Page() {
      const [query, setQuery] = useState('');
      const [, setTick] = useState(0);
      return (
        <>
          <SearchInput label="Search courses" value={query} onSearch={setQuery} debounceMs={30} />
          <button type="button" onClick={() => setTick((tick) => tick + 1)}>
            Re-render
          </button>
          <output>{query}</output>
        </>
      );
    }
    const { user } = renderWithUi(<Page />);
    await user.type(box(), 'web');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(screen.getByRole('status').textContent).toBe('web');
    // Keep typing, and have the parent re-render with the older value before the pause ends.
    await user.type(box(), ' dev');
    await user.click(screen.getByRole('button', { name: 'Re-render' }));
    expect(box().value).toBe('web dev');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(box().value).toBe('web dev');
    expect(screen.getByRole('status').textContent).toBe('web dev');
  });

  it('takes a new value from outside (filters reset)', () => {
    const { rerender } = renderWithUi(<SearchInput label="Search courses" value="python" onSearch={vi.fn()} />);
    expect(box().value).toBe('python');
    rerender(<SearchInput label="Search courses" value="" onSearch={vi.fn()} />);
    expect(box().value).toBe('');
  });

  it('shows the label when asked and uses the placeholder', () => {
    renderWithUi(<SearchInput label="Search courses" showLabel placeholder="Course name" onSearch={vi.fn()} />);
    expect(screen.getByText('Search courses').tagName).toBe('LABEL');
    expect(box().placeholder).toBe('Course name');
  });
});

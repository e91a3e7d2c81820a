import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchParams } from './search-params';

// Two changes made before the router commits the first (two filters chosen quickly on a busy phone):
// both setters come from the same render, so both see the address before either change.
const chooseRangeThenCourse = (set: ReturnType<typeof useSearchParams>[1]) => {
  set((next) => (next.set('range', 'year'), next), { replace: true });
  set((next) => (next.set('course_id', '7'), next), { replace: true });
};

describe('useSearchParams (kit)', () => {
  it('keeps the first of two quick changes under a declarative router', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/dashboard/payments/admin/enrollment-analytics?tab=1']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ params: useSearchParams(), location: useLocation() }), { wrapper });
    const [, set] = result.current.params;
    act(() => chooseRangeThenCourse(set));
    expect(result.current.location.search).toBe('?tab=1&range=year&course_id=7');
  });

  it('keeps the first of two quick changes under the data router the app uses', async () => {
    function Report() {
      const [search, set] = useSearchParams();
      return (
        <>
          <p>Address: {search.toString()}</p>
          <button type="button" onClick={() => chooseRangeThenCourse(set)}>
            Choose
          </button>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/report', element: <Report /> }], { initialEntries: ['/report'] });
    render(<RouterProvider router={router} />);
    act(() => screen.getByRole('button', { name: 'Choose' }).click());
    expect(await screen.findByText('Address: range=year&course_id=7')).toBeTruthy();
    expect(router.state.location.search).toBe('?range=year&course_id=7');
  });

  it('replaces the whole address when given params, not a function', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/messages?folder=sent&page=2']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ params: useSearchParams(), location: useLocation() }), { wrapper });
    act(() => result.current.params[1]({ q: 'fees' }));
    expect(result.current.location.search).toBe('?q=fees');
  });
});

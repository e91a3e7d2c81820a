import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ListSpec } from './list-state';
import { useListState } from './use-list-state';

const spec = {
  filters: { status: { kind: 'enum', values: ['new', 'resolved'] }, category: { kind: 'int' } },
  orderings: ['created_at', 'priority'],
  defaultOrdering: '-created_at',
} as const satisfies ListSpec;

function setup(initial = '/dashboard/contact/inquiries') {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListState(spec), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

describe('useListState', () => {
  it('keeps the state in the URL; Back restores the previous filters', () => {
    const { result } = setup('/dashboard/contact/inquiries?page=3');
    expect(result.current.list.params).toMatchObject({ page: 3, page_size: 20, ordering: '-created_at' });

    act(() => result.current.list.setFilter('status', 'new'));
    expect(result.current.location.search).toBe('?status=new');
    act(() => result.current.list.setFilter('category', 4));
    act(() => result.current.list.onSortChange({ columnId: 'priority', direction: 'asc' }));
    expect(result.current.location.search).toBe('?status=new&category=4&ordering=priority');
    expect(result.current.list.params).toMatchObject({ status: 'new', category: 4, ordering: 'priority', page: 1 });

    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('?status=new&category=4');
    expect(result.current.list.state.filters).toEqual({ status: 'new', category: 4 });
  });

  it('replaces the history entry while searching, and starts again at page 1', () => {
    const { result } = setup('/dashboard/contact/inquiries?status=new&page=2');
    act(() => result.current.list.setSearch('  fees '));
    expect(result.current.location.search).toBe('?status=new&search=fees');
    act(() => void result.current.navigate(-1));
    // The search replaced the entry it started from: Back leaves the list.
    expect(result.current.location.search).toBe('?status=new&search=fees');
  });

  it('clears filters and search but keeps the ordering', () => {
    const { result } = setup('/dashboard/contact/inquiries?status=new&search=fees&ordering=priority');
    act(() => result.current.list.clearFilters());
    expect(result.current.location.search).toBe('?ordering=priority');
  });
});

import { describe, expect, it } from 'vitest';
import { listQueryParams, listStateToSearch, orderingToSort, parseListState, sortToOrdering, type ListSpec } from './list-state';

const spec = {
  filters: {
    status: { kind: 'enum', values: ['new', 'in_progress', 'resolved', 'closed'] },
    category: { kind: 'int' },
    is_active: { kind: 'boolean' },
    created_after: { kind: 'date' },
  },
  orderings: ['created_at', 'priority'],
  defaultOrdering: '-created_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

describe('list state in the URL query', () => {
  it('round-trips every part through the query string', () => {
    const query =
      'status=in_progress&category=3&is_active=false&created_after=2026-05-01&search=fees&ordering=priority&page_size=50&page=3';
    const state = parseListState(query, spec);
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      search: 'fees',
      ordering: 'priority',
      filters: { status: 'in_progress', category: 3, is_active: false, created_after: '2026-05-01' },
    });
    expect(listStateToSearch(state, spec).toString()).toBe(query);
    expect(parseListState(listStateToSearch(state, spec), spec)).toEqual(state);
  });

  it('leaves defaults out of the URL, so the plain list has a plain address', () => {
    const state = parseListState('', spec);
    expect(state).toEqual({ page: 1, pageSize: 20, search: '', ordering: '-created_at', filters: {} });
    expect(listStateToSearch(state, spec).toString()).toBe('');
  });

  it.each([
    ['an unknown status', 'status=lost', {}],
    ['a non-numeric category', 'category=abc', {}],
    ['a malformed date', 'created_after=01/05/2026', {}],
    ['a boolean that is not one', 'is_active=yes', {}],
  ])('drops %s', (_, query, filters) => expect(parseListState(query, spec).filters).toEqual(filters));

  it('falls back on a bad page, a page size not offered, and an ordering by an undeclared field', () => {
    expect(parseListState('page=0&page_size=7&ordering=-password', spec)).toMatchObject({
      page: 1,
      pageSize: 20,
      ordering: '-created_at',
    });
  });

  it('gives the list operation its own parameter names', () => {
    expect(listQueryParams(parseListState('status=new&search=fees&page=2', spec))).toEqual({
      status: 'new',
      search: 'fees',
      page: 2,
      page_size: 20,
      ordering: '-created_at',
    });
  });

  it('maps orderings to table sorts and back', () => {
    expect(orderingToSort('-created_at')).toEqual({ columnId: 'created_at', direction: 'desc' });
    expect(orderingToSort('priority,-created_at')).toEqual({ columnId: 'priority', direction: 'asc' });
    expect(orderingToSort(null)).toBeNull();
    expect(sortToOrdering({ columnId: 'priority', direction: 'desc' })).toBe('-priority');
  });
});

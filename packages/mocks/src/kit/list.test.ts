import { describe, expect, it } from 'vitest';
import { applyOrdering, listPage, paginate } from './list';

interface Row {
  id: number;
  name: string;
  score: number;
  active: boolean;
  student: { id: number; username: string };
  tags: string[];
  created_at: string;
}

const rows: Row[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  name: ['Wanjiku Kamau', 'Brian Otieno', 'Achieng Odhiambo'][index % 3] ?? '',
  score: (index * 37) % 100,
  active: index % 2 === 0,
  student: { id: 100 + (index % 5), username: `student${index % 5}` },
  tags: index % 4 === 0 ? ['python'] : ['react'],
  created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
}));

const context = (query: string) => {
  const url = new URL(`http://localhost/api/things/?${query}`);
  return { url, query: url.searchParams };
};

describe('the list helper', () => {
  it('pages like DRF: count, absolute next and previous links, page_size up to 100', () => {
    const first = paginate(new URL('http://localhost/api/things/?_=123'), rows);
    expect(first).toMatchObject({ count: 45, previous: null, next: 'http://localhost/api/things/?page=2' });
    expect(first.results).toHaveLength(20);
    const last = paginate(new URL('http://localhost/api/things/?page=3&page_size=20'), rows);
    expect(last.results.map((row) => row.id)).toEqual([41, 42, 43, 44, 45]);
    expect(last).toMatchObject({ next: null, previous: 'http://localhost/api/things/?page=2&page_size=20' });
    expect(paginate(new URL('http://localhost/api/things/?page_size=500'), rows).results).toHaveLength(45);
    expect(paginate(new URL('http://localhost/api/things/?page=9'), rows)).toMatchObject({ count: 45, results: [], next: null });
  });

  it('filters on fields named by query parameters, including nested ids, booleans and lists', () => {
    expect(listPage(context('active=true&page_size=100'), rows).count).toBe(23);
    expect(listPage(context('student=101&page_size=100'), rows).results.every((row) => row.student.id === 101)).toBe(true);
    expect(listPage(context('tags=python&page_size=100'), rows).count).toBe(12);
    // Unknown parameters are ignored, as DRF ignores them.
    expect(listPage(context('colour=blue'), rows).count).toBe(45);
    expect(
      listPage(context('from=2026-02-10&page_size=100'), rows, { filters: { from: (row, value) => row.created_at >= value } })
        .count,
    ).toBe(5);
  });

  it('searches case-insensitively over the listed fields', () => {
    expect(listPage(context('search=ODHIAMBO&page_size=100'), rows, { search: ['name'] }).count).toBe(15);
    expect(listPage(context('search=student3&page_size=100'), rows, { search: ['student.username'] }).count).toBe(9);
    expect(listPage(context('search=student3'), rows, { search: ['name'] }).count).toBe(0);
  });

  it('orders by several fields, descending with a minus, numbers as numbers', () => {
    const ordered = applyOrdering(rows, '-score,id').map((row) => row.score);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    const byName = listPage(context('ordering=name,-id&page_size=3'), rows).results.map((row) => `${row.name}#${row.id}`);
    expect(byName).toEqual(['Achieng Odhiambo#45', 'Achieng Odhiambo#42', 'Achieng Odhiambo#39']);
    expect(listPage(context(''), rows, { ordering: '-created_at' }).results[0]?.id).toBe(45);
  });
});

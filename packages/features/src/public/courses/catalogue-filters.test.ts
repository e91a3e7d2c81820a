import { describe, expect, it } from 'vitest';
import { apiParams, filterChips, filtersFromSearch, searchFromFilters, withoutFilter } from './catalogue-filters';
import type { CourseFacets } from './course-facets';

const facets: CourseFacets = {
  departments: [{ id: 2, name: 'Data Science and AI', count: 9 }],
  languages: [{ id: 1, name: 'Python', slug: 'python', count: 11 }],
  technologies: [{ id: 20, name: 'Pandas', slug: 'pandas', count: 2 }],
};

describe('the catalogue filters', () => {
  it('read the URL and write it back without the defaults', () => {
    const search = new URLSearchParams(
      'q=data&level=beginner&department=2&language=python&technology=pandas&featured=1&pricing=paid&min=1000&max=20000.50&ordering=-price&page=2',
    );
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({
      search: 'data',
      level: 'beginner',
      department: '2',
      language: 'python',
      technology: 'pandas',
      featured: true,
      pricing: 'paid',
      minPrice: '1000',
      maxPrice: '20000.50',
      ordering: '-price',
      page: 2,
    });
    expect(searchFromFilters(filters).toString()).toBe(search.toString());
    expect(searchFromFilters(filtersFromSearch(new URLSearchParams())).toString()).toBe('');
  });

  it('ignore values the API would refuse', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('level=guru&department=abc&pricing=cheap&min=-5&max=lots&ordering=random&page=0'),
    );
    expect(filters).toMatchObject({
      level: '',
      department: '',
      pricing: '',
      minPrice: '',
      maxPrice: '',
      ordering: 'title',
      page: 1,
    });
  });

  it('ask the API for pages of 20, ordered by title unless chosen otherwise (service spec §9)', () => {
    expect(apiParams(filtersFromSearch(new URLSearchParams()), undefined)).toEqual({
      kind: 'ready',
      params: { page: 1, page_size: 20, ordering: 'title' },
    });
  });

  it('turn a language or technology slug into the id the API takes, once the facets are known', () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        'language=python&technology=pandas&level=beginner&featured=1&pricing=paid&min=100&max=900&department=2',
      ),
    );
    expect(apiParams(filters, undefined)).toEqual({ kind: 'waiting' });
    expect(apiParams(filters, facets)).toEqual({
      kind: 'ready',
      params: {
        page: 1,
        page_size: 20,
        ordering: 'title',
        level: 'beginner',
        department: 2,
        is_featured: true,
        pricing_type: 'paid',
        min_price: '100',
        max_price: '900',
        programming_languages: [1],
        technologies: [20],
      },
    });
    expect(apiParams(filtersFromSearch(new URLSearchParams('language=cobol')), facets)).toEqual({ kind: 'no-match' });
  });

  it('name every applied filter and remove one at a time, back on page 1', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('level=advanced&language=python&department=2&featured=1&pricing=free&min=500&page=3'),
    );
    expect(filterChips(filters, facets).map((chip) => chip.label)).toEqual([
      'Level: Advanced',
      'Department: Data Science and AI',
      'Language: Python',
      'Featured only',
      'Pricing: Free',
      'From Ksh 500',
    ]);
    const fewer = withoutFilter(filters, 'language');
    expect(fewer.language).toBe('');
    expect(fewer.level).toBe('advanced');
    expect(fewer.page).toBe(1);
  });
});

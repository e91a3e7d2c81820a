/**
 * The catalogue's filters as the URL carries them (shareable, back-button friendly) and as the API
 * takes them (service spec §7: search, level, department, programming_languages, technologies,
 * is_featured, pricing_type, min_price, max_price, ordering, page, page_size).
 */
import type { CourseLevel, CoursePricingType } from '@ujuzi/api';
import type { listCourses } from '@ujuzi/api/hooks';
import { COURSES_PAGE_SIZE } from '@ujuzi/domain';
import { LEVEL_LABELS, PRICING_LABELS } from '../shared/course-labels';
import type { CourseFacets } from './course-facets';

/** The parameters of listCourses (service spec §7). */
export type ListCoursesParams = NonNullable<Parameters<typeof listCourses>[0]>;

export interface CatalogueFilters {
  search: string;
  level: CourseLevel | '';
  /** Department id. */
  department: string;
  /** Programming language slug (readable URLs; the API gets its id). */
  language: string;
  /** Technology slug. */
  technology: string;
  featured: boolean;
  pricing: CoursePricingType | '';
  minPrice: string;
  maxPrice: string;
  ordering: CourseOrdering;
  page: number;
}

export const ORDERINGS = [
  { value: 'title', label: 'Title (A–Z)' },
  { value: '-created_at', label: 'Newest first' },
  { value: '-average_rating', label: 'Highest rated' },
  { value: '-enrolled_count', label: 'Most popular' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
] as const;

export type CourseOrdering = (typeof ORDERINGS)[number]['value'];

/** Service spec §7: the catalogue is ordered by title unless asked otherwise. */
export const DEFAULT_ORDERING: CourseOrdering = 'title';

const LEVELS = Object.keys(LEVEL_LABELS) as CourseLevel[];
const PRICINGS = Object.keys(PRICING_LABELS) as CoursePricingType[];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : '';

/** A non-negative amount as typed ('1500', '1500.50'), else ''. */
const amount = (value: string | null): string => (value && /^\d+(\.\d{1,2})?$/.test(value.trim()) ? value.trim() : '');

export function filtersFromSearch(search: URLSearchParams): CatalogueFilters {
  const page = Number(search.get('page'));
  return {
    search: search.get('q')?.trim() ?? '',
    level: oneOf(search.get('level'), LEVELS),
    department: /^\d+$/.test(search.get('department') ?? '') ? (search.get('department') as string) : '',
    language: search.get('language')?.trim() ?? '',
    technology: search.get('technology')?.trim() ?? '',
    featured: search.get('featured') === '1',
    pricing: oneOf(search.get('pricing'), PRICINGS),
    minPrice: amount(search.get('min')),
    maxPrice: amount(search.get('max')),
    ordering:
      oneOf(
        search.get('ordering'),
        ORDERINGS.map((option) => option.value),
      ) || DEFAULT_ORDERING,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a set of filters; defaults are left out so the plain catalogue stays at /courses. */
export function searchFromFilters(filters: CatalogueFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.search) search.set('q', filters.search);
  if (filters.level) search.set('level', filters.level);
  if (filters.department) search.set('department', filters.department);
  if (filters.language) search.set('language', filters.language);
  if (filters.technology) search.set('technology', filters.technology);
  if (filters.featured) search.set('featured', '1');
  if (filters.pricing) search.set('pricing', filters.pricing);
  if (filters.minPrice) search.set('min', filters.minPrice);
  if (filters.maxPrice) search.set('max', filters.maxPrice);
  if (filters.ordering !== DEFAULT_ORDERING) search.set('ordering', filters.ordering);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Whether the filters need the facets to turn a slug into the id the API takes. */
export const needsFacets = (filters: CatalogueFilters): boolean => Boolean(filters.language || filters.technology);

export type ApiParamsResult = { kind: 'ready'; params: ListCoursesParams } | { kind: 'waiting' } | { kind: 'no-match' };

/**
 * The listCourses parameters for the filters. A language or technology slug needs the facets (ids);
 * until they arrive the answer is 'waiting', and a slug no course uses gives 'no-match'.
 */
export function apiParams(filters: CatalogueFilters, facets: CourseFacets | undefined): ApiParamsResult {
  const params: ListCoursesParams = { page: filters.page, page_size: COURSES_PAGE_SIZE, ordering: filters.ordering };
  if (filters.search) params.search = filters.search;
  if (filters.level) params.level = filters.level;
  if (filters.department) params.department = Number(filters.department);
  if (filters.featured) params.is_featured = true;
  if (filters.pricing) params.pricing_type = filters.pricing;
  if (filters.minPrice) params.min_price = filters.minPrice;
  if (filters.maxPrice) params.max_price = filters.maxPrice;
  if (needsFacets(filters)) {
    if (!facets) return { kind: 'waiting' };
    if (filters.language) {
      const language = facets.languages.find((option) => option.slug === filters.language);
      if (!language) return { kind: 'no-match' };
      params.programming_languages = [language.id];
    }
    if (filters.technology) {
      const technology = facets.technologies.find((option) => option.slug === filters.technology);
      if (!technology) return { kind: 'no-match' };
      params.technologies = [technology.id];
    }
  }
  return { kind: 'ready', params };
}

export interface FilterChip {
  id: keyof CatalogueFilters;
  label: string;
}

/** The applied filters as the summary chips read them ('Level: Beginner'). Search and ordering are shown elsewhere. */
export function filterChips(filters: CatalogueFilters, facets: CourseFacets | undefined): FilterChip[] {
  const chips: FilterChip[] = [];
  const nameOf = (list: readonly { slug?: string; id: number; name: string }[] | undefined, key: string, byId = false) =>
    list?.find((option) => (byId ? String(option.id) === key : option.slug === key))?.name ?? key;
  if (filters.level) chips.push({ id: 'level', label: `Level: ${LEVEL_LABELS[filters.level]}` });
  if (filters.department)
    chips.push({ id: 'department', label: `Department: ${nameOf(facets?.departments, filters.department, true)}` });
  if (filters.language) chips.push({ id: 'language', label: `Language: ${nameOf(facets?.languages, filters.language)}` });
  if (filters.technology)
    chips.push({ id: 'technology', label: `Technology: ${nameOf(facets?.technologies, filters.technology)}` });
  if (filters.featured) chips.push({ id: 'featured', label: 'Featured only' });
  if (filters.pricing) chips.push({ id: 'pricing', label: `Pricing: ${PRICING_LABELS[filters.pricing]}` });
  if (filters.minPrice) chips.push({ id: 'minPrice', label: `From Ksh ${Number(filters.minPrice).toLocaleString('en-KE')}` });
  if (filters.maxPrice) chips.push({ id: 'maxPrice', label: `Up to Ksh ${Number(filters.maxPrice).toLocaleString('en-KE')}` });
  return chips;
}

/** The filters with one of them back at its default; any change of filter goes back to page 1. */
export function withoutFilter(filters: CatalogueFilters, id: keyof CatalogueFilters): CatalogueFilters {
  const cleared = filtersFromSearch(new URLSearchParams());
  return { ...filters, [id]: cleared[id], page: 1 };
}

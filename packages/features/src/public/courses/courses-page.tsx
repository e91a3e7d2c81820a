/**
 * The public catalogue (/courses): search, filters for level, department, programming language,
 * technology, featured and pricing type and price range, ordering, and pages of 20 (service spec §9).
 * Every choice lives in the URL, so a filtered list can be shared and the back button works.
 */
import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { COURSES_PAGE_SIZE } from '@ujuzi/domain';
import {
  Checkbox,
  EmptyState,
  ErrorState,
  FiltersBar,
  HydrationSlice,
  Pagination,
  SearchInput,
  Select,
  SkeletonCard,
  TextField,
  type SelectOption,
} from '@ujuzi/ui';
import { SearchX } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { errorText } from '../../infra/kit/shared/api-error';
import { CourseCard } from '../shared/course-card';
import { LEVEL_LABELS, PRICING_LABELS } from '../shared/course-labels';
import { PageContainer, PageHeader } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import {
  apiParams,
  filterChips,
  filtersFromSearch,
  ORDERINGS,
  searchFromFilters,
  withoutFilter,
  type CatalogueFilters,
} from './catalogue-filters';
import type { FacetOption } from './course-facets';
import { catalogueQuery, facetsQuery } from './queries';
import { useSearchParams } from '../../infra/kit';

const levelOptions: SelectOption[] = [
  { value: '', label: 'All levels' },
  ...Object.entries(LEVEL_LABELS).map(([value, label]) => ({ value, label })),
];
const pricingOptions: SelectOption[] = [
  { value: '', label: 'Any pricing' },
  ...Object.entries(PRICING_LABELS).map(([value, label]) => ({ value, label })),
];
const orderingOptions: SelectOption[] = ORDERINGS.map(({ value, label }) => ({ value, label }));

const facetOptions = (all: string, options: FacetOption[] | undefined, by: 'id' | 'slug'): SelectOption[] => [
  { value: '', label: all },
  ...(options ?? []).map((option) => ({
    value: by === 'id' ? String(option.id) : (option.slug ?? String(option.id)),
    label: `${option.name} (${option.count})`,
  })),
];

/** A price bound typed by the visitor, applied when they leave the field or press Enter. */
function PriceField({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string) => void }) {
  const [text, setText] = useState(value);
  const [previous, setPrevious] = useState(value);
  if (value !== previous) {
    setPrevious(value);
    setText(value);
  }
  const commit = () => {
    const clean = text.trim();
    if (clean === value) return;
    if (clean === '' || /^\d+(\.\d{1,2})?$/.test(clean)) onCommit(clean);
    else setText(value);
  };
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      value={text}
      placeholder="Ksh"
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

export function CoursesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const facets = useQuery(facetsQuery());
  const request = apiParams(filters, facets.data);
  const courses = useQuery({
    ...catalogueQuery(request.kind === 'ready' ? request.params : {}),
    enabled: request.kind === 'ready',
  });
  const resultsRef = useRef<HTMLDivElement>(null);

  const apply = (next: CatalogueFilters, { replace = false, focusResults = false } = {}) => {
    setSearchParams(searchFromFilters(next), { replace, preventScrollReset: true });
    if (focusResults) {
      resultsRef.current?.focus({ preventScroll: true });
      resultsRef.current?.scrollIntoView({ block: 'start' });
    }
  };
  const change = (patch: Partial<CatalogueFilters>) => apply({ ...filters, ...patch, page: 1 });

  const chips = filterChips(filters, facets.data);
  const total = courses.data?.count ?? 0;
  const waitingForFacets = request.kind === 'waiting' && (facets.isPending || facets.isFetching);
  const loading = (request.kind === 'ready' && courses.isPending) || waitingForFacets;
  const canonical = filters.page > 1 ? `/courses?page=${filters.page}` : '/courses';

  return (
    <>
      <PageMeta
        title={filters.page > 1 ? `Courses, page ${filters.page}` : 'Courses'}
        description="Browse Ujuzi's online tech courses: Python, JavaScript, data science, cloud, mobile, cybersecurity and design. Free and paid courses priced in KES, with projects and certificates."
        path={canonical}
      />
      <PageHeader
        eyebrow="Courses"
        title="Find your next tech course"
        lead="Practical courses taught by working engineers, with projects you can show employers. Start free, or pay in KES by M-Pesa, card or in instalments."
      />
      <PageContainer>
        <Stack gap="6" py={{ base: '6', md: '8' }}>
          <HydrationSlice>
            <FiltersBar
              label="Course filters"
              primary={
                <SearchInput
                  label="Search courses"
                  placeholder="Search courses, languages, tools…"
                  value={filters.search}
                  onSearch={(search) => apply({ ...filters, search: search.trim(), page: 1 }, { replace: true })}
                />
              }
              activeFilters={chips.map((chip) => ({
                id: chip.id,
                label: chip.label,
                onRemove: () => apply(withoutFilter(filters, chip.id)),
              }))}
              onClearAll={() =>
                apply({ ...filtersFromSearch(new URLSearchParams()), search: filters.search, ordering: filters.ordering })
              }
            >
              <Select
                label="Level"
                options={levelOptions}
                value={filters.level}
                onChange={(level) => change({ level: level as CatalogueFilters['level'] })}
              />
              <Select
                label="Department"
                options={facetOptions('All departments', facets.data?.departments, 'id')}
                value={filters.department}
                onChange={(department) => change({ department })}
              />
              <Select
                label="Programming language"
                options={facetOptions('All languages', facets.data?.languages, 'slug')}
                value={filters.language}
                onChange={(language) => change({ language })}
              />
              <Select
                label="Technology"
                options={facetOptions('All technologies', facets.data?.technologies, 'slug')}
                value={filters.technology}
                onChange={(technology) => change({ technology })}
              />
              <Select
                label="Pricing"
                options={pricingOptions}
                value={filters.pricing}
                onChange={(pricing) => change({ pricing: pricing as CatalogueFilters['pricing'] })}
              />
              <PriceField label="Min price (KES)" value={filters.minPrice} onCommit={(minPrice) => change({ minPrice })} />
              <PriceField label="Max price (KES)" value={filters.maxPrice} onCommit={(maxPrice) => change({ maxPrice })} />
              <Box alignSelf="center" pt={{ md: '6' }}>
                <Checkbox label="Featured only" checked={filters.featured} onChange={(featured) => change({ featured })} />
              </Box>
            </FiltersBar>
          </HydrationSlice>

          <HydrationSlice>
            <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
              <Text ref={resultsRef} tabIndex={-1} role="status" fontWeight="medium" outline="none" scrollMarginTop="20">
                {loading || courses.isPlaceholderData
                  ? 'Loading courses…'
                  : request.kind === 'no-match' || courses.isError
                    ? ''
                    : `${total} ${total === 1 ? 'course' : 'courses'}${filters.search ? ` for “${filters.search}”` : ''}`}
              </Text>
              <Box width={{ base: 'full', sm: '56' }}>
                <Select
                  label="Sort by"
                  options={orderingOptions}
                  value={filters.ordering}
                  onChange={(ordering) => change({ ordering: ordering as CatalogueFilters['ordering'] })}
                />
              </Box>
            </HStack>
          </HydrationSlice>

          {loading ? (
            // The count line above announces the loading; the placeholders are only visual.
            <SimpleGrid aria-hidden="true" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
              {Array.from({ length: 6 }, (_, index) => (
                <SkeletonCard key={index} />
              ))}
            </SimpleGrid>
          ) : courses.isError ? (
            <ErrorState
              title="Courses could not be loaded"
              message={errorText(courses.error)}
              onRetry={() => void courses.refetch()}
              retrying={courses.isRefetching}
              headingLevel="h2"
            />
          ) : request.kind === 'no-match' || total === 0 ? (
            <EmptyState
              icon={<SearchX />}
              headingLevel="h2"
              title="No courses match your search"
              description="Try other words or remove a filter to see more courses."
            />
          ) : (
            <Box
              aria-busy={courses.isPlaceholderData || undefined}
              opacity={courses.isPlaceholderData ? 0.6 : 1}
              transition="opacity 0.2s"
            >
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
                {(courses.data?.results ?? []).map((course, index) => (
                  <li key={course.id}>
                    <CourseCard course={course} headingLevel="h2" eager={index < 3} />
                  </li>
                ))}
              </SimpleGrid>
            </Box>
          )}

          {total > COURSES_PAGE_SIZE && !courses.isError ? (
            <HydrationSlice>
              <Pagination
                label="Course pages"
                page={filters.page}
                pageSize={COURSES_PAGE_SIZE}
                total={total}
                itemLabel="courses"
                onPageChange={(page) => apply({ ...filters, page }, { focusResults: true })}
              />
            </HydrationSlice>
          ) : null}
        </Stack>
      </PageContainer>
    </>
  );
}

/** Server-side pagination: 'Page 2 of 9', previous and next, page numbers with ellipses, optional page size. */
import { HStack, Text, chakra } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../button/button';
import { Select } from '../select/select';
import { pageCountOf, pageItems } from './page-items';

export interface PaginationProps {
  /** The current page, from 1 (controlled). */
  page: number;
  /** Items per page. */
  pageSize: number;
  /** All items across pages (the API's `count`). */
  total: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Offers a page-size choice when given with `pageSizeOptions`. Called with the new size. */
  onPageSizeChange?: (pageSize: number) => void;
  /** The sizes offered, e.g. [10, 20, 50]. */
  pageSizeOptions?: readonly number[];
  /** Pages shown on each side of the current one. Defaults to 1. */
  siblingCount?: number;
  /** Names the navigation landmark. Defaults to 'Pagination'; make it specific when a page has two. */
  label?: string;
  /** What the items are, for the range text ('courses'). Without it the range text is not shown. */
  itemLabel?: string;
}

/**
 * A labelled <nav>. The summary 'Page 2 of 9' is a polite live region so a page change is heard;
 * the current page button carries aria-current="page". Below 640 px only previous/next remain.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions,
  siblingCount = 1,
  label = 'Pagination',
  itemLabel,
}: PaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  const current = Math.min(Math.max(1, page), pageCount);
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };

  return (
    <chakra.nav aria-label={label} width="full">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="4" wrap="wrap">
          <Text textStyle="sm" color="fg.muted" aria-live="polite" aria-atomic="true" fontVariantNumeric="tabular-nums">
            Page {current} of {pageCount}
            {itemLabel ? ` · ${first}–${last} of ${total.toLocaleString('en-KE')} ${itemLabel}` : null}
          </Text>
          {onPageSizeChange && pageSizeOptions?.length ? (
            <HStack gap="2">
              <chakra.div width="9rem">
                <Select
                  label="Rows per page"
                  hideLabel
                  size="sm"
                  value={String(pageSize)}
                  options={pageSizeOptions.map((size) => ({ value: String(size), label: `${size} / page` }))}
                  onChange={(value) => onPageSizeChange(Number(value))}
                />
              </chakra.div>
            </HStack>
          ) : null}
        </HStack>
        <HStack gap="1" as="ul" listStyle="none">
          <li>
            <Button
              variant="outline"
              size="sm"
              onClick={() => go(current - 1)}
              disabled={current <= 1}
              startIcon={<ChevronLeft size={16} />}
            >
              Previous
            </Button>
          </li>
          {pageItems(current, pageCount, siblingCount).map((item) =>
            typeof item === 'number' ? (
              <chakra.li key={item} display={{ base: 'none', sm: 'block' }}>
                <Button
                  variant={item === current ? 'solid' : 'ghost'}
                  size="sm"
                  aria-label={`Page ${item}`}
                  aria-current={item === current ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  {item}
                </Button>
              </chakra.li>
            ) : (
              <chakra.li
                key={item}
                display={{ base: 'none', sm: 'flex' }}
                alignItems="center"
                px="1"
                color="fg.muted"
                aria-hidden="true"
              >
                …
              </chakra.li>
            ),
          )}
          <li>
            <Button
              variant="outline"
              size="sm"
              onClick={() => go(current + 1)}
              disabled={current >= pageCount}
              endIcon={<ChevronRight size={16} />}
            >
              Next
            </Button>
          </li>
        </HStack>
      </HStack>
    </chakra.nav>
  );
}

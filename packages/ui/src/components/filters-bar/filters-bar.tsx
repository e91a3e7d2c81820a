/** A bar of filter controls with a summary of the active filters, each removable, and 'Clear filters'. */
import { Box, Flex, HStack, Text, chakra } from '@chakra-ui/react';
import { SlidersHorizontal, X } from 'lucide-react';
import { Children, useId, useState, type ReactNode } from 'react';
import { HydrationSlice } from '../../hydration/hydration-slice';
import { Button } from '../button/button';

/** One applied filter, as the summary shows it. */
export interface ActiveFilter {
  /** Stable key. */
  id: string;
  /** What is applied, e.g. 'Status: Active'. */
  label: string;
  /** Removes this filter. */
  onRemove: () => void;
}

export interface FiltersBarProps {
  /** The filter controls (SearchInput, Select, DatePicker…), laid out in a wrapping row. */
  children: ReactNode;
  /** The filters in effect; each gets a chip with a remove button. */
  activeFilters?: readonly ActiveFilter[];
  /** Removes every filter. The 'Clear filters' button shows when something is applied. */
  onClearAll?: () => void;
  /** Names the group of controls. Defaults to 'Filters'. */
  label?: string;
  /** The phone toggle's text (the count is added). Defaults to 'Filters'. */
  toggleLabel?: string;
  /** The clear button's text. Defaults to 'Clear filters'. */
  clearLabel?: string;
  /** A control that stays visible on phones beside the toggle, usually the SearchInput. */
  primary?: ReactNode;
}

const summaryText = (count: number) => (count === 1 ? '1 filter applied' : `${count} filters applied`);

/**
 * On phones the controls fold behind a 'Filters' toggle (aria-expanded); from 768 px they are always
 * shown. The summary line is a polite live region so applying or removing a filter is heard.
 */
export function FiltersBar({
  children,
  activeFilters = [],
  onClearAll,
  label = 'Filters',
  toggleLabel = 'Filters',
  clearLabel = 'Clear filters',
  primary,
}: FiltersBarProps) {
  const [open, setOpen] = useState(false);
  const controlsId = useId();
  const count = activeFilters.length;

  return (
    <Box role="group" aria-label={label} width="full">
      <Flex gap="3" align="flex-end" wrap="wrap">
        {primary ? (
          <Box flex="1 1 16rem" minW="0">
            {primary}
          </Box>
        ) : null}
        <Box hideFrom="md">
          <Button
            variant="outline"
            startIcon={<SlidersHorizontal size={16} />}
            aria-expanded={open}
            aria-controls={controlsId}
            onClick={() => setOpen((value) => !value)}
          >
            {count ? `${toggleLabel} (${count})` : toggleLabel}
          </Button>
        </Box>
        <Flex
          id={controlsId}
          gap="3"
          align="flex-end"
          wrap="wrap"
          flex={{ base: '1 1 100%', md: '999 1 auto' }}
          display={{ base: open ? 'flex' : 'none', md: 'flex' }}
          css={{ '& > *': { flex: '1 1 12rem', minWidth: 0 } }}
        >
          {/* Each control becomes interactive in its own task on a prerendered page (see HydrationSlice). */}
          {Children.map(children, (control) => (
            <HydrationSlice>{control}</HydrationSlice>
          ))}
        </Flex>
      </Flex>
      <HStack mt={count ? '3' : '0'} gap="2" wrap="wrap" aria-live="polite">
        {count ? (
          <>
            <Text textStyle="sm" color="fg.muted" fontWeight="medium">
              {summaryText(count)}:
            </Text>
            <HStack as="ul" gap="2" wrap="wrap" listStyle="none" aria-label="Applied filters">
              {activeFilters.map((filter) => (
                <chakra.li
                  key={filter.id}
                  display="inline-flex"
                  alignItems="center"
                  gap="1"
                  ps="2.5"
                  pe="1"
                  py="0.5"
                  borderRadius="full"
                  bg="brand.subtle"
                  color="brand.fg"
                  borderWidth="1px"
                  borderColor="brand.muted"
                  textStyle="sm"
                >
                  {filter.label}
                  <chakra.button
                    type="button"
                    aria-label={`Remove filter: ${filter.label}`}
                    title={`Remove filter: ${filter.label}`}
                    onClick={filter.onRemove}
                    display="inline-flex"
                    alignItems="center"
                    justifyContent="center"
                    boxSize="6"
                    borderRadius="full"
                    cursor="pointer"
                    _hover={{ bg: 'brand.muted' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
                  >
                    <X size={14} aria-hidden="true" />
                  </chakra.button>
                </chakra.li>
              ))}
            </HStack>
            {onClearAll ? (
              <Button variant="ghost" size="sm" onClick={onClearAll}>
                {clearLabel}
              </Button>
            ) : null}
          </>
        ) : null}
      </HStack>
    </Box>
  );
}

/** Placeholders while content loads: text lines, a card, a table. Announced once as "Loading…". */
import { Box, HStack, Skeleton, SkeletonCircle, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The bars pulse, unless the user asked for less motion. */
const calm = { _motionReduce: { animation: 'none' } } as const;

/** Widths that make a block of lines look like prose rather than a barcode. */
const lineWidth = (index: number, count: number) => (index === count - 1 && count > 1 ? '60%' : index % 3 === 1 ? '92%' : '100%');

interface LoadingRegionProps {
  label: string;
  children: ReactNode;
}

/** A polite status holding the label for screen readers; the bars themselves are hidden from them. */
function LoadingRegion({ label, children }: LoadingRegionProps) {
  return (
    <Box role="status" aria-live="polite" aria-busy="true" width="full">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Box aria-hidden="true">{children}</Box>
    </Box>
  );
}

export interface SkeletonTextProps {
  /** How many lines. Defaults to 3. */
  lines?: number;
  /** Read by screen readers while loading. Defaults to 'Loading…'. */
  label?: string;
}

/** A paragraph-shaped placeholder. */
export function SkeletonText({ lines = 3, label = 'Loading…' }: SkeletonTextProps) {
  return (
    <LoadingRegion label={label}>
      <Stack gap="2.5">
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} height="3.5" width={lineWidth(index, lines)} {...calm} />
        ))}
      </Stack>
    </LoadingRegion>
  );
}

export interface SkeletonCardProps {
  /** Shows an image area on top (course and article cards). Defaults to true. */
  media?: boolean;
  /** Shows an avatar row (people, posts). Defaults to false. */
  avatar?: boolean;
  /** Lines of body text. Defaults to 2. */
  lines?: number;
  /** Read by screen readers while loading. Defaults to 'Loading…'. */
  label?: string;
}

/** A card-shaped placeholder, sized like the Card it stands in for. */
export function SkeletonCard({ media = true, avatar = false, lines = 2, label = 'Loading…' }: SkeletonCardProps) {
  return (
    <LoadingRegion label={label}>
      <Stack borderWidth="1px" borderColor="border" borderRadius="l3" overflow="hidden" bg="bg.panel" gap="0">
        {media ? <Skeleton height="36" borderRadius="0" {...calm} /> : null}
        <Stack p="4" gap="3">
          {avatar ? (
            <HStack gap="3">
              <SkeletonCircle size="10" {...calm} />
              <Stack flex="1" gap="2">
                <Skeleton height="3" width="40%" {...calm} />
                <Skeleton height="3" width="25%" {...calm} />
              </Stack>
            </HStack>
          ) : null}
          <Skeleton height="5" width="70%" {...calm} />
          {Array.from({ length: lines }, (_, index) => (
            <Skeleton key={index} height="3.5" width={lineWidth(index, lines)} {...calm} />
          ))}
        </Stack>
      </Stack>
    </LoadingRegion>
  );
}

export interface SkeletonTableProps {
  /** Body rows. Defaults to 5. */
  rows?: number;
  /** Columns. Defaults to 4. */
  columns?: number;
  /** Read by screen readers while loading. Defaults to 'Loading…'. */
  label?: string;
}

/** A table-shaped placeholder: a header bar and rows of cells. */
export function SkeletonTable({ rows = 5, columns = 4, label = 'Loading…' }: SkeletonTableProps) {
  const grid = { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: '4', px: '4' } as const;
  return (
    <LoadingRegion label={label}>
      <Box borderWidth="1px" borderColor="border" borderRadius="l2" overflow="hidden">
        <Box {...grid} py="3" bg="bg.muted">
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} height="3" width="60%" {...calm} />
          ))}
        </Box>
        {Array.from({ length: rows }, (_, row) => (
          <Box key={row} {...grid} py="3.5" borderTopWidth="1px" borderColor="border.muted">
            {Array.from({ length: columns }, (_, column) => (
              <Skeleton key={column} height="3.5" width={column === 0 ? '85%' : '65%'} {...calm} />
            ))}
          </Box>
        ))}
      </Box>
    </LoadingRegion>
  );
}

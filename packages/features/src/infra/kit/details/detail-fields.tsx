/**
 * The facts of an entity as a description list: a label over each value, two to four columns as the
 * width allows (one on a narrow phone unless `compact`). Detail screens use it for their summary card.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailFieldsProps {
  children: ReactNode;
  /** Two columns even on a phone, for short values (dates, statuses). */
  compact?: boolean;
}

export function DetailFields({ children, compact = false }: DetailFieldsProps) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={
        compact ? { base: '1fr 1fr', lg: 'repeat(4, 1fr)' } : { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }
      }
      gap="4"
    >
      {children}
    </Box>
  );
}

export interface DetailFieldProps {
  label: string;
  children: ReactNode;
}

/** One fact: its label (dt) and value (dd); long values wrap anywhere rather than widen the page. */
export function DetailField({ label, children }: DetailFieldProps) {
  return (
    <Stack gap="0.5" minW="0">
      <Text as="dt" textStyle="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Box as="dd" textStyle="sm" overflowWrap="anywhere">
        {children}
      </Box>
    </Stack>
  );
}

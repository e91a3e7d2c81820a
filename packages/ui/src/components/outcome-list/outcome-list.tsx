/** The per-row report of a bulk action: which rows it was done for, and why the others failed. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';

export interface OutcomeItem {
  /** Stable key. */
  id: string;
  /** What the row is ('INQ-2026-00611 · Brian Kiprotich'). */
  label: ReactNode;
  /** Whether the action was done for this row. */
  ok: boolean;
  /** Why it failed (shown for failed rows). */
  reason?: string;
}

export interface OutcomeListProps {
  /** Names the list ('Outcome for each inquiry'). */
  label: string;
  items: readonly OutcomeItem[];
  /** The word for a row that succeeded. Defaults to 'Done'. */
  doneLabel?: string;
  /** The word for a row that failed. Defaults to 'Failed'. */
  failedLabel?: string;
}

/** Failed rows first, so they are read before the long list of successes. */
export function OutcomeList({ label, items, doneLabel = 'Done', failedLabel = 'Failed' }: OutcomeListProps) {
  const ordered = [...items.filter((item) => !item.ok), ...items.filter((item) => item.ok)];
  return (
    <Stack
      as="ul"
      aria-label={label}
      gap="0"
      listStyle="none"
      maxH="20rem"
      overflowY="auto"
      // A long report scrolls: focusable so keyboard users can scroll it.
      tabIndex={0}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
    >
      {ordered.map((item) => (
        <HStack
          as="li"
          key={item.id}
          align="flex-start"
          gap="3"
          px="3"
          py="2"
          borderBottomWidth="1px"
          borderColor="border"
          _last={{ borderBottomWidth: 0 }}
        >
          <Box as="span" aria-hidden="true" color={item.ok ? 'success.fg' : 'danger.fg'} pt="0.5" display="inline-flex">
            {item.ok ? <CircleCheck size={16} /> : <CircleX size={16} />}
          </Box>
          <Stack gap="0.5" minW="0" flex="1">
            <Text textStyle="sm" fontWeight="medium" overflowWrap="anywhere">
              {item.label}
            </Text>
            <Text textStyle="xs" color={item.ok ? 'fg.muted' : 'danger.fg'}>
              {item.ok ? doneLabel : `${failedLabel}: ${item.reason ?? ''}`}
            </Text>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

import { HStack, Text } from '@chakra-ui/react';

/** One line of a checkout's sums: a term and its amount in a `<dl>`. */
export function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack as="div" justify="space-between" gap="4" fontWeight={strong ? 'semibold' : undefined}>
      <Text as="dt">{label}</Text>
      <Text as="dd" textAlign="end">
        {value}
      </Text>
    </HStack>
  );
}

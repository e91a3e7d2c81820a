/** Ujuzi's wordmark for the shells' headers: a mark and the name, linking home. */
import { Box, HStack, Text, chakra } from '@chakra-ui/react';
import { GraduationCap } from 'lucide-react';
import { RouterAnchor } from './shell-links';

interface WordmarkProps {
  /** Where the wordmark links. */
  href: string;
  /** Shows only the mark (the collapsed sidebar). */
  compact?: boolean;
  /** The accessible name of the link. Defaults to 'Ujuzi home'. */
  label?: string;
}

export function Wordmark({ href, compact = false, label = 'Ujuzi home' }: WordmarkProps) {
  return (
    <chakra.span
      asChild
      display="inline-flex"
      borderRadius="l2"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <RouterAnchor href={href} aria-label={label}>
        <HStack gap="2" aria-hidden="true">
          <Box bg="brand.solid" color="brand.contrast" borderRadius="l2" p="1.5" display="inline-flex">
            <GraduationCap size={20} />
          </Box>
          {compact ? null : (
            <Text as="span" fontWeight="bold" textStyle="xl" letterSpacing="tight" color="fg">
              Ujuzi
            </Text>
          )}
        </HStack>
      </RouterAnchor>
    </chakra.span>
  );
}

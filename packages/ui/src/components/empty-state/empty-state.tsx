/** What a list or page shows when there is nothing in it yet. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The headline, e.g. 'No notifications yet'. */
  title: string;
  /** One or two sentences under the headline, e.g. "You're all caught up!". */
  description?: ReactNode;
  /** A decorative icon (hidden from screen readers). Defaults to an empty tray. */
  icon?: ReactNode;
  /** An optional call to action, e.g. a Button 'Create course'. */
  action?: ReactNode;
  /** The heading element, to fit the page's outline. Defaults to 'h3'. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** 'sm' for dropdowns and cards, 'md' for a page section. Defaults to 'md'. */
  size?: 'sm' | 'md';
}

export function EmptyState({ title, description, icon, action, headingLevel = 'h3', size = 'md' }: EmptyStateProps) {
  const small = size === 'sm';
  return (
    <Stack align="center" textAlign="center" gap={small ? '2' : '3'} py={small ? '6' : '12'} px="4">
      <Box
        aria-hidden="true"
        color="fg.muted"
        bg="bg.muted"
        borderRadius="full"
        p={small ? '2.5' : '3.5'}
        display="inline-flex"
        css={{ '& svg': { width: small ? '5' : '7', height: small ? '5' : '7' } }}
      >
        {icon ?? <Inbox />}
      </Box>
      <Heading as={headingLevel} size={small ? 'sm' : 'md'}>
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" maxW="prose" textStyle={small ? 'sm' : 'md'}>
          {description}
        </Text>
      ) : null}
      {action ? <Box pt="2">{action}</Box> : null}
    </Stack>
  );
}

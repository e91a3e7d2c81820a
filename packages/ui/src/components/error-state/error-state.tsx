/** What a view shows when its data failed to load, with a way to try again. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';

export interface ErrorStateProps {
  /** The headline. Defaults to 'Something went wrong'. */
  title?: string;
  /** What failed, in the user's words (often the API's error text). */
  message?: ReactNode;
  /** Called by the 'Try again' button; without it the button is not shown. */
  onRetry?: () => void;
  /** The retry button's label. Defaults to 'Try again'. */
  retryLabel?: string;
  /** Shows the retry button busy while a new attempt runs. */
  retrying?: boolean;
  /** The heading element, to fit the page's outline. Defaults to 'h3'. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** 'sm' for dropdowns and cards, 'md' for a page section. Defaults to 'md'. */
  size?: 'sm' | 'md';
}

/** Announced to screen readers when it appears (role="alert"). */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  headingLevel = 'h3',
  size = 'md',
}: ErrorStateProps) {
  const small = size === 'sm';
  return (
    <Stack role="alert" align="center" textAlign="center" gap={small ? '2' : '3'} py={small ? '6' : '12'} px="4">
      <Box
        aria-hidden="true"
        color="fg.error"
        bg="bg.error"
        borderRadius="full"
        p={small ? '2.5' : '3.5'}
        display="inline-flex"
        css={{ '& svg': { width: small ? '5' : '7', height: small ? '5' : '7' } }}
      >
        <TriangleAlert />
      </Box>
      <Heading as={headingLevel} size={small ? 'sm' : 'md'}>
        {title}
      </Heading>
      {message ? (
        <Text color="fg.muted" maxW="prose" textStyle={small ? 'sm' : 'md'}>
          {message}
        </Text>
      ) : null}
      {onRetry ? (
        <Box pt="2">
          <Button variant="outline" size={small ? 'sm' : 'md'} onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

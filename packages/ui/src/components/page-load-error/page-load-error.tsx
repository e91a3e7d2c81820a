/** The screen shown when a page's code fails to load (client spec §4/§8/§9): Retry up to 3 times, then reload. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '../button/button';

export const PAGE_LOAD_ERROR_MESSAGES = {
  title: 'Page Loading Error',
  description: 'There was an error loading this page. This is usually temporary.',
  reloading: 'Multiple loading attempts failed. The page will reload automatically.',
  retry: 'Retry',
} as const;

/** §9: the Retry button offers 3 attempts. */
export const PAGE_LOAD_MAX_ATTEMPTS = 3;
/** Time to read the message before the automatic reload. */
export const PAGE_LOAD_RELOAD_DELAY_MS = 3_000;

export interface PageLoadErrorProps {
  /** Called by Retry with the attempt's number (1, 2, 3); the caller reloads the page's code. */
  onRetry: (attempt: number) => void;
  /** Called once after the last attempt has failed, to reload the whole page (e.g. `location.reload()`). */
  onReload: () => void;
  /**
   * Retries made so far, when the caller keeps count (an error boundary remounts this screen on each
   * failure). Without it the screen counts its own Retry clicks.
   */
  attempts?: number;
  /** Retries offered before reloading. Defaults to 3. */
  maxAttempts?: number;
  /** Delay between the "will reload" message and `onReload`, in ms. Defaults to 3000. */
  reloadDelayMs?: number;
}

/** An alert with Retry; once the attempts are used up it says the page will reload, then calls onReload. */
export function PageLoadError({
  onRetry,
  onReload,
  attempts,
  maxAttempts = PAGE_LOAD_MAX_ATTEMPTS,
  reloadDelayMs = PAGE_LOAD_RELOAD_DELAY_MS,
}: PageLoadErrorProps) {
  const [ownAttempts, setOwnAttempts] = useState(0);
  const used = attempts ?? ownAttempts;
  const exhausted = used >= maxAttempts;
  const reload = useEffectEvent(() => onReload());

  useEffect(() => {
    if (!exhausted) return;
    const timer = window.setTimeout(reload, reloadDelayMs);
    return () => window.clearTimeout(timer);
  }, [exhausted, reloadDelayMs]);

  const retry = () => {
    const attempt = used + 1;
    setOwnAttempts(attempt);
    onRetry(attempt);
  };

  return (
    <Stack role="alert" align="center" justify="center" textAlign="center" gap="4" px="6" py="16" minHeight="60dvh">
      <Box aria-hidden="true" color="fg.error" bg="bg.error" borderRadius="full" p="4" display="inline-flex">
        <TriangleAlert size={32} />
      </Box>
      <Heading as="h1" size="xl">
        {PAGE_LOAD_ERROR_MESSAGES.title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {PAGE_LOAD_ERROR_MESSAGES.description}
      </Text>
      {exhausted ? (
        <Text fontWeight="medium" color="fg.warning" maxW="md">
          {PAGE_LOAD_ERROR_MESSAGES.reloading}
        </Text>
      ) : (
        <Button onClick={retry} startIcon={<RefreshCw size={16} />}>
          {PAGE_LOAD_ERROR_MESSAGES.retry}
        </Button>
      )}
    </Stack>
  );
}

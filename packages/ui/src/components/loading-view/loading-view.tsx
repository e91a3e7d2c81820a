/** The full-page loading view of client spec §4/§9 and the route guard's loading screen built on it. */
import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { LOADING_MESSAGES, LOADING_TICK_MS, SLOW_LOAD_HINT_MS, loadingStatus } from './loading-messages';

/** §9: five dots, staggered 0.2 s, in a 1.5 s loop. */
const DOTS = 5;
const DOT_STAGGER_S = 0.2;
const DOT_LOOP_S = 1.5;

const dotKeyframes = {
  '@keyframes ujuzi-dot-pulse': {
    '0%, 100%': { transform: 'scale(0.6)', opacity: 0.35 },
    '50%': { transform: 'scale(1)', opacity: 1 },
  },
};

/** A timer may fire a few ms early; 50 ms of slack keeps the counter from skipping a beat. */
const secondsSince = (start: number) => Math.max(0, Math.floor((Date.now() - start + 50) / 1_000));

/** Whole seconds since `startedAt` (or since mount), updated once per second. */
function useElapsedSeconds(startedAt?: number): number {
  const [start] = useState(() => startedAt ?? Date.now());
  const [seconds, setSeconds] = useState(() => secondsSince(start));
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(secondsSince(start)), LOADING_TICK_MS);
    return () => window.clearInterval(timer);
  }, [start]);
  return seconds;
}

/** The five pulsing dots; still (and evenly lit) when the user prefers reduced motion. */
export function LoadingDots() {
  return (
    <HStack gap="2" aria-hidden="true" css={dotKeyframes} data-testid="loading-dots">
      {Array.from({ length: DOTS }, (_, index) => (
        <Box
          key={index}
          width="3"
          height="3"
          borderRadius="full"
          bg="brand.solid"
          animation={`ujuzi-dot-pulse ${DOT_LOOP_S}s ease-in-out infinite`}
          style={{ animationDelay: `${Number((index * DOT_STAGGER_S).toFixed(1))}s` }}
          _motionReduce={{ animation: 'none', opacity: 0.8, transform: 'none' }}
        />
      ))}
    </HStack>
  );
}

export interface LoadingViewProps {
  /** Fills the viewport and centres the view (the app's first load). Defaults to true; false fits a section. */
  fullPage?: boolean;
  /**
   * When the wait began (epoch ms). Defaults to the first render. Pass it when the view may remount
   * during one wait (a Suspense fallback shown twice) so the counter and messages do not start over.
   */
  startedAt?: number;
  /** Extra content under the status (the guard's hint). */
  children?: ReactNode;
}

/**
 * Five pulsing dots, an elapsed-seconds counter and a status line that changes with waiting time:
 * 'Initializing...', then 'Processing your request...' after more than 5 s and 'Thanks for your
 * patience, almost there...' after more than 10 s; after more than 8 s a note that it is taking longer.
 * The status line is a polite live region; the counter is not, so it is not read out every second.
 */
export function LoadingView({ fullPage = true, startedAt, children }: LoadingViewProps) {
  const seconds = useElapsedSeconds(startedAt);
  const { message, slowNote } = loadingStatus(seconds);
  return (
    <Stack align="center" justify="center" textAlign="center" gap="4" px="6" py="10" minHeight={fullPage ? '100dvh' : undefined}>
      <LoadingDots />
      <Box role="status" aria-live="polite" aria-atomic="true">
        <Text fontWeight="medium" textStyle="lg">
          {message}
        </Text>
        {slowNote ? (
          <Text color="fg.muted" textStyle="sm" maxW="sm" mt="2">
            {LOADING_MESSAGES.slowNote}
          </Text>
        ) : null}
      </Box>
      <Text color="fg.muted" textStyle="sm" fontVariantNumeric="tabular-nums">
        <VisuallyHidden>Time elapsed: </VisuallyHidden>
        {seconds}s
      </Text>
      {children}
    </Stack>
  );
}

export interface LoadingScreenProps {
  /** When the wait began (epoch ms), as for LoadingView. Defaults to the first render. */
  startedAt?: number;
  /** Offers a 'Refresh page' button with the hint; without it only the hint shows. */
  onRefresh?: () => void;
  /** The refresh button's label. Defaults to 'Refresh page'. */
  refreshLabel?: string;
}

/** The route guard's loading screen (§4): the loading view, plus 'Taking longer than usual to load...' after 5 s. */
export function LoadingScreen({ startedAt, onRefresh, refreshLabel = 'Refresh page' }: LoadingScreenProps) {
  const [start] = useState(() => startedAt ?? Date.now());
  const [slow, setSlow] = useState(() => Date.now() - start >= SLOW_LOAD_HINT_MS);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), Math.max(0, start + SLOW_LOAD_HINT_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [start]);
  return (
    <LoadingView startedAt={start}>
      <Stack align="center" gap="3" role="status" aria-live="polite">
        {slow ? (
          <>
            <Text color="fg.warning" textStyle="sm" fontWeight="medium">
              {LOADING_MESSAGES.slowLoadHint}
            </Text>
            {onRefresh ? (
              <Button variant="outline" size="sm" onClick={onRefresh}>
                {refreshLabel}
              </Button>
            ) : null}
          </>
        ) : null}
      </Stack>
    </LoadingView>
  );
}

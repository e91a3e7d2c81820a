import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { formatCountdown } from './attempt-answers';

/** The countdown submits this long before the end, so the answers reach the server within the time limit. */
export const SUBMIT_AHEAD_MS = 3_000;

/** The time left of a timed attempt; calls `onTimeUp` once, just before the end. */
export function Countdown({ expiresAt, onTimeUp }: { expiresAt: string; onTimeUp: () => void }) {
  const deadline = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const left = deadline - now;
  useEffect(() => {
    if (left <= SUBMIT_AHEAD_MS && !fired.current) {
      fired.current = true;
      onTimeUp();
    }
  }, [left, onTimeUp]);
  const minutesLeft = Math.ceil(left / 60_000);
  const warning = left <= 5 * 60_000;
  return (
    <Box>
      <Text textStyle="xs" color="fg.muted">
        Time left
      </Text>
      <Text
        role="timer"
        aria-label={`Time left: ${formatCountdown(left)}`}
        fontWeight="bold"
        fontFamily="mono"
        textStyle="lg"
        color={warning ? 'fg.error' : 'fg'}
      >
        {formatCountdown(left)}
      </Text>
      {/* Announced once at 5 and at 1 minute, not every second. */}
      <Box aria-live="assertive" srOnly>
        {minutesLeft === 5 || minutesLeft === 1 ? `${minutesLeft} minute${minutesLeft === 1 ? '' : 's'} left` : ''}
      </Box>
    </Box>
  );
}

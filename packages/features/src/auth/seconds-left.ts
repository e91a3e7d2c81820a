import { useCallback, useEffect, useState } from 'react';

/**
 * A wait counted down in whole seconds: `startCountdown(until)` (epoch ms) starts it from the moment it
 * is called, so a wait the server names long after the screen opened shows its full length at once.
 */
export function useCountdown(initialUntil = 0): { secondsLeft: number; startCountdown: (until: number) => void } {
  const [clock, setClock] = useState(() => ({ until: initialUntil, now: Date.now() }));
  useEffect(() => {
    if (clock.until <= clock.now) return undefined;
    const timer = window.setTimeout(() => setClock((current) => ({ ...current, now: Date.now() })), 1000);
    return () => window.clearTimeout(timer);
  }, [clock]);
  const startCountdown = useCallback((until: number) => setClock({ until, now: Date.now() }), []);
  return { secondsLeft: Math.max(0, Math.ceil((clock.until - clock.now) / 1000)), startCountdown };
}

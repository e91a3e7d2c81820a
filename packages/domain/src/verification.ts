/** E-mail verification after registering, and the registration form's availability checks. */

/** Seconds before "Send it again" may be pressed after a verification e-mail went out. */
export const RESEND_VERIFICATION_COOLDOWN_S = 60;

/** How long typing must pause before a username or e-mail address is checked with the server. */
export const AVAILABILITY_CHECK_DEBOUNCE_MS = 400;

/**
 * The wait a throttled answer names, in whole seconds: DRF's "Request was throttled. Expected available
 * in 42 seconds." Null when the text names none.
 */
export function throttleWaitSeconds(text: string | null | undefined): number | null {
  const match = /available in (\d+) seconds?/i.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/** A short wait as a clock: 75 → '1:15', 9 → '0:09'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Where the app reports what its error boundaries catch (issue 31: a production failure used to leave
 * no trace). Every caught error goes to the console, in production too, and to one reporter the app
 * can point at a monitoring service later with `setErrorReporter`. A report names the route pattern
 * ('/dashboard/staff/:slug'), never the URL, and its texts are scrubbed of tokens, e-mail addresses
 * and phone numbers: the service must not receive credentials or personal data.
 */

export interface ErrorReport {
  /** The route pattern whose screen failed; '(app frame)' for the frame around every screen. */
  pattern: string;
  /** The error's class name ('TypeError', 'ChunkLoadError'…). */
  name: string;
  message: string;
  /** The error's stack and React's component stack, scrubbed like the message. */
  stack?: string;
  componentStack?: string;
}

export type ErrorReporter = (report: ErrorReport) => void;

let reporter: ErrorReporter | null = null;

/** Sends every later report to `next` (a monitoring client); null stops sending. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

const SCRUBBERS: ReadonlyArray<readonly [RegExp, string]> = [
  // `Authorization: Token …`, bearer tokens, and long hex or base64-like secrets (session tokens, reset links).
  [/\b(token|bearer)\s+[\w.-]+/gi, '$1 [redacted]'],
  [/\b[a-f0-9]{24,}\b/gi, '[redacted]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-mail]'],
  [/\+?\d[\d\s-]{8,}\d/g, '[number]'],
];

/** The text without tokens, e-mail addresses or phone numbers. */
export function scrub(text: string): string {
  return SCRUBBERS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Reports one error caught by a boundary: to the console always, and to the reporter if one is set. */
export function reportCaughtError(error: unknown, context: { pattern: string; componentStack?: string | null }): void {
  const pattern = context.pattern || '(app frame)';
  console.error(`[ujuzi] ${pattern} failed:`, error);
  if (!reporter) return;
  const report: ErrorReport = {
    pattern,
    name: error instanceof Error ? error.name : typeof error,
    message: scrub(error instanceof Error ? error.message : String(error)),
    stack: error instanceof Error && error.stack ? scrub(error.stack) : undefined,
    componentStack: context.componentStack ? scrub(context.componentStack) : undefined,
  };
  try {
    reporter(report);
  } catch {
    // A failing reporter must not break the error screen the person is about to see.
  }
}

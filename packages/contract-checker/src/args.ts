/** The command line: flags, their defaults and their validation. */
import { parseArgs } from 'node:util';

export interface CheckOptions {
  /** The API root, e.g. `http://localhost:4010/api` (no trailing slash). */
  baseUrl: string;
  username?: string;
  password?: string;
  /** The second factor for an account with two-factor sign-in on (a code or a backup code). */
  twoFactorCode?: string;
  token?: string;
  /** Prefix of the Authorization header value (`Token <key>` in this contract). */
  authScheme: string;
  /** Tags or operationIds to check; empty for all. */
  only: string[];
  reportDir: string;
  writes: boolean;
  thorough: boolean;
  configPath?: string;
  budgetMs?: number;
  timeoutMs: number;
  maxRequests: number;
  maxRunMs: number;
  concurrency: number;
  specPath?: string;
  verbose: boolean;
}

export const DEFAULTS = {
  authScheme: 'Token',
  reportDir: 'contract-report',
  timeoutMs: 15_000,
  maxRequests: 5_000,
  maxRunMs: 15 * 60_000,
  concurrency: 4,
} as const;

export const USAGE = `Usage: npm run contract:check -- --base-url <url> [options]

Checks a running backend against the contract in openapi/.

  --base-url <url>        the API root, e.g. http://localhost:4010/api (required)
  --username <u>          sign in through the login operation (POST /accounts/token/) ...
  --password <p>          ... with this password
  --two-factor-code <c>   ... and, when the account has two-factor sign-in on, complete it with this code
                          (POST /accounts/2fa/verify/ with the login's challenge)
  --token <t>             or use this token
  --auth-scheme <s>       Authorization header prefix (default: Token)
  --only <tag,...>        only these tags or operationIds (e.g. health,courses,getCurrentUser)
  --writes                also create, read, update and delete a scratch resource in CRUD collections
  --thorough              the no-token check on every authenticated GET (and, with --writes, every write) instead of one per tag
  --config <file>         JSON: parameter values, request bodies and operations to skip (see README)
  --report <dir>          where junit.xml and report.html go (default: contract-report)
  --budget-ms <n>         fail answers slower than n ms
  --timeout-ms <n>        give up on one request after n ms (default: 15000)
  --max-requests <n>      stop after n requests (default: 5000)
  --max-run-s <n>         stop after n seconds (default: 900)
  --concurrency <n>       requests in flight at once (default: 4)
  --spec <file>           a bundled OpenAPI 3.1 file (default: packages/api/src/gen/openapi.json)
  --verbose               list passing checks too
  --help                  this text

Exit code: 0 when nothing failed (skips do not fail), 1 when a check failed, 2 on a usage or setup error.`;

export type ParsedArgs = { kind: 'options'; options: CheckOptions } | { kind: 'help' } | { kind: 'error'; message: string };

function positiveInteger(name: string, raw: string | undefined): number | undefined | string {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : `--${name} must be a positive whole number (got "${raw}").`;
}

export function parseCliArgs(argv: string[]): ParsedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        'two-factor-code': { type: 'string' },
        token: { type: 'string' },
        'auth-scheme': { type: 'string' },
        only: { type: 'string' },
        report: { type: 'string' },
        writes: { type: 'boolean' },
        thorough: { type: 'boolean' },
        config: { type: 'string' },
        'budget-ms': { type: 'string' },
        'timeout-ms': { type: 'string' },
        'max-requests': { type: 'string' },
        'max-run-s': { type: 'string' },
        concurrency: { type: 'string' },
        spec: { type: 'string' },
        verbose: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };

  const rawBase = values['base-url'];
  if (!rawBase) return { kind: 'error', message: '--base-url is required (the API root, e.g. http://localhost:4010/api).' };
  let base: URL;
  try {
    base = new URL(rawBase);
  } catch {
    return { kind: 'error', message: `--base-url is not a URL: "${rawBase}".` };
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    return { kind: 'error', message: `--base-url must be http or https (got "${base.protocol}").` };
  }
  if (base.search || base.hash) return { kind: 'error', message: '--base-url takes no query string or fragment.' };

  if ((values.username === undefined) !== (values.password === undefined)) {
    return { kind: 'error', message: '--username and --password go together.' };
  }
  if (values['two-factor-code'] !== undefined && values.username === undefined) {
    return { kind: 'error', message: '--two-factor-code goes with --username and --password.' };
  }
  if (values.token !== undefined && values.username !== undefined) {
    return { kind: 'error', message: 'Give either --token or --username/--password, not both.' };
  }

  const numbers = {
    budgetMs: positiveInteger('budget-ms', values['budget-ms']),
    timeoutMs: positiveInteger('timeout-ms', values['timeout-ms']),
    maxRequests: positiveInteger('max-requests', values['max-requests']),
    maxRunS: positiveInteger('max-run-s', values['max-run-s']),
    concurrency: positiveInteger('concurrency', values.concurrency),
  };
  for (const value of Object.values(numbers)) if (typeof value === 'string') return { kind: 'error', message: value };
  const num = (value: number | string | undefined): number | undefined => (typeof value === 'number' ? value : undefined);
  const concurrency = num(numbers.concurrency) ?? DEFAULTS.concurrency;
  if (concurrency > 32) return { kind: 'error', message: '--concurrency is at most 32.' };

  const only = (values.only ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (values.only !== undefined && only.length === 0) {
    return { kind: 'error', message: '--only needs at least one tag or operationId.' };
  }

  const options: CheckOptions = {
    baseUrl: base.href.replace(/\/+$/, ''),
    authScheme: values['auth-scheme'] ?? DEFAULTS.authScheme,
    only,
    reportDir: values.report ?? DEFAULTS.reportDir,
    writes: values.writes ?? false,
    thorough: values.thorough ?? false,
    timeoutMs: num(numbers.timeoutMs) ?? DEFAULTS.timeoutMs,
    maxRequests: num(numbers.maxRequests) ?? DEFAULTS.maxRequests,
    maxRunMs: (num(numbers.maxRunS) ?? DEFAULTS.maxRunMs / 1000) * 1000,
    concurrency,
    verbose: values.verbose ?? false,
  };
  if (values.username !== undefined) options.username = values.username;
  if (values.password !== undefined) options.password = values.password;
  if (values['two-factor-code'] !== undefined) options.twoFactorCode = values['two-factor-code'];
  if (values.token !== undefined) options.token = values.token;
  if (values.config !== undefined) options.configPath = values.config;
  if (values.spec !== undefined) options.specPath = values.spec;
  const budget = num(numbers.budgetMs);
  if (budget !== undefined) options.budgetMs = budget;
  return { kind: 'options', options };
}

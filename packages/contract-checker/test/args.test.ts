import { describe, expect, it } from 'vitest';
import { parseCliArgs, type ParsedArgs } from '../src/args';
import { ConfigError, parseConfig } from '../src/config';

const options = (parsed: ParsedArgs) => {
  if (parsed.kind !== 'options') throw new Error(`expected options, got ${JSON.stringify(parsed)}`);
  return parsed.options;
};
const error = (parsed: ParsedArgs) => (parsed.kind === 'error' ? parsed.message : `no error: ${parsed.kind}`);

describe('command-line flags', () => {
  it('needs only --base-url and fills in the defaults', () => {
    expect(options(parseCliArgs(['--base-url', 'http://localhost:4010/api/']))).toEqual({
      baseUrl: 'http://localhost:4010/api',
      authScheme: 'Token',
      only: [],
      reportDir: 'contract-report',
      writes: false,
      thorough: false,
      timeoutMs: 15_000,
      maxRequests: 5_000,
      maxRunMs: 900_000,
      concurrency: 4,
      verbose: false,
    });
  });

  it('reads every flag', () => {
    const parsed = options(
      parseCliArgs([
        '--base-url=https://staging.ujuzi.ac.ke/api',
        '--username',
        'admin',
        '--password',
        'secret',
        '--only',
        'health, courses,getCurrentUser',
        '--report',
        'out',
        '--writes',
        '--thorough',
        '--config',
        'checker.json',
        '--budget-ms',
        '800',
        '--timeout-ms',
        '2000',
        '--max-requests',
        '100',
        '--max-run-s',
        '60',
        '--concurrency',
        '2',
        '--spec',
        'bundle.yaml',
        '--auth-scheme',
        'Bearer',
        '--verbose',
      ]),
    );
    expect(parsed).toMatchObject({
      baseUrl: 'https://staging.ujuzi.ac.ke/api',
      username: 'admin',
      password: 'secret',
      only: ['health', 'courses', 'getCurrentUser'],
      reportDir: 'out',
      writes: true,
      thorough: true,
      configPath: 'checker.json',
      budgetMs: 800,
      timeoutMs: 2000,
      maxRequests: 100,
      maxRunMs: 60_000,
      concurrency: 2,
      specPath: 'bundle.yaml',
      authScheme: 'Bearer',
      verbose: true,
    });
  });

  it.each([
    [[], '--base-url is required'],
    [['--base-url', 'localhost:4010'], '--base-url must be http or https'],
    [['--base-url', 'not a url'], '--base-url is not a URL'],
    [['--base-url', 'http://x/api?a=1'], 'takes no query string'],
    [['--base-url', 'http://x/api', '--username', 'admin'], '--username and --password go together'],
    [['--base-url', 'http://x/api', '--token', 't', '--username', 'a', '--password', 'p'], 'either --token or --username'],
    [['--base-url', 'http://x/api', '--budget-ms', '0'], '--budget-ms must be a positive whole number'],
    [['--base-url', 'http://x/api', '--concurrency', '64'], '--concurrency is at most 32'],
    [['--base-url', 'http://x/api', '--only', ' , '], '--only needs at least one'],
    [['--base-url', 'http://x/api', '--bogus'], "Unknown option '--bogus'"],
  ])('refuses %j', (argv, message) => {
    expect(error(parseCliArgs(argv))).toContain(message);
  });

  it('answers --help', () => {
    expect(parseCliArgs(['--help']).kind).toBe('help');
  });
});

describe('the --config file', () => {
  it('takes parameters by operationId, path or *, request bodies and operations to skip', () => {
    const config = parseConfig({
      parameters: { getCoursePricingBySlug: { slug: 'python-for-data-science' }, '*': { id: 3 } },
      bodies: { createDepartment: { name: 'Scratch', code: 'ZZ' } },
      skip: ['deleteCourse', '/payments/webhooks/{provider}/'],
    });
    expect(config.parameters.getCoursePricingBySlug).toEqual({ slug: 'python-for-data-science' });
    expect(config.bodies.createDepartment).toEqual({ name: 'Scratch', code: 'ZZ' });
    expect(config.skip).toHaveLength(2);
  });

  it.each([
    [[], 'expected a JSON object'],
    [{ params: {} }, 'unknown key(s) params'],
    [{ parameters: { getCourse: 3 } }, 'parameters["getCourse"] must be an object'],
    [{ parameters: { getCourse: { id: [3] } } }, 'must be a string, number or boolean'],
    [{ skip: 'deleteCourse' }, '"skip" must be a list'],
  ])('refuses %j', (raw, message) => {
    expect(() => parseConfig(raw)).toThrow(ConfigError);
    expect(() => parseConfig(raw)).toThrow(message);
  });
});

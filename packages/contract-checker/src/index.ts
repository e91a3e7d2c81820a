/**
 * @ujuzi/contract-checker: checks a running backend against openapi/ (every GET, negative checks, optional write round
 * trips) and reports per tag on the console, as JUnit XML and as HTML. The command is `src/cli.ts`.
 */
export { parseCliArgs, DEFAULTS, USAGE, type CheckOptions, type ParsedArgs } from './args';
export { EMPTY_CONFIG, loadConfig, parseConfig, ConfigError, type CheckerConfig } from './config';
export { main, type MainIo } from './main';
export { runContractCheck, SetupError, UNKNOWN_ID, type RunInput } from './run';
export { formatConsoleReport } from './report/console';
export { formatHtml } from './report/html';
export { formatJunit } from './report/junit';
export { exitCode, totals, type CaseResult, type CheckName, type Failure, type RunReport, type Scenario } from './report/model';
export { writeReports } from './report/write';
export { loadSpec, defaultSpecPath, SpecError } from './spec/load';

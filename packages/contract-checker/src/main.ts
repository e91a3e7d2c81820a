/** The command: parse flags, load the contract and config, run, print the summary, write the reports, pick the exit code. */
import { isAbsolute, relative, resolve } from 'node:path';
import { parseCliArgs, USAGE } from './args';
import { ConfigError, EMPTY_CONFIG, loadConfig } from './config';
import { formatConsoleReport } from './report/console';
import { exitCode } from './report/model';
import { writeReports } from './report/write';
import { runContractCheck, SetupError } from './run';
import { loadSpec, SpecError } from './spec/load';

export interface MainIo {
  /** Relative --config, --spec and --report paths start here. */
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
}

const defaultIo = (): MainIo => ({
  // `npm run` moves into the package folder; INIT_CWD is where the person typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});

export async function main(argv: string[], io: MainIo = defaultIo()): Promise<0 | 1 | 2> {
  const parsed = parseCliArgs(argv);
  if (parsed.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.err(`${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  const { options } = parsed;
  const at = (path: string): string => (isAbsolute(path) ? path : resolve(io.cwd, path));
  try {
    const document = loadSpec(options.specPath === undefined ? undefined : at(options.specPath));
    const config = options.configPath === undefined ? EMPTY_CONFIG : loadConfig(at(options.configPath));
    const report = await runContractCheck({ options, config, document });
    const files = writeReports(report, at(options.reportDir)).map((file) => {
      const short = relative(io.cwd, file);
      return short && !short.startsWith('..') ? short : file;
    });
    io.out(formatConsoleReport(report, { verbose: options.verbose, reportFiles: files }));
    return exitCode(report);
  } catch (error) {
    if (error instanceof SetupError || error instanceof SpecError || error instanceof ConfigError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
}

/** The console summary: per tag, what failed and what was skipped (and, verbose, what passed), then the totals. */
import { byTag, SCENARIO_TEXT, totals, type CaseResult, type RunReport } from './model';

const caseTitle = (c: CaseResult): string => `${c.operationId} ${c.method} ${c.path} · ${SCENARIO_TEXT[c.scenario]}`;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function describeCase(c: CaseResult): string[] {
  const answered = c.status === undefined ? '' : ` → ${c.status}${c.durationMs === undefined ? '' : ` (${c.durationMs} ms)`}`;
  if (c.outcome === 'passed') return [`  ✓ ${caseTitle(c)}${answered}`];
  if (c.outcome === 'skipped') return [`  - ${caseTitle(c)}${answered}: skipped, ${c.reason ?? ''}`];
  const lines = [`  ✗ ${caseTitle(c)}${answered}`];
  if (c.request) lines.push(`      request:  ${c.request.method} ${c.request.url}`);
  for (const failure of c.failures) {
    lines.push(`      [${failure.check}]${failure.path ? ` at ${failure.path}` : ''}`);
    lines.push(`        expected: ${failure.expected}`);
    lines.push(`        got:      ${failure.actual}`);
  }
  return lines;
}

export function formatConsoleReport(report: RunReport, options: { verbose?: boolean; reportFiles?: string[] } = {}): string {
  const all = totals(report.cases);
  const auth = { password: 'signed in with --username/--password', token: 'with --token', none: 'without a token' }[report.auth];
  const lines = [`Contract check of ${report.baseUrl} against ${report.spec.title} ${report.spec.version} (${auth})`, ''];
  for (const group of byTag(report)) {
    const t = totals(group.cases);
    const operations = new Set(group.cases.map((c) => c.operationId)).size;
    lines.push(
      `${group.tag}: ${operations} operation${operations === 1 ? '' : 's'}, ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`,
    );
    for (const c of group.cases) if (c.outcome === 'failed') lines.push(...describeCase(c));
    for (const c of group.cases) if (c.outcome === 'skipped') lines.push(...describeCase(c));
    if (options.verbose) for (const c of group.cases) if (c.outcome === 'passed') lines.push(...describeCase(c));
  }
  lines.push('');
  if (report.stoppedEarly) lines.push(`Stopped early: ${report.stoppedEarly}.`);
  lines.push(
    `${all.failed === 0 ? 'PASSED' : 'FAILED'}: ${all.cases} check${all.cases === 1 ? '' : 's'}, ${all.passed} passed, ${all.failed} failed, ${all.skipped} skipped; ${report.requests} requests in ${seconds(report.durationMs)}`,
  );
  if (options.reportFiles && options.reportFiles.length > 0) lines.push(`Reports: ${options.reportFiles.join(', ')}`);
  return lines.join('\n');
}

/** JUnit XML for CI systems: a test suite per tag, a test case per operation and scenario. */
import { byTag, SCENARIO_TEXT, totals, type CaseResult, type RunReport } from './model';

// XML 1.0 forbids most control characters even when escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXml = (text: string): string =>
  text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const time = (ms: number | undefined): string => ((ms ?? 0) / 1000).toFixed(3);

function testCase(c: CaseResult): string {
  const name = `${c.operationId} ${c.method} ${c.path} (${SCENARIO_TEXT[c.scenario]})`;
  const open = `    <testcase classname="contract.${escapeXml(c.tag)}" name="${escapeXml(name)}" time="${time(c.durationMs)}"`;
  if (c.outcome === 'passed') return `${open}/>`;
  if (c.outcome === 'skipped') return `${open}>\n      <skipped message="${escapeXml(c.reason ?? '')}"/>\n    </testcase>`;
  const first = c.failures[0];
  const message = first
    ? `${first.check}${first.path ? ` at ${first.path}` : ''}: expected ${first.expected}, got ${first.actual}`
    : '';
  const detail = [
    c.request ? `${c.request.method} ${c.request.url} → ${c.status ?? 'no answer'}` : '',
    ...c.failures.map((f) => `[${f.check}]${f.path ? ` at ${f.path}` : ''}\n  expected: ${f.expected}\n  got:      ${f.actual}`),
  ]
    .filter(Boolean)
    .join('\n');
  return `${open}>\n      <failure type="${escapeXml(first?.check ?? 'failure')}" message="${escapeXml(message)}">${escapeXml(detail)}</failure>\n    </testcase>`;
}

export function formatJunit(report: RunReport): string {
  const all = totals(report.cases);
  const suites = byTag(report).map(({ tag, cases }) => {
    const t = totals(cases);
    const duration = cases.reduce((sum, c) => sum + (c.durationMs ?? 0), 0);
    return [
      `  <testsuite name="${escapeXml(tag)}" tests="${t.cases}" failures="${t.failed}" errors="0" skipped="${t.skipped}" time="${time(duration)}" timestamp="${escapeXml(report.startedAt)}">`,
      ...cases.map(testCase),
      '  </testsuite>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(`contract check of ${report.baseUrl}`)}" tests="${all.cases}" failures="${all.failed}" errors="0" skipped="${all.skipped}" time="${time(report.durationMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

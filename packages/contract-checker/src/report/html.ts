/** A self-contained HTML report (no scripts, no external files): totals, then one section per tag. */
import { byTag, SCENARIO_TEXT, totals, type CaseResult, type RunReport } from './model';

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const STYLE = `
body{font:14px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1a202c}
h1{font-size:1.4rem;margin:0 0 .25rem}
.meta{color:#4a5568;margin:0 0 1rem}
.totals{display:flex;gap:1rem;margin:1rem 0 2rem;flex-wrap:wrap}
.totals div{padding:.5rem 1rem;border-radius:6px;background:#edf2f7}
.totals .failed{background:#fed7d7}.totals .passed{background:#c6f6d5}.totals .skipped{background:#fefcbf}
details{border:1px solid #e2e8f0;border-radius:6px;margin:0 0 .75rem;padding:.5rem 1rem}
summary{cursor:pointer;font-weight:600}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{text-align:left;padding:.3rem .5rem;border-top:1px solid #edf2f7;vertical-align:top}
th{font-weight:600;color:#4a5568}
code{font-family:ui-monospace,monospace;font-size:13px;word-break:break-all}
.outcome{font-weight:700;white-space:nowrap}
.o-failed{color:#c53030}.o-passed{color:#2f855a}.o-skipped{color:#975a16}
.finding{margin:.25rem 0 .5rem;padding:.4rem .6rem;background:#fff5f5;border-left:3px solid #c53030}
.reason{color:#744210}
`;

const OUTCOME_TEXT = { passed: '✓ passed', failed: '✗ failed', skipped: '– skipped' } as const;

function row(c: CaseResult): string {
  const details =
    c.outcome === 'failed'
      ? c.failures
          .map(
            (f) =>
              `<div class="finding"><strong>${escapeHtml(f.check)}</strong>${f.path ? ` at <code>${escapeHtml(f.path)}</code>` : ''}<br>expected: <code>${escapeHtml(f.expected)}</code><br>got: <code>${escapeHtml(f.actual)}</code></div>`,
          )
          .join('')
      : c.outcome === 'skipped'
        ? `<span class="reason">${escapeHtml(c.reason ?? '')}</span>`
        : escapeHtml(c.checks.join(', '));
  return `<tr>
<td class="outcome o-${c.outcome}">${OUTCOME_TEXT[c.outcome]}</td>
<td><code>${escapeHtml(c.operationId)}</code><br><code>${escapeHtml(`${c.method} ${c.path}`)}</code></td>
<td>${escapeHtml(SCENARIO_TEXT[c.scenario])}</td>
<td>${c.status ?? ''}${c.durationMs === undefined ? '' : `<br>${c.durationMs} ms`}</td>
<td>${c.request ? `<code>${escapeHtml(`${c.request.method} ${c.request.url}`)}</code><br>` : ''}${details}</td>
</tr>`;
}

export function formatHtml(report: RunReport): string {
  const all = totals(report.cases);
  const sections = byTag(report).map(({ tag, cases }) => {
    const t = totals(cases);
    const ordered = [...cases].sort(
      (a, b) => ['failed', 'skipped', 'passed'].indexOf(a.outcome) - ['failed', 'skipped', 'passed'].indexOf(b.outcome),
    );
    return `<details${t.failed > 0 ? ' open' : ''}>
<summary>${escapeHtml(tag)}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped</summary>
<table><thead><tr><th>outcome</th><th>operation</th><th>check</th><th>status</th><th>request and findings</th></tr></thead>
<tbody>${ordered.map(row).join('\n')}</tbody></table>
</details>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Contract check: ${all.failed === 0 ? 'passed' : `${all.failed} failed`}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Contract check of <code>${escapeHtml(report.baseUrl)}</code></h1>
<p class="meta">Against ${escapeHtml(`${report.spec.title} ${report.spec.version}`)} · started ${escapeHtml(report.startedAt)} · ${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s${report.stoppedEarly ? ` · stopped early: ${escapeHtml(report.stoppedEarly)}` : ''}</p>
<div class="totals"><div>${all.cases} checks</div><div class="passed">${all.passed} passed</div><div class="failed">${all.failed} failed</div><div class="skipped">${all.skipped} skipped</div></div>
${sections.join('\n')}
</body>
</html>
`;
}

/** Writes the JUnit XML and HTML reports into the report folder. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatHtml } from './html';
import { formatJunit } from './junit';
import type { RunReport } from './model';

export function writeReports(report: RunReport, directory: string): string[] {
  mkdirSync(directory, { recursive: true });
  const junit = join(directory, 'junit.xml');
  const html = join(directory, 'report.html');
  writeFileSync(junit, formatJunit(report));
  writeFileSync(html, formatHtml(report));
  return [junit, html];
}

/**
 * Server rendering (the prerender) with recipes on demand: in plain Node, with no DOM, importing the
 * design system, as the prerender's bundle does, registers every recipe, and the HTML carries each
 * component's styles. The render runs in a child Node process (through tsx), as jsdom would make
 * emotion write styles into a document instead of the HTML.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chakraSlotRecipes } from './chakra-recipes';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each case: a slot recipe registered on demand, the class its root gets, and the element to render. */
const CASES = {
  tabs: [
    'chakra-tabs__root',
    "h(ui.Tabs, { label: 'Course sections', items: [{ value: 'outline', label: 'Outline', content: 'Week 1' }] })",
  ],
  switch: ['chakra-switch__root', "h(ui.Switch, { label: 'Email notifications', defaultChecked: true })"],
  stat: ['chakra-stat__root', "h(ui.StatCard, { label: 'Active students', value: '1,204' })"],
  timeline: ['chakra-timeline__root', "h(ui.Timeline, { label: 'Payments', events: [{ id: '1', title: 'Paid KES 5,000' }] })"],
  fileUpload: ['chakra-file-upload__root', "h(ui.FileUpload, { label: 'Assignment' })"],
} as const;

const SCRIPT = `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import * as ui from './src/index.ts';
const render = (element) => renderToString(h(ui.UiProvider, { forcedColorMode: 'light' }, element));
console.log(JSON.stringify({
  slotRecipes: Object.keys(ui.getSystem()._config.theme.slotRecipes),
  html: { ${Object.entries(CASES)
    .map(([key, [, element]]) => `${key}: render(${element})`)
    .join(', ')} },
}));
`;

interface ServerOutput {
  slotRecipes: string[];
  html: Record<keyof typeof CASES, string>;
}

/** The CSS rules of the inline <style data-emotion> elements, by emotion class name. */
function inlineCss(html: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [, css = ''] of html.matchAll(/<style data-emotion="[^"]*">([\s\S]*?)<\/style>/g))
    for (const [rule, name = ''] of css.matchAll(/\.(css-[\w-]+)[^{]*\{[^}]*\}/g))
      rules.set(name, `${rules.get(name) ?? ''}${rule}`);
  return rules;
}

describe('server rendering with recipes on demand', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    cwd: packageRoot,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const output = (run.status === 0 ? JSON.parse(run.stdout) : undefined) as ServerOutput | undefined;

  it('renders in Node with the design system imported', () => {
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(0);
  });

  it('has, once the design system is imported, the recipes its modules register', () => {
    const registered = (output?.slotRecipes ?? []).filter((key) => !(key in chakraSlotRecipes));
    // Popups fetched on demand (menu, popover, tooltip, dialog) register theirs when first opened in the
    // browser; nothing of them is ever server-rendered.
    expect(registered).toEqual(expect.arrayContaining([...Object.keys(CASES), 'table', 'datePicker', 'combobox']));
  });

  it.each(Object.entries(CASES))('writes the %s recipe styles into the HTML', (key, [rootClass]) => {
    const html = output?.html[key as keyof typeof CASES] ?? '';
    const [, classes = ''] = new RegExp(`class="([^"]*\\b${rootClass}\\b[^"]*)"`).exec(html) ?? [];
    expect(classes, `no element with class ${rootClass}`).not.toBe('');
    const emotionClass = classes.split(' ').find((name) => name.startsWith('css-')) ?? '';
    expect(inlineCss(html).get(emotionClass), `no inline CSS for ${rootClass}`).toMatch(/\{[^}]+\}/);
  });
});

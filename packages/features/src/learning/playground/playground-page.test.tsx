import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_INFO } from '@ujuzi/domain';
import { getMockDatabase } from '@ujuzi/mocks';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { PlaygroundPage, downloadName } from './playground-page';
import { loadDraft, saveDraft } from './playground-storage';

startMockBackend();

beforeAll(() => {
  // jsdom lays nothing out; CodeMirror measures text ranges.
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

const PATH = '/dashboard/courses/ide-playground';
const open = (path: string, code?: string) =>
  renderInApp(<PlaygroundPage />, {
    path,
    session: signedInSession('student'),
    initialState: code === undefined ? undefined : { code },
  });
const editor = (language: string) => screen.findByRole('textbox', { name: `Code (${language})` }, { timeout: 5_000 });
const output = () => screen.findByTestId('run-output', {}, { timeout: 5_000 });

describe('the IDE playground', () => {
  it('runs a snippet passed by a lesson’s “Try it” link and shows stdout, exit status, time and memory; runs land in a session', async () => {
    const { user } = open(`${PATH}?language=javascript`, 'console.log(6 * 7)');
    expect(screen.getByRole('heading', { level: 1, name: 'IDE Playground' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('javascript');
    expect((await editor('JavaScript')).textContent).toBe('console.log(6 * 7)');
    // The snippet is kept as the draft (and leaves the history entry): a reload keeps later edits.
    await waitFor(() => expect(loadDraft('javascript')).toBe('console.log(6 * 7)'));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const result = within(await output());
    expect(result.getByText('Ran successfully')).toBeTruthy();
    expect(result.getByLabelText('Program output (stdout)').textContent).toBe('42\n');
    expect(result.getByText('Exit status').nextSibling?.textContent).toBe('0');
    expect(result.getByText('Time')).toBeTruthy();
    expect(result.getByText('Memory')).toBeTruthy();
    // The run was recorded in a new session, listed under "Runs in this session".
    const sessions = getMockDatabase().learning.ideSessions.filter(
      (row) => row.language === 'javascript' && row.status === 'active',
    );
    expect(sessions.length).toBeGreaterThan(0);
    const runs = await screen.findByRole('region', { name: 'Runs in this session' });
    expect(await within(runs).findByText('Ran successfully')).toBeTruthy();
    await user.click(within(runs).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Session ended')).toBeTruthy();
    expect(within(runs).getByText(/Your first run starts a session/)).toBeTruthy();
  }, 20_000);

  it('tells a compilation error (never ran) from a runtime error (ran, then stopped)', async () => {
    const { user, unmount } = open(`${PATH}?language=java`, 'public class Main { public static void main(String[] a) {');
    await editor('Java');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const compiled = within(await output());
    expect(compiled.getByText('Compilation error')).toBeTruthy();
    expect(compiled.getByText(/did not compile, so it never ran/)).toBeTruthy();
    expect(compiled.getByLabelText('Compiler messages').textContent).not.toBe('');
    unmount();

    const second = open(`${PATH}?language=javascript`, 'null.length');
    await editor('JavaScript');
    await second.user.click(screen.getByRole('button', { name: 'Run' }));
    const crashed = within(await output());
    expect(crashed.getByText('Runtime error')).toBeTruthy();
    expect(crashed.getByLabelText('Runtime error (stderr)').textContent).toMatch(/TypeError/);
    expect(crashed.getByText('Exit status').nextSibling?.textContent).toBe('1');
  }, 20_000);

  it('keeps each language’s draft across reloads and resets to the sample only after a confirm', async () => {
    saveDraft('python', 'print(6 * 7)\n', LANGUAGE_INFO.python.sample);
    const { user } = open(PATH);
    // Python is the default language; its draft comes back.
    expect((await editor('Python')).textContent).toBe('print(6 * 7)');
    await user.click(screen.getByRole('button', { name: 'Reset to sample' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Replace your code with the sample?' }));
    await user.click(dialog.getByRole('button', { name: 'Replace with sample' }));
    await waitFor(async () => expect((await editor('Python')).textContent).toBe('print("Habari, Ujuzi!")'));
    expect(loadDraft('python')).toBeNull();
    expect((screen.getByRole('button', { name: 'Reset to sample' }) as HTMLButtonElement).disabled).toBe(true);
  }, 20_000);

  it('switches language with its sample and file name; an unknown language edits as text, downloads as .txt and does not run', async () => {
    const { user } = open(`${PATH}?language=javascript`);
    await editor('JavaScript');
    expect(screen.getByRole('button', { name: 'Download main.js' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'rust');
    expect((await editor('Rust')).textContent).toContain('println!("Habari, Ujuzi!");');
    expect(screen.getByRole('button', { name: 'Download main.rs' })).toBeTruthy();

    expect(downloadName('cobol')).toBe('main.txt');
    const other = open(`${PATH}?language=cobol`);
    await other.findAllByText(/is not one of the languages the playground runs/);
    expect(other.getAllByRole('button', { name: 'Download main.txt' }).length).toBe(1);
    const runs = other.getAllByRole('button', { name: 'Run' }) as HTMLButtonElement[];
    expect(runs.at(-1)?.disabled).toBe(true);
  }, 20_000);

  it('offers all 18 languages of the spec', () => {
    open(PATH);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Python',
      'JavaScript',
      'Java',
      'C++',
      'C',
      'C#',
      'PHP',
      'Ruby',
      'Go',
      'Rust',
      'Swift',
      'TypeScript',
      'Kotlin',
      'Scala',
      'R',
      'MATLAB',
      'Perl',
      'Dart',
    ]);
  });
});

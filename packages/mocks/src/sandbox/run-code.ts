/**
 * The code sandbox of the mock backend (IDE runs and code questions).
 *
 * JavaScript and TypeScript run for real, in the page (service worker mode) or in Node alike:
 * TypeScript is stripped to JavaScript (strip-types.ts), every loop condition is given a guard that
 * throws once the time limit has passed (so `while (true) {}` ends with `timeout` instead of
 * freezing the page), and the code runs through `new Function` in strict mode with a captured
 * console, stdin helpers (`input`, `readLine()`/`readline()`, `prompt()`, `require('fs').readFileSync(0)`),
 * a `process.stdout.write` and timers that fire after the main code. Browser globals are shadowed.
 * This is a teaching sandbox for the learner's own code in their own browser, not a security boundary.
 *
 * Other languages are answered plausibly and deterministically: unbalanced brackets are a
 * compilation error, and stdout is the text of the program's print statements with a single string
 * literal (`print("…")`, `System.out.println("…")`, `fmt.Println("…")`, …).
 */
import type { CodeLanguage } from '@ujuzi/api';
import { stripTypes } from './strip-types';
import { isCode, matching, nextCode, tokenize, type Token } from './tokens';

export type RunStatus = 'success' | 'compilation_error' | 'runtime_error' | 'timeout' | 'memory_limit_exceeded' | 'error';

export interface RunResult {
  status: RunStatus;
  stdout: string;
  stderr: string;
  exitCode: number | null;
  timeMs: number;
  memoryKb: number;
  /** False for languages answered without running the code. */
  executed: boolean;
}

export interface RunOptions {
  timeoutMs?: number;
  maxOutput?: number;
}

export const DEFAULT_TIMEOUT_MS = 2_000;
export const MAX_OUTPUT = 10_000;

class TimeLimit extends Error {}
class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

const GUARD = '__ujuziGuard';
/** The constructor of async functions: the learner's code may use top-level `await`. */
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as FunctionConstructor;

/** Adds the time guard to every loop: `while (c)` → `while (guard() && (c))`, for-of/in bodies start with `guard();`. */
export function guardLoops(source: string): string {
  const tokens = tokenize(source);
  const insertAfter = new Map<number, string>();
  const insertBefore = new Map<number, string>();
  tokens.forEach((token, index) => {
    if (token.type !== 'word' || (token.text !== 'while' && token.text !== 'for')) return;
    let open = nextCode(tokens, index + 1);
    if (tokens[open]?.text === 'await') open = nextCode(tokens, open + 1);
    if (tokens[open]?.text !== '(') return;
    const close = matching(tokens, open);
    if (token.text === 'while') {
      insertAfter.set(open, `${GUARD}() && (`);
      insertBefore.set(close, ')');
      return;
    }
    const semicolons: number[] = [];
    let depth = 0;
    for (let inner = open + 1; inner < close; inner++) {
      const text = tokens[inner]?.type === 'punct' ? tokens[inner]?.text : undefined;
      if (text === '(' || text === '[' || text === '{') depth++;
      else if (text === ')' || text === ']' || text === '}') depth--;
      else if (text === ';' && depth === 0) semicolons.push(inner);
    }
    const [first, second] = semicolons;
    if (first !== undefined && second !== undefined) {
      const condition = tokens.slice(first + 1, second).some(isCode);
      insertAfter.set(first, condition ? ` ${GUARD}() && (` : ` ${GUARD}()`);
      if (condition) insertBefore.set(second, ')');
      return;
    }
    const body = nextCode(tokens, close + 1);
    if (tokens[body]?.text === '{') insertAfter.set(body, ` ${GUARD}();`);
  });
  return tokens
    .map((token: Token, index) => `${insertBefore.get(index) ?? ''}${token.text}${insertAfter.get(index) ?? ''}`)
    .join('');
}

const SHADOWED = [
  'window',
  'self',
  'globalThis',
  'document',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'importScripts',
  'navigator',
  'location',
  'Worker',
];

const format = (value: unknown, seen = new WeakSet<object>()): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') return `[Function: ${value.name || 'anonymous'}]`;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol' || value === undefined || value === null || typeof value !== 'object') return String(value);
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (Array.isArray(value))
    return `[ ${value.map((item) => (typeof item === 'string' ? `'${item}'` : format(item, seen))).join(', ')} ]`;
  if (value instanceof Map)
    return `Map(${value.size}) { ${[...value.entries()].map(([key, item]) => `${format(key, seen)} => ${format(item, seen)}`).join(', ')} }`;
  if (value instanceof Set) return `Set(${value.size}) { ${[...value.values()].map((item) => format(item, seen)).join(', ')} }`;
  const entries = Object.entries(value).map(
    ([key, item]) => `${key}: ${typeof item === 'string' ? `'${item}'` : format(item, seen)}`,
  );
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
};

/** Runs JavaScript (or TypeScript, stripped first) with `stdin`, under a time limit. */
export async function runScript(
  language: 'javascript' | 'typescript',
  code: string,
  stdin = '',
  options: RunOptions = {},
): Promise<RunResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxOutput = options.maxOutput ?? MAX_OUTPUT;
  // The run's own clock: `performance`, not `Date`, which tests (and apps) may freeze or move.
  const started = performance.now();
  let stdout = '';
  let stderr = '';
  const write = (stream: 'out' | 'err', text: string): void => {
    if (stream === 'out') stdout = (stdout + text).slice(0, maxOutput);
    else stderr = (stderr + text).slice(0, maxOutput);
  };
  const finish = (status: RunStatus, exitCode: number | null): RunResult => ({
    status,
    stdout,
    stderr,
    exitCode,
    timeMs: Math.max(1, Math.round(performance.now() - started)),
    memoryKb: 1024 + Math.min(65_536, Math.round((code.length + stdout.length) / 8)),
    executed: true,
  });

  let source: string;
  try {
    source = guardLoops(language === 'typescript' ? stripTypes(code) : code);
  } catch (error) {
    write('err', `SyntaxError: ${(error as Error).message}\n`);
    return finish('compilation_error', 1);
  }

  const lines = stdin.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  let line = 0;
  const readLine = (): string | null => (line < lines.length ? (lines[line++] ?? '') : null);
  const deadline = started + timeoutMs;
  const guard = (): true => {
    if (performance.now() > deadline) throw new TimeLimit('timeout');
    return true;
  };
  const consoleShim = {
    log: (...values: unknown[]) => write('out', `${values.map((value) => format(value)).join(' ')}\n`),
    info: (...values: unknown[]) => write('out', `${values.map((value) => format(value)).join(' ')}\n`),
    debug: (...values: unknown[]) => write('out', `${values.map((value) => format(value)).join(' ')}\n`),
    table: (value: unknown) => write('out', `${format(value)}\n`),
    error: (...values: unknown[]) => write('err', `${values.map((value) => format(value)).join(' ')}\n`),
    warn: (...values: unknown[]) => write('err', `${values.map((value) => format(value)).join(' ')}\n`),
  };
  const timers: { at: number; order: number; run: () => void }[] = [];
  let order = 0;
  const setTimer = (callback: unknown, delay?: number, ...args: unknown[]): number => {
    if (typeof callback === 'function')
      timers.push({ at: Number(delay) || 0, order: order++, run: () => (callback as (...rest: unknown[]) => void)(...args) });
    return order;
  };
  const processShim = {
    stdout: { write: (text: unknown) => (write('out', String(text)), true) },
    stderr: { write: (text: unknown) => (write('err', String(text)), true) },
    argv: ['node', 'main.js'],
    env: {},
    platform: 'linux',
    exit: (exitCode?: number) => {
      throw new Exit(exitCode ?? 0);
    },
  };
  const requireShim = (name: string): unknown => {
    if (name === 'fs' || name === 'node:fs') {
      return {
        readFileSync: (path: unknown) => {
          if (path === 0 || path === '/dev/stdin') return stdin;
          throw new Error(`ENOENT: no such file or directory, open '${String(path)}'`);
        },
      };
    }
    if (name === 'readline' || name === 'node:readline') {
      // The usual stdin loop: rl.on('line', …) and rl.on('close', …), fed after the main code.
      return {
        createInterface: () => {
          const listeners: Record<string, ((line?: string) => void)[]> = {};
          setTimer(() => {
            for (const text of lines.slice(line)) for (const listener of listeners.line ?? []) listener(text);
            for (const listener of listeners.close ?? []) listener();
          }, 0);
          const rl = {
            on: (event: string, listener: (line?: string) => void) => ((listeners[event] ??= []).push(listener), rl),
            question: (_query: string, answer: (text: string) => void) => setTimer(() => answer(readLine() ?? ''), 0),
            close: () => undefined,
          };
          return rl;
        },
      };
    }
    throw new Error(`Cannot find module '${name}' in the sandbox`);
  };

  let run: (...args: unknown[]) => unknown;
  try {
    run = new AsyncFunction(
      'console',
      'input',
      'readLine',
      'readline',
      'prompt',
      'require',
      'process',
      'setTimeout',
      'setInterval',
      'setImmediate',
      'queueMicrotask',
      GUARD,
      ...SHADOWED,
      `"use strict";\n{\n${source}\n}`,
    ) as (...args: unknown[]) => unknown;
  } catch (error) {
    const message = (error as Error).message;
    write(
      'err',
      `${(error as Error).name ?? 'SyntaxError'}: ${message}${language === 'typescript' && /enum|namespace|decorator|@/.test(code) ? ' (enums, namespaces and decorators are not supported in the sandbox)' : ''}\n`,
    );
    return finish('compilation_error', 1);
  }

  const settle = (error: unknown): RunResult => {
    if (error instanceof TimeLimit) {
      write('err', `Execution timed out after ${timeoutMs / 1000} s.\n`);
      return finish('timeout', null);
    }
    if (error instanceof Exit) return finish(error.code === 0 ? 'success' : 'runtime_error', error.code);
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      write('err', `RangeError: ${error.message}\n`);
      return finish('memory_limit_exceeded', 137);
    }
    const failure = error instanceof Error ? error : new Error(String(error));
    write('err', `${failure.name}: ${failure.message}\n`);
    return finish('runtime_error', 1);
  };

  try {
    const value = run(
      consoleShim,
      stdin,
      readLine,
      readLine,
      readLine,
      requireShim,
      processShim,
      setTimer,
      setTimer,
      (callback: unknown) => setTimer(callback, 0),
      (callback: unknown) => setTimer(callback, 0),
      guard,
      ...SHADOWED.map(() => undefined),
    );
    if (value && typeof (value as Promise<unknown>).then === 'function') await value;
    // Let promise callbacks run, then the timers in order of their delay.
    for (let round = 0; round < 50; round++) await Promise.resolve();
    timers.sort((a, b) => a.at - b.at || a.order - b.order);
    while (timers.length > 0) {
      guard();
      timers.shift()?.run();
      for (let round = 0; round < 10; round++) await Promise.resolve();
    }
  } catch (error) {
    return settle(error);
  }
  return finish('success', 0);
}

// ---------------------------------------------------------------------------------------------
// Other languages: a plausible, deterministic answer.

const PRINTS: RegExp[] = [
  /\bprint\s*\(\s*(?:f?)(["'])((?:\\.|(?!\1).)*)\1\s*\)/g,
  /\bprintln!?\s*\(\s*(["'])((?:\\.|(?!\1).)*)\1\s*\)/g,
  /\bSystem\.out\.println\s*\(\s*(")((?:\\.|[^"])*)"\s*\)/g,
  /\bConsole\.WriteLine\s*\(\s*(")((?:\\.|[^"])*)"\s*\)/g,
  /\bfmt\.Println\s*\(\s*(")((?:\\.|[^"])*)"\s*\)/g,
  /\bputs\s+(["'])((?:\\.|(?!\1).)*)\1/g,
  /\becho\s+(["'])((?:\\.|(?!\1).)*)\1/g,
  /\bprintf\s*\(\s*(")((?:\\.|[^"])*)"\s*\)/g,
  /\bcout\s*<<\s*(")((?:\\.|[^"])*)"/g,
  /\b(?:disp|cat|say)\s*\(?\s*(["'])((?:\\.|(?!\1).)*)\1/g,
];

const unescape = (text: string): string =>
  text
    .replace(/\\n/g, '\n')
    .replace(/\\t/g, '\t')
    .replace(/\\(["'\\])/g, '$1');

/** Whether the brackets of a program balance (outside strings and comments). */
function balanced(code: string): boolean {
  const stack: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const cleaned = code
    .replace(/"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, '""')
    .replace(/\/\/[^\n]*|#[^\n{]*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '');
  for (const char of cleaned) {
    if (char === '(' || char === '[' || char === '{') stack.push(char);
    else if (char in pairs) {
      if (stack.pop() !== pairs[char]) return false;
    }
  }
  return stack.length === 0;
}

export function simulateRun(language: CodeLanguage, code: string): RunResult {
  const base = { timeMs: 20 + (code.length % 80), memoryKb: 2048 + (code.length % 4096), executed: false };
  if (!balanced(code))
    return {
      ...base,
      status: 'compilation_error',
      stdout: '',
      stderr: `${language}: syntax error: unbalanced brackets\n`,
      exitCode: 1,
    };
  const found: { at: number; end: number; text: string }[] = [];
  for (const pattern of PRINTS) {
    for (const match of code.matchAll(pattern)) {
      const text = unescape(match[2] ?? '');
      found.push({
        at: match.index,
        end: match.index + match[0].length,
        text: pattern.source.startsWith('\\bprintf') ? text : `${text}\n`,
      });
    }
  }
  // Patterns overlap (`System.out.println` also matches `println`): keep the first of overlapping matches.
  let reached = -1;
  const stdout = found
    .sort((a, b) => a.at - b.at || b.end - a.end)
    .filter((item) => {
      if (item.at < reached) return false;
      reached = item.end;
      return true;
    })
    .map((item) => item.text)
    .join('');
  return { ...base, status: 'success', stdout, stderr: '', exitCode: 0 };
}

/** Runs code in any of the 18 editor languages: JavaScript/TypeScript for real, others plausibly. */
export function runCode(language: CodeLanguage, code: string, stdin = '', options: RunOptions = {}): Promise<RunResult> {
  if (language === 'javascript' || language === 'typescript') return runScript(language, code, stdin, options);
  return Promise.resolve(simulateRun(language, code));
}

export const normaliseOutput = (text: string): string =>
  text
    .replace(/\r\n/g, '\n')
    .trim()
    .replace(/[ \t]+\n/g, '\n');

/**
 * Whether code passes a test case: JavaScript/TypeScript by running it on the input and comparing
 * the output; other languages (not run) when the code is the reference solution or contains the
 * expected output.
 */
export async function passesTest(
  language: CodeLanguage,
  code: string,
  test: { input?: string; expected_output?: string },
  solution?: string | null,
): Promise<{ passed: boolean; output: string | null; timeMs: number }> {
  const expected = normaliseOutput(test.expected_output ?? '');
  if (language === 'javascript' || language === 'typescript') {
    const result = await runScript(language, code, test.input ?? '');
    return {
      passed: result.status === 'success' && normaliseOutput(result.stdout) === expected,
      output: result.status === 'success' ? result.stdout : `${result.stdout}${result.stderr}`,
      timeMs: result.timeMs,
    };
  }
  const squash = (text: string) => text.replace(/\s+/g, '');
  const passed = (!!solution && squash(solution) === squash(code)) || (expected !== '' && code.includes(expected));
  return { passed, output: passed ? `${expected}\n` : null, timeMs: 15 + (code.length % 40) };
}

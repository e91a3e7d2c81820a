import { describe, expect, it } from 'vitest';
import { guardLoops, passesTest, runCode, simulateRun } from './run-code';
import { stripTypes } from './strip-types';

describe('stripTypes', () => {
  it.each([
    [
      'annotations of variables and parameters',
      'const n: number = 2;\nfunction twice(x: number, label?: string): number { return x * 2; }\nconsole.log(twice(n));',
      '4\n',
    ],
    [
      'interfaces and type aliases',
      'interface Point { x: number; y: number }\ntype Pair = [number, number];\nconst p: Point = { x: 1, y: 2 };\nconsole.log(p.x + p.y);',
      '3\n',
    ],
    [
      'generics of declarations and calls',
      'function first<T>(items: T[]): T { return items[0]!; }\nconsole.log(first<string>(["a", "b"]));',
      'a\n',
    ],
    [
      'casts, satisfies and non-null assertions',
      'const data = JSON.parse("[3]") as number[];\nconst map = new Map<string, number>();\nmap.set("k", data[0]!);\nconst x = { a: 1 } satisfies Record<string, number>;\nconsole.log(map.get("k")! + x.a);',
      '4\n',
    ],
    [
      'class fields, modifiers and implements',
      'interface Named { name: string }\nclass Duka implements Named {\n  private readonly stock: number = 5;\n  name: string;\n  constructor(name: string) { this.name = name; }\n  describe(): string { return `${this.name}: ${this.stock}`; }\n}\nconsole.log(new Duka("Mama Mboga").describe());',
      'Mama Mboga: 5\n',
    ],
    [
      'arrow functions with typed and destructured parameters',
      'const add = ({ a, b }: { a: number; b: number }): number => a + b;\nconst up = (s: string) => s.toUpperCase();\nconsole.log(add({ a: 2, b: 3 }), up("ok"));',
      '5 OK\n',
    ],
  ])('removes %s', async (_name, source, output) => {
    const result = await runCode('typescript', source);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(output);
  });

  it('leaves ternaries, object literals and comparisons alone', () => {
    const source = 'const o = { a: 1, b: c ? d : e };\nif (a < b && c > (d)) f(x);\nconst s = "a: string";';
    expect(stripTypes(source)).toBe(source);
  });

  it('reports TypeScript enums as unsupported (a compile error)', async () => {
    const result = await runCode('typescript', 'enum Colour { Red }\nconsole.log(Colour.Red);');
    expect(result.status).toBe('compilation_error');
  });
});

describe('the JavaScript sandbox', () => {
  it('guards every loop', () => {
    expect(guardLoops('while (x) y();')).toBe('while (__ujuziGuard() && (x)) y();');
    expect(guardLoops('for (let i = 0; i < 3; i++) {}')).toBe('for (let i = 0; __ujuziGuard() && ( i < 3); i++) {}');
    expect(guardLoops('for (;;) {}')).toBe('for (; __ujuziGuard();) {}');
    expect(guardLoops('for (const k of list) { go(k); }')).toBe('for (const k of list) { __ujuziGuard(); go(k); }');
    expect(guardLoops('const s = "while (true) {}"; // for (;;)')).toBe('const s = "while (true) {}"; // for (;;)');
  });

  it('ends endless loops with a timeout instead of freezing', async () => {
    const result = await runCode('javascript', 'console.log("start");\nfor (;;) {}', '', { timeoutMs: 100 });
    expect(result).toMatchObject({ status: 'timeout', stdout: 'start\n', exitCode: null });
    expect(result.timeMs).toBeGreaterThanOrEqual(100);
  });

  it('reads stdin through input, readLine, fs and readline', async () => {
    expect((await runCode('javascript', 'console.log(readLine(), readLine(), readLine())', 'a\nb\n')).stdout).toBe('a b null\n');
    expect(
      (await runCode('javascript', 'console.log(require("fs").readFileSync(0, "utf8").trim().length)', 'habari\n')).stdout,
    ).toBe('6\n');
    const readline =
      'const rl = require("readline").createInterface({ input: process.stdin });\nlet n = 0;\nrl.on("line", () => n++);\nrl.on("close", () => console.log(n));';
    expect((await runCode('javascript', readline, '1\n2\n3\n')).stdout).toBe('3\n');
  });

  it('prints like Node and runs promises and timers after the main code', async () => {
    const result = await runCode(
      'javascript',
      'setTimeout(() => console.log("timer"), 5);\nPromise.resolve().then(() => console.log("promise"));\nconsole.log([1, "a"], { k: true });\nprocess.stdout.write("raw");',
    );
    expect(result.stdout).toBe("[ 1, 'a' ] { k: true }\nrawpromise\ntimer\n");
  });

  it('reports errors as runtime and compilation errors, and hides browser globals', async () => {
    expect(await runCode('javascript', 'undefinedFunction()')).toMatchObject({
      status: 'runtime_error',
      exitCode: 1,
      stderr: 'ReferenceError: undefinedFunction is not defined\n',
    });
    expect((await runCode('javascript', 'let = ;')).status).toBe('compilation_error');
    expect(
      (await runCode('javascript', 'console.log(typeof window, typeof document, typeof fetch, typeof localStorage)')).stdout,
    ).toBe('undefined undefined undefined undefined\n');
    expect(await runCode('javascript', 'process.exit(3)')).toMatchObject({ status: 'runtime_error', exitCode: 3 });
  });
});

describe('other languages', () => {
  it('answers the text of simple print statements', () => {
    expect(simulateRun('python', 'name = "x"\nprint("Habari")\nprint(\'Sasa\')').stdout).toBe('Habari\nSasa\n');
    expect(
      simulateRun('java', 'class Main { public static void main(String[] a) { System.out.println("Jambo"); } }').stdout,
    ).toBe('Jambo\n');
    expect(simulateRun('go', 'func main() { fmt.Println("Niaje")').status).toBe('compilation_error');
  });

  it('passes a test when the code is the reference solution or contains the expected output', async () => {
    const solution = 'print(sum(map(int, input().split())))';
    expect((await passesTest('python', solution, { input: '2 3', expected_output: '5' }, solution)).passed).toBe(true);
    expect((await passesTest('python', 'print(5)', { input: '2 3', expected_output: '5' }, solution)).passed).toBe(true);
    expect((await passesTest('python', 'print(0)', { input: '2 3', expected_output: '5' }, solution)).passed).toBe(false);
  });

  it('runs JavaScript tests for real', async () => {
    const sum = 'console.log(readLine().split(" ").map(Number).reduce((a, b) => a + b, 0))';
    expect(await passesTest('javascript', sum, { input: '2 3', expected_output: '5' })).toMatchObject({
      passed: true,
      output: '5\n',
    });
    expect((await passesTest('javascript', sum, { input: '2 3', expected_output: '6' })).passed).toBe(false);
  });
});

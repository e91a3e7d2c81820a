/**
 * A small JavaScript/TypeScript tokenizer for the code sandbox: enough to tell code from strings,
 * template literals, comments and regular expressions, so type stripping and loop guards edit only
 * code. Joining the tokens' text gives the source back unchanged.
 */

export type TokenType = 'space' | 'comment' | 'word' | 'number' | 'string' | 'template' | 'regex' | 'punct';

export interface Token {
  type: TokenType;
  text: string;
}

const WORD_START = /[A-Za-z_$\u00C0-\uFFFF]/;
const WORD_PART = /[A-Za-z0-9_$\u00C0-\uFFFF]/;
const PUNCTUATORS = [
  '>>>=',
  '...',
  '===',
  '!==',
  '**=',
  '<<=',
  '>>=',
  '>>>',
  '&&=',
  '||=',
  '??=',
  '=>',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '**',
  '<<',
  '>>',
];
/** Words after which a `/` starts a regular expression rather than a division. */
const REGEX_AFTER_WORDS = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

function readString(source: string, start: number, quote: string): number {
  let index = start + 1;
  while (index < source.length && source[index] !== quote) {
    if (source[index] === '\\') index++;
    else if (source[index] === '\n') return index;
    index++;
  }
  return Math.min(index + 1, source.length);
}

/** The end of a template literal starting at `start` (its `${…}` parts may hold strings, templates and braces). */
function readTemplate(source: string, start: number): number {
  let index = start + 1;
  while (index < source.length) {
    const char = source[index];
    if (char === '\\') index += 2;
    else if (char === '`') return index + 1;
    else if (char === '$' && source[index + 1] === '{') {
      let depth = 1;
      index += 2;
      while (index < source.length && depth > 0) {
        const inner = source[index];
        if (inner === '"' || inner === "'") index = readString(source, index, inner);
        else if (inner === '`') index = readTemplate(source, index);
        else {
          if (inner === '{') depth++;
          else if (inner === '}') depth--;
          index++;
        }
      }
    } else index++;
  }
  return source.length;
}

function readRegex(source: string, start: number): number {
  let index = start + 1;
  let inClass = false;
  while (index < source.length) {
    const char = source[index];
    if (char === '\\') index += 2;
    else if (char === '\n') return index;
    else {
      if (char === '[') inClass = true;
      else if (char === ']') inClass = false;
      else if (char === '/' && !inClass) {
        index++;
        while (index < source.length && /[a-z]/i.test(source[index] ?? '')) index++;
        return index;
      }
      index++;
    }
  }
  return index;
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let last: Token | undefined;
  let index = 0;
  const push = (type: TokenType, end: number): void => {
    const token = { type, text: source.slice(index, end) };
    tokens.push(token);
    if (type !== 'space' && type !== 'comment') last = token;
    index = end;
  };
  while (index < source.length) {
    const char = source[index] ?? '';
    const next = source[index + 1] ?? '';
    if (/\s/.test(char)) {
      let end = index + 1;
      while (end < source.length && /\s/.test(source[end] ?? '')) end++;
      push('space', end);
    } else if (char === '/' && next === '/') {
      const end = source.indexOf('\n', index);
      push('comment', end === -1 ? source.length : end);
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      push('comment', end === -1 ? source.length : end + 2);
    } else if (char === '"' || char === "'") push('string', readString(source, index, char));
    else if (char === '`') push('template', readTemplate(source, index));
    else if (WORD_START.test(char)) {
      let end = index + 1;
      while (end < source.length && WORD_PART.test(source[end] ?? '')) end++;
      push('word', end);
    } else if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(next))) {
      let end = index + 1;
      while (end < source.length && /[0-9A-Za-z_.]/.test(source[end] ?? '')) end++;
      push('number', end);
    } else if (char === '/') {
      const regexAllowed =
        !last ||
        (last.type === 'punct' && ![')', ']', '}'].includes(last.text)) ||
        (last.type === 'word' && REGEX_AFTER_WORDS.has(last.text));
      if (regexAllowed) push('regex', readRegex(source, index));
      else push('punct', source.startsWith('/=', index) ? index + 2 : index + 1);
    } else {
      const punctuator = PUNCTUATORS.find((candidate) => source.startsWith(candidate, index));
      push('punct', index + (punctuator?.length ?? 1));
    }
  }
  return tokens;
}

export const isCode = (token: Token | undefined): token is Token =>
  !!token && token.type !== 'space' && token.type !== 'comment' && token.text !== '';

/** The index of the next code token at or after `from`. */
export function nextCode(tokens: readonly Token[], from: number): number {
  let index = from;
  while (index < tokens.length && !isCode(tokens[index])) index++;
  return index;
}

/** The index of the previous code token before `from`. */
export function previousCode(tokens: readonly Token[], from: number): number {
  let index = from - 1;
  while (index >= 0 && !isCode(tokens[index])) index--;
  return index;
}

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** The index of the bracket closing the one at `open` (tokens.length when unbalanced). */
export function matching(tokens: readonly Token[], open: number): number {
  const opener = tokens[open]?.text ?? '';
  const closer = OPEN[opener];
  if (!closer) return open;
  let depth = 0;
  for (let index = open; index < tokens.length; index++) {
    const token = tokens[index];
    if (token?.type !== 'punct') continue;
    if (token.text === opener) depth++;
    else if (token.text === closer && --depth === 0) return index;
  }
  return tokens.length;
}

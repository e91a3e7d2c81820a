/**
 * Turns the TypeScript learners write into JavaScript by removing type syntax, token by token (no
 * compiler is shipped to the browser): interfaces, type aliases, `declare` and type-only imports;
 * annotations on parameters, return types, variables and class fields; `as`/`satisfies` casts,
 * non-null assertions, access modifiers, `implements` clauses and generic parameters of
 * declarations and calls. Enums, namespaces, decorators and parameter properties are not
 * supported (the run then fails like a compile error would).
 */
import { isCode, matching, nextCode, previousCode, tokenize, type Token } from './tokens';

const CONTROL = new Set(['if', 'for', 'while', 'switch', 'with', 'return', 'typeof', 'await', 'yield']);
const MODIFIERS = new Set(['public', 'private', 'protected', 'readonly', 'abstract', 'declare', 'override']);
/** Words after which an expression starts (so a following `!` is a logical not). */
const KEYWORDS = new Set([
  ...CONTROL,
  'case',
  'in',
  'of',
  'else',
  'do',
  'throw',
  'new',
  'delete',
  'void',
  'instanceof',
  'export',
  'default',
]);
const TYPE_PREFIXES = new Set(['typeof', 'keyof', 'readonly', 'unique', 'infer', 'new']);

const is = (token: Token | undefined, text: string): boolean =>
  !!token && token.text === text && (token.type === 'punct' || token.type === 'word');
const isWord = (token: Token | undefined): boolean => token?.type === 'word';

/** The index after a `<…>` group starting at `open` (counts `>>` as two). */
function afterAngles(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index++) {
    const token = tokens[index];
    if (token?.type !== 'punct') continue;
    if (token.text === '<') depth++;
    else if (token.text === '>') depth--;
    else if (token.text === '>>') depth -= 2;
    else if (token.text === '>>>') depth -= 3;
    else if (token.text === ';') return open;
    if (depth <= 0) return index + 1;
  }
  return open;
}

function skipPrimary(tokens: readonly Token[], start: number): number {
  const index = nextCode(tokens, start);
  const token = tokens[index];
  if (!token) return index;
  if (token.type === 'word' && TYPE_PREFIXES.has(token.text)) return skipPrimary(tokens, index + 1);
  if (token.type === 'word') {
    let end = index + 1;
    for (;;) {
      const dot = nextCode(tokens, end);
      if (is(tokens[dot], '.') && isWord(tokens[nextCode(tokens, dot + 1)])) end = nextCode(tokens, dot + 1) + 1;
      else break;
    }
    const angle = nextCode(tokens, end);
    if (is(tokens[angle], '<')) end = afterAngles(tokens, angle);
    return end;
  }
  if (token.type === 'string' || token.type === 'number' || token.type === 'template') return index + 1;
  if (is(token, '-')) return skipPrimary(tokens, index + 1);
  if (is(token, '{') || is(token, '[')) return matching(tokens, index) + 1;
  if (is(token, '(')) {
    const close = matching(tokens, index);
    const arrow = nextCode(tokens, close + 1);
    return is(tokens[arrow], '=>') ? skipType(tokens, arrow + 1) : close + 1;
  }
  if (is(token, '<')) return skipPrimary(tokens, afterAngles(tokens, index));
  return index;
}

/** The index just after the type that starts at `start`. */
export function skipType(tokens: readonly Token[], start: number): number {
  let index = nextCode(tokens, start);
  if (is(tokens[index], '|') || is(tokens[index], '&')) index = index + 1;
  let end = skipPrimary(tokens, index);
  for (;;) {
    const next = nextCode(tokens, end);
    const token = tokens[next];
    if (is(token, '|') || is(token, '&')) end = skipPrimary(tokens, next + 1);
    else if (is(token, '[')) end = matching(tokens, next) + 1;
    else if (is(token, 'is') && isWord(token)) end = skipPrimary(tokens, next + 1);
    else return end;
  }
}

type Frame = 'params' | 'class' | 'module' | 'block';

export function stripTypes(source: string): string {
  const tokens = tokenize(source);
  const drop = (from: number, to: number): void => {
    for (let index = from; index < to && index < tokens.length; index++) {
      const token = tokens[index];
      if (token && token.type !== 'space') token.text = '';
      else if (token && /\n/.test(token.text)) token.text = '\n';
    }
  };
  const frames: Frame[] = [];
  const closers: number[] = [];
  let pendingClass = false;
  let pendingModule = false;

  const statementStart = (index: number): boolean => {
    const previous = tokens[previousCode(tokens, index)];
    return !previous || ['{', '}', ';'].includes(previous.text);
  };

  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (!isCode(token) || token.text === '') continue;
    const frame = frames.at(-1);

    // Closing brackets pop their frames; a closed parameter list may carry a return type.
    if (closers.at(-1) === index) {
      closers.pop();
      const closed = frames.pop();
      const colon = nextCode(tokens, index + 1);
      // A parameter list's return type, or the annotation of a destructured parameter.
      if (is(tokens[colon], ':') && (closed === 'params' || (frames.at(-1) === 'params' && token.text !== ')')))
        drop(colon, skipType(tokens, colon + 1));
      continue;
    }

    if (token.type === 'word') {
      const next = nextCode(tokens, index + 1);
      // Declarations that are only types.
      if (statementStart(index) || is(tokens[previousCode(tokens, index)], 'export')) {
        const exported = is(tokens[previousCode(tokens, index)], 'export') ? previousCode(tokens, index) : index;
        if (token.text === 'interface' && isWord(tokens[next])) {
          let brace = next;
          while (brace < tokens.length && !is(tokens[brace], '{')) brace++;
          drop(exported, matching(tokens, brace) + 1);
          continue;
        }
        if (
          token.text === 'type' &&
          isWord(tokens[next]) &&
          (is(tokens[nextCode(tokens, next + 1)], '=') || is(tokens[nextCode(tokens, next + 1)], '<'))
        ) {
          let equals = nextCode(tokens, next + 1);
          if (is(tokens[equals], '<')) equals = nextCode(tokens, afterAngles(tokens, equals));
          let end = skipType(tokens, equals + 1);
          const semicolon = nextCode(tokens, end);
          if (is(tokens[semicolon], ';')) end = semicolon + 1;
          drop(exported, end);
          continue;
        }
        if (token.text === 'declare') {
          let end = next;
          while (end < tokens.length && !is(tokens[end], ';') && !is(tokens[end], '{')) end++;
          drop(index, is(tokens[end], '{') ? matching(tokens, end) + 1 : end + 1);
          continue;
        }
        if (
          (token.text === 'import' || token.text === 'export') &&
          is(tokens[next], 'type') &&
          !is(tokens[nextCode(tokens, next + 1)], '=')
        ) {
          let end = next;
          while (
            end < tokens.length &&
            !is(tokens[end], ';') &&
            !(tokens[end]?.type === 'space' && /\n/.test(tokens[end]?.text ?? ''))
          )
            end++;
          drop(index, end + 1);
          continue;
        }
      }
      if (token.text === 'abstract' && is(tokens[next], 'class')) {
        drop(index, index + 1);
        continue;
      }
      if (token.text === 'class') {
        pendingClass = true;
        const name = next;
        const angle = nextCode(tokens, name + 1);
        if (isWord(tokens[name]) && is(tokens[angle], '<')) drop(angle, afterAngles(tokens, angle));
        continue;
      }
      if (pendingClass && token.text === 'implements') {
        let brace = next;
        while (brace < tokens.length && !is(tokens[brace], '{')) brace++;
        drop(index, brace);
        continue;
      }
      if ((token.text === 'import' || token.text === 'export') && is(tokens[next], '{')) pendingModule = true;
      if (token.text === 'function') {
        const name = isWord(tokens[next]) ? next : -1;
        const angle = nextCode(tokens, (name >= 0 ? name : index) + 1);
        if (is(tokens[angle], '<')) drop(angle, afterAngles(tokens, angle));
        continue;
      }
      if (['let', 'const', 'var'].includes(token.text)) {
        let binding = next;
        if (is(tokens[binding], '{') || is(tokens[binding], '[')) binding = matching(tokens, binding);
        const colon = nextCode(tokens, binding + 1);
        if (is(tokens[colon], '!') && is(tokens[nextCode(tokens, colon + 1)], ':')) {
          drop(colon, colon + 1);
          const realColon = nextCode(tokens, colon + 1);
          drop(realColon, skipType(tokens, realColon + 1));
        } else if (is(tokens[colon], ':')) drop(colon, skipType(tokens, colon + 1));
        continue;
      }
      if ((token.text === 'as' || token.text === 'satisfies') && frame !== 'module') {
        const previous = tokens[previousCode(tokens, index)];
        const endsExpression =
          previous &&
          (previous.type === 'word' ||
            previous.type === 'string' ||
            previous.type === 'number' ||
            previous.type === 'template' ||
            [')', ']', '}'].includes(previous.text));
        if (endsExpression && !['import', 'export', '*'].includes(previous.text)) {
          drop(index, skipType(tokens, index + 1));
          continue;
        }
      }
      // Access modifiers of class members and parameters.
      if (
        MODIFIERS.has(token.text) &&
        (frame === 'class' || frame === 'params') &&
        (isWord(tokens[next]) || is(tokens[next], '['))
      ) {
        drop(index, index + 1);
        continue;
      }
      // Class fields: `name: Type`, `name?: Type`, `name!: Type`.
      if (frame === 'class') {
        const previous = tokens[previousCode(tokens, index)];
        const memberStart =
          !previous ||
          ['{', '}', ';'].includes(previous.text) ||
          (previous.type === 'word' && ['static', 'async', 'get', 'set'].includes(previous.text)) ||
          previous.text === '';
        let colon = next;
        if (is(tokens[colon], '?') || is(tokens[colon], '!')) {
          if (is(tokens[nextCode(tokens, colon + 1)], ':')) {
            drop(colon, colon + 1);
            colon = nextCode(tokens, colon + 1);
          }
        }
        if (memberStart && is(tokens[colon], ':')) {
          drop(colon, skipType(tokens, colon + 1));
          continue;
        }
      }
      // Parameters: `name: Type`, `name?: Type`.
      if (frame === 'params') {
        const previous = tokens[previousCode(tokens, index)];
        if (previous && ['(', ','].includes(previous.text)) {
          let colon = next;
          if (is(tokens[colon], '?') && is(tokens[nextCode(tokens, colon + 1)], ':')) {
            drop(colon, colon + 1);
            colon = nextCode(tokens, colon + 1);
          }
          if (is(tokens[colon], ':')) {
            drop(colon, skipType(tokens, colon + 1));
            continue;
          }
        }
      }
      // Generic arguments of a call: `make<number>(…)`.
      if (is(tokens[next], '<') && !CONTROL.has(token.text)) {
        const end = afterAngles(tokens, next);
        const after = nextCode(tokens, end);
        const inside = tokens.slice(next + 1, end - 1).filter(isCode);
        const typeLike = inside.every(
          (item) =>
            item.type === 'word' ||
            item.type === 'string' ||
            item.type === 'number' ||
            [',', '.', '[', ']', '|', '&', '{', '}', ':', ';', '<', '>', '(', ')', '=>', '?'].includes(item.text),
        );
        if (end > next && is(tokens[after], '(') && typeLike && inside.length > 0) drop(next, end);
      }
      continue;
    }

    if (token.type !== 'punct') continue;
    // Non-null assertions: `value!.field`, `value!)`.
    if (token.text === '!') {
      const previous = tokens[previousCode(tokens, index)];
      const following = tokens[nextCode(tokens, index + 1)];
      // After an operand a lone `!` cannot be a logical not: it is a non-null assertion.
      if (
        previous &&
        (previous.type === 'word' || [')', ']'].includes(previous.text)) &&
        !KEYWORDS.has(previous.text) &&
        following
      )
        drop(index, index + 1);
      continue;
    }
    if (token.text === '(' || token.text === '{' || token.text === '[') {
      const close = matching(tokens, index);
      let kind: Frame = 'block';
      if (token.text === '(') {
        const previous = tokens[previousCode(tokens, index)];
        const after = nextCode(tokens, close + 1);
        const beforePrevious = tokens[previousCode(tokens, previousCode(tokens, index))];
        if (is(tokens[after], '=>')) kind = 'params';
        else if (is(tokens[after], ':')) {
          const afterType = nextCode(tokens, skipType(tokens, after + 1));
          if (
            is(tokens[afterType], '=>') ||
            (is(tokens[afterType], '{') && (is(previous, 'function') || is(beforePrevious, 'function') || frame === 'class'))
          )
            kind = 'params';
        } else if (
          is(tokens[after], '{') &&
          previous &&
          ((previous.type === 'word' && !CONTROL.has(previous.text)) || is(previous, 'function'))
        )
          kind = 'params';
      } else if (token.text === '{') {
        if (pendingClass) kind = 'class';
        else if (pendingModule) kind = 'module';
        pendingClass = false;
        pendingModule = false;
      }
      frames.push(kind);
      closers.push(close);
    }
  }
  return tokens.map((token) => token.text).join('');
}

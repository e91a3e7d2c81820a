/**
 * A sample string for a regular expression, for the patterns a spec uses: anchors, literals, `\d \w
 * \s`, character classes with ranges, groups with alternatives and the usual quantifiers. Picks the
 * first alternative and the smallest count, so the result is stable.
 */

type Node =
  { kind: 'chars'; choices: string } | { kind: 'group'; alternatives: Node[][] } | { kind: 'repeat'; node: Node; min: number };

const CLASS_SHORTHANDS: Record<string, string> = { d: '0123456789', w: 'abcdefghijklmnopqrstuvwxyz0123456789_', s: ' ' };

class PatternReader {
  private index = 0;
  constructor(private readonly source: string) {}

  parse(): Node[][] {
    const alternatives = this.sequenceList();
    return alternatives;
  }

  private peek(): string | undefined {
    return this.source[this.index];
  }

  private sequenceList(): Node[][] {
    const alternatives: Node[][] = [[]];
    while (this.index < this.source.length) {
      const char = this.peek();
      if (char === ')') break;
      this.index++;
      if (char === '|') {
        alternatives.push([]);
        continue;
      }
      if (char === '^' || char === '$') continue;
      let node: Node;
      if (char === '(') {
        if (this.source.startsWith('?:', this.index)) this.index += 2;
        node = { kind: 'group', alternatives: this.sequenceList() };
        this.index++; // ')'
      } else if (char === '[') node = this.charClass();
      else if (char === '\\') node = this.escape();
      else if (char === '.') node = { kind: 'chars', choices: 'a' };
      else node = { kind: 'chars', choices: char ?? '' };
      alternatives[alternatives.length - 1]?.push(this.quantified(node));
    }
    return alternatives;
  }

  private escape(): Node {
    const char = this.source[this.index++] ?? '';
    return { kind: 'chars', choices: CLASS_SHORTHANDS[char] ?? char };
  }

  private charClass(): Node {
    let choices = '';
    const negated = this.peek() === '^';
    if (negated) this.index++;
    while (this.index < this.source.length && this.peek() !== ']') {
      const char = this.source[this.index++] ?? '';
      if (char === '\\') {
        const escaped = this.source[this.index++] ?? '';
        choices += CLASS_SHORTHANDS[escaped] ?? escaped;
        continue;
      }
      if (this.peek() === '-' && this.source[this.index + 1] !== ']' && this.source[this.index + 1] !== undefined) {
        this.index++;
        const end = this.source[this.index++] ?? char;
        for (let code = char.charCodeAt(0); code <= end.charCodeAt(0); code++) choices += String.fromCharCode(code);
        continue;
      }
      choices += char;
    }
    this.index++; // ']'
    return { kind: 'chars', choices: negated ? 'a' : choices };
  }

  private quantified(node: Node): Node {
    const char = this.peek();
    if (char === '?' || char === '*') {
      this.index++;
      return { kind: 'repeat', node, min: 0 };
    }
    if (char === '+') {
      this.index++;
      return { kind: 'repeat', node, min: 1 };
    }
    if (char === '{') {
      const close = this.source.indexOf('}', this.index);
      const [min] = this.source.slice(this.index + 1, close).split(',');
      this.index = close + 1;
      return { kind: 'repeat', node, min: Number(min) };
    }
    return node;
  }
}

function render(nodes: Node[], pick: (length: number) => number): string {
  return nodes
    .map((node) => {
      if (node.kind === 'chars') return node.choices[pick(node.choices.length)] ?? '';
      if (node.kind === 'group') return render(node.alternatives[0] ?? [], pick);
      return Array.from({ length: node.min }, () => render([node.node], pick)).join('');
    })
    .join('');
}

const cache = new Map<string, Node[]>();

/** A string matching `pattern`; `pick` chooses among a class's characters (default: the first). */
export function sampleForPattern(pattern: string, pick: (length: number) => number = () => 0): string {
  let nodes = cache.get(pattern);
  if (!nodes) {
    nodes = new PatternReader(pattern).parse()[0] ?? [];
    cache.set(pattern, nodes);
  }
  return render(nodes, pick);
}

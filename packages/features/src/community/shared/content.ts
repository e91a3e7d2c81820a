/**
 * Topic and article bodies are HTML in the contract ("from the rich-text editor; the server sanitises
 * it"). Here they are written as Markdown in ui's MarkdownField: sent as HTML (ui's markdownToHtml),
 * and an existing body is turned back into Markdown for editing, so authors never see tags.
 */
import { markdownToHtml } from '@ujuzi/ui';

/** The HTML the contract takes for what the author wrote. */
export const contentHtml = (markdown: string): string => markdownToHtml(markdown.trim());

const inline = (node: Node): string => {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (!(node instanceof Element)) return '';
  const inner = Array.from(node.childNodes).map(inline).join('');
  switch (node.tagName) {
    case 'STRONG':
    case 'B':
      return `**${inner}**`;
    case 'EM':
    case 'I':
      return `*${inner}*`;
    case 'CODE':
      return `\`${node.textContent ?? ''}\``;
    case 'A':
      return `[${inner}](${node.getAttribute('href') ?? ''})`;
    case 'BR':
      return '\n';
    default:
      return inner;
  }
};

const block = (element: Element): string => {
  const tag = element.tagName;
  // markdownToHtml writes '#' as <h2> (a body sits under the page's own h1): read it back the same way.
  if (/^H[1-6]$/.test(tag)) return `${'#'.repeat(Math.max(1, Number(tag[1]) - 1))} ${inline(element).trim()}`;
  if (tag === 'UL' || tag === 'OL')
    return Array.from(element.children)
      .map((item, index) => `${tag === 'OL' ? `${index + 1}.` : '-'} ${inline(item).trim()}`)
      .join('\n');
  if (tag === 'PRE') return `\`\`\`\n${(element.textContent ?? '').replace(/\n$/, '')}\n\`\`\``;
  if (tag === 'BLOCKQUOTE')
    return blocks(element)
      .split('\n')
      .map((line) => `> ${line}`.trimEnd())
      .join('\n');
  return inline(element).trim();
};

const blocks = (root: Element): string =>
  Array.from(root.childNodes)
    .map((node) => (node instanceof Element ? block(node) : (node.textContent ?? '').trim()))
    .filter(Boolean)
    .join('\n\n');

/** Markdown for editing a stored HTML body (headings, paragraphs, lists, quotes, code, emphasis, links). */
export function contentMarkdown(html: string): string {
  if (!html.trim()) return '';
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return blocks(document.body);
}

/** 'django, M-Pesa ,,api' → ['django', 'M-Pesa', 'api'] (at most 10, as the contract allows). */
export const parseTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .slice(0, 10);

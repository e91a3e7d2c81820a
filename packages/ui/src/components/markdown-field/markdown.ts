/**
 * A small Markdown reader for previews of what staff write (FAQ answers, descriptions): headings,
 * paragraphs, lists, quotes, code, emphasis and links. Every character the author typed is escaped
 * first; the HTML it makes is sanitised again where it is shown (SafeHtml).
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Only web, mail and same-site links; anything else (javascript:, data:) stays plain text. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) =>
      SAFE_HREF.test(href) ? `<a href="${href}">${label}</a>` : whole,
    );
}

/** Markdown → HTML (a common subset; see the module comment). */
export function markdownToHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;
  let quote: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length) out.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list) out.push(`<${list.tag}>${list.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${list.tag}>`);
    list = null;
  };
  const flushQuote = () => {
    if (quote.length) out.push(`<blockquote><p>${quote.map(inline).join('<br>')}</p></blockquote>`);
    quote = [];
  };
  const flushAll = () => {
    flushParagraph();
    flushList();
    flushQuote();
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (/^```/.test(line)) {
      flushAll();
      const code: string[] = [];
      for (index += 1; index < lines.length && !/^```/.test(lines[index] ?? ''); index += 1) code.push(lines[index] ?? '');
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const quoted = /^>\s?(.*)$/.exec(line);
    if (heading) {
      flushAll();
      const level = (heading[1] ?? '#').length + 1; // a field's text sits under the page's own h1
      out.push(`<h${Math.min(level, 5)}>${inline(heading[2] ?? '')}</h${Math.min(level, 5)}>`);
    } else if (bullet || numbered) {
      flushParagraph();
      flushQuote();
      const tag = bullet ? 'ul' : 'ol';
      if (list && list.tag !== tag) flushList();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? '');
    } else if (quoted) {
      flushParagraph();
      flushList();
      quote.push(quoted[1] ?? '');
    } else if (line.trim() === '') {
      flushAll();
    } else {
      flushList();
      flushQuote();
      paragraph.push(line);
    }
  }
  flushAll();
  return out.join('\n');
}

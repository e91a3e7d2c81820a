import { describe, expect, it } from 'vitest';
import { contentHtml, contentMarkdown, parseTags } from './content';

describe('community bodies: Markdown to write, HTML for the contract', () => {
  it('reads a stored body back as the Markdown that makes it again', () => {
    const markdown =
      '# Setup\n\nRun **pip** with *care*: `pip install django`, see [docs](https://docs.djangoproject.com).\n\n- one\n- two\n\n> quoted';
    const html = contentHtml(markdown);
    expect(html).toContain('<h2>Setup</h2>');
    expect(contentMarkdown(html)).toBe(markdown);
    expect(contentHtml(contentMarkdown(html))).toBe(html);
  });

  it('keeps code blocks as fenced code', () => {
    expect(contentMarkdown('<pre><code>print(1)\nprint(2)</code></pre>')).toBe('```\nprint(1)\nprint(2)\n```');
  });

  it('takes tags separated by commas, at most 10', () => {
    expect(parseTags('django, M-Pesa ,,api')).toEqual(['django', 'M-Pesa', 'api']);
    expect(parseTags('a,b,c,d,e,f,g,h,i,j,k,l')).toHaveLength(10);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('removes event handlers', () => {
    const clean = sanitizeHtml('<img src="/a.png" onerror="alert(1)" alt="A"><p onclick="steal()">x</p>');
    expect(clean).not.toMatch(/onerror|onclick|alert|steal/);
    expect(clean).toContain('alt="A"');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'jav&#x09;ascript:alert(1)'])(
    'removes the URL %s',
    (href) => {
      const clean = sanitizeHtml(`<a href="${href}">click</a>`);
      expect(clean).not.toMatch(/javascript/i);
      expect(clean).toContain('click');
    },
  );

  it('gives every link rel="noopener noreferrer", keeping target _blank', () => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml(
      '<a href="https://example.com" target="_blank" rel="opener">out</a><a href="/courses" target="evil">in</a>',
    );
    const [external, internal] = Array.from(holder.querySelectorAll('a'));
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(internal?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(internal?.hasAttribute('target')).toBe(false);
  });

  it('drops style blocks, inline styles, forms and frames', () => {
    const clean = sanitizeHtml(
      '<style>body{display:none}</style><p style="position:fixed">t</p><form action="/x"><input name="p"></form><iframe src="https://x"></iframe>',
    );
    expect(clean).toBe('<p>t</p>');
  });

  it('keeps ordinary formatting', () => {
    const html = '<h2>Intro</h2><p><strong>Bold</strong> and <em>em</em></p><ul><li>one</li></ul><pre><code>x = 1</code></pre>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised HTML', () => {
    const { container } = renderWithUi(
      <SafeHtml html={'<h2>Lesson 1</h2><p>Read <a href="https://docs.python.org">the docs</a></p><script>alert(1)</script>'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Lesson 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the docs' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('script')).toBeNull();
  });
});

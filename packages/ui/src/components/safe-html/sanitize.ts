/** Cleans user-written HTML (articles, lesson text, newsletter previews) before it reaches the page. */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;

/**
 * Our own DOMPurify instance, made on first use so that importing ui registers nothing globally and
 * another module's DOMPurify hooks cannot leak in.
 */
function getPurifier(): Purifier | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return undefined;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      // Every link: the opened page gets no handle on ours and no referrer.
      node.setAttribute('rel', 'noopener noreferrer');
      const target = node.getAttribute('target');
      if (target && target !== '_blank' && target !== '_self') node.removeAttribute('target');
    }
    // Images below the fold should not cost data until they are needed.
    if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
  });
  purifier = instance;
  return instance;
}

/**
 * Returns `html` without scripts, event handlers, `javascript:` URLs, forms, frames and style
 * blocks; every link gets rel="noopener noreferrer". Returns '' where there is no DOM.
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

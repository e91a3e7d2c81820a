export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { sanitizeHtml } from './sanitize';

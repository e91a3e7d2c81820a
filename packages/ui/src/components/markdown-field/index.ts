export { MarkdownField, type MarkdownFieldProps } from './markdown-field';
export { markdownToHtml } from './markdown';

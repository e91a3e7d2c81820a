/** Shows user-written HTML, sanitised, in readable prose styles. */
import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps {
  /** The untrusted HTML (from the API). It is sanitised before rendering. */
  html: string;
  /** The wrapping element. Defaults to 'div'. */
  as?: 'div' | 'article' | 'section';
  /** Text size of the prose. Defaults to 'md'. */
  size?: 'sm' | 'md';
}

const prose = {
  '& > * + *': { marginTop: '1em' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', lineHeight: '1.3', marginTop: '1.5em' },
  '& h1': { fontSize: '1.75em' },
  '& h2': { fontSize: '1.4em' },
  '& h3': { fontSize: '1.2em' },
  '& h4': { fontSize: '1em' },
  '& > :first-child': { marginTop: 0 },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  '& ul, & ol': { paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.25em' },
  '& blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'border.emphasized',
    paddingInlineStart: '1em',
    color: 'fg.muted',
  },
  '& code': { fontFamily: 'mono', fontSize: '0.875em', bg: 'bg.muted', paddingInline: '0.3em', borderRadius: 'l1' },
  '& pre': { fontFamily: 'mono', fontSize: '0.875em', bg: 'bg.muted', padding: '1em', borderRadius: 'l2', overflowX: 'auto' },
  '& pre code': { bg: 'transparent', padding: 0 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'l2' },
  '& table': { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '0.4em 0.6em', textAlign: 'start' },
  '& hr': { borderColor: 'border' },
} as const;

/** The sanitised HTML in a prose container; nothing the author wrote can run script. */
export function SafeHtml({ html, as = 'div', size = 'md' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      as={as}
      textStyle={size}
      lineHeight="1.7"
      overflowWrap="anywhere"
      css={prose}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

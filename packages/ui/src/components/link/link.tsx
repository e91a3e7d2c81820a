/** Links: in-app through the app's router link (UiProvider `linkComponent`), external in a new tab. */
import { Link as ChakraLink, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { AppLink, type LinkComponent } from './link-context';

type NativeAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'color' | 'style' | 'className' | 'children'>;

export interface LinkProps extends NativeAnchorProps {
  /** Where to go: an app path ('/courses'), an absolute URL, or mailto:/tel:. */
  href: string;
  /** The link text; make it say where it goes ('View course', not 'click here'). */
  children: ReactNode;
  /**
   * Opens in a new tab with rel="noopener noreferrer", an icon and a screen-reader note.
   * Defaults to true for absolute http(s) URLs, false otherwise.
   */
  external?: boolean;
  /** 'inline' (underlined, for running text; default), 'plain' (underline on hover) or 'muted' (secondary text). */
  variant?: 'inline' | 'plain' | 'muted';
  /** Renders through this component instead of the app's router link (e.g. a router NavLink). */
  as?: LinkComponent;
  /** Text read after the link text for new-tab links. Defaults to '(opens in a new tab)'. */
  newTabLabel?: string;
}

/** True for URLs leaving the app (http, https, protocol-relative). */
export const isExternalHref = (href: string): boolean => /^(https?:)?\/\//i.test(href);
const isDocumentHref = (href: string): boolean => /^(mailto|tel|sms):/i.test(href) || href.startsWith('#');

const variantProps = {
  inline: { variant: 'underline', color: 'brand.fg' },
  plain: { variant: 'plain', color: 'brand.fg', _hover: { textDecoration: 'underline' } },
  muted: { variant: 'plain', color: 'fg.muted', _hover: { color: 'fg', textDecoration: 'underline' } },
} as const;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, children, external, variant = 'inline', as, newTabLabel = '(opens in a new tab)', rel, target, ...rest },
  ref,
) {
  const opensNewTab = external ?? isExternalHref(href);
  const styles = variantProps[variant];

  if (opensNewTab) {
    // noopener: the new page cannot reach window.opener; noreferrer: our URLs (tokens in paths) stay private.
    const relValues = new Set(['noopener', 'noreferrer', ...(rel?.split(/\s+/).filter(Boolean) ?? [])]);
    return (
      <ChakraLink ref={ref} href={href} target={target ?? '_blank'} rel={[...relValues].join(' ')} {...styles} {...rest}>
        {children}
        <ExternalLink size="0.85em" aria-hidden="true" />
        <VisuallyHidden>{newTabLabel}</VisuallyHidden>
      </ChakraLink>
    );
  }
  if (isDocumentHref(href) && !as) {
    return (
      <ChakraLink ref={ref} href={href} rel={rel} target={target} {...styles} {...rest}>
        {children}
      </ChakraLink>
    );
  }
  const Component = as ?? AppLink;
  return (
    <ChakraLink asChild {...styles}>
      <Component ref={ref} href={href} rel={rel} target={target} {...rest}>
        {children}
      </Component>
    </ChakraLink>
  );
});

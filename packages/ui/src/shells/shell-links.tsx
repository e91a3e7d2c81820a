/** Icon links, the router anchor and the skip link: what both shells need and the components do not offer. */
import { IconButton as ChakraIconButton, chakra } from '@chakra-ui/react';
import { createElement, type ReactNode } from 'react';
import type { ButtonSize } from '../components/button/button';
import { useLinkComponent, type RouterLinkProps } from '../components/link/link-context';

/**
 * The app's router link (UiProvider `linkComponent`) as one static component. The component comes
 * from context and keeps its identity between renders, so it is safe to create the element from it.
 */
export function RouterAnchor(props: RouterLinkProps) {
  // React 19 passes `ref` as an ordinary prop, so Chakra's asChild can still reach the anchor.
  return createElement(useLinkComponent(), props);
}

interface IconLinkProps {
  href: string;
  /** The link's accessible name ('Home', 'Settings'). */
  label: string;
  icon: ReactNode;
  size?: ButtonSize;
}

/** An icon-only in-app link (header home and settings). */
export function IconLink({ href, label, icon, size = 'md' }: IconLinkProps) {
  return (
    <ChakraIconButton asChild size={size} variant="ghost" colorPalette="gray">
      <RouterAnchor href={href} aria-label={label} title={label}>
        <span aria-hidden="true">{icon}</span>
      </RouterAnchor>
    </ChakraIconButton>
  );
}

/** The id of each shell's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** 'Skip to main content': the first stop for keyboard users, visible only when focused. */
export function SkipLink({ label = 'Skip to main content' }: { label?: string }) {
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="l2"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focus={{ transform: 'none', outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {label}
    </chakra.a>
  );
}

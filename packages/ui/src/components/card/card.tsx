/** A bordered surface grouping related content, with an optional heading, actions and footer. */
import { Card as ChakraCard, HStack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface CardProps {
  /** The heading; also names the card when it is a section or article. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links at the top right (e.g. 'View all'). */
  actions?: ReactNode;
  /** The content. */
  children?: ReactNode;
  /** Content at the bottom (actions, totals). */
  footer?: ReactNode;
  /** 'outline' (default), 'elevated' (shadow) or 'subtle' (tinted, no border). */
  variant?: 'outline' | 'elevated' | 'subtle';
  /** The element: 'section' (default; a named region with a title), 'article' (standalone item) or 'div'. */
  as?: 'section' | 'article' | 'div';
  /** The heading level, to fit the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** Padding. Defaults to 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** Fills the height of its grid cell, so cards in a row line up. */
  fullHeight?: boolean;
}

export function Card({
  title,
  description,
  actions,
  children,
  footer,
  variant = 'outline',
  as = 'section',
  headingLevel = 3,
  size = 'md',
  fullHeight,
}: CardProps) {
  const titleId = useId();
  return (
    <ChakraCard.Root
      as={as}
      variant={variant}
      size={size}
      aria-labelledby={title && as !== 'div' ? titleId : undefined}
      height={fullHeight ? 'full' : undefined}
    >
      {title || actions ? (
        <ChakraCard.Header>
          <HStack justify="space-between" align="flex-start" gap="3">
            <div>
              {title ? (
                <ChakraCard.Title as={`h${headingLevel}`} id={titleId}>
                  {title}
                </ChakraCard.Title>
              ) : null}
              {description ? <ChakraCard.Description>{description}</ChakraCard.Description> : null}
            </div>
            {actions ? <HStack gap="2">{actions}</HStack> : null}
          </HStack>
        </ChakraCard.Header>
      ) : null}
      {children ? <ChakraCard.Body>{children}</ChakraCard.Body> : null}
      {footer ? (
        <ChakraCard.Footer flexWrap="wrap" gap="2">
          {footer}
        </ChakraCard.Footer>
      ) : null}
    </ChakraCard.Root>
  );
}

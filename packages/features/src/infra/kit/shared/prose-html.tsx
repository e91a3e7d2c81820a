/**
 * Author-written HTML (course descriptions, articles) through the design system's sanitiser, with its
 * code blocks reachable from the keyboard: a long line scrolls sideways, so the block takes focus.
 */
import { Box } from '@chakra-ui/react';
import { SafeHtml } from '@ujuzi/ui';
import { useEffect, useRef } from 'react';

export function ProseHtml({ html }: { html: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    container.current?.querySelectorAll('pre').forEach((block) => {
      block.tabIndex = 0;
    });
  }, [html]);
  return (
    <Box
      ref={container}
      css={{ '& pre:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
    >
      <SafeHtml html={html} />
    </Box>
  );
}

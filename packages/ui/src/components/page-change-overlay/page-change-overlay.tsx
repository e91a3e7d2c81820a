/** The brief overlay of client spec §4/§9: shown for 200 ms whenever the path changes. */
import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

/** §9: the page-change overlay shows for 200 ms. */
export const PAGE_CHANGE_OVERLAY_MS = 200;

export interface PageChangeOverlayProps {
  /** The current path (or any key of the page); a change shows the overlay. The first value does not. */
  pathKey: string;
  /** How long it shows, in ms. Defaults to 200 (the spec's value). */
  durationMs?: number;
}

/**
 * A progress sweep along the top and a faint veil over the page. It is decorative (aria-hidden) and
 * lets clicks through: the new page's own heading and focus tell assistive tech what changed.
 */
export function PageChangeOverlay({ pathKey, durationMs = PAGE_CHANGE_OVERLAY_MS }: PageChangeOverlayProps) {
  const [visible, setVisible] = useState(false);
  const previous = useRef(pathKey);

  useEffect(() => {
    if (previous.current === pathKey) return;
    previous.current = pathKey;
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [pathKey, durationMs]);

  if (!visible) return null;
  return (
    <Box
      aria-hidden="true"
      data-page-change-overlay=""
      position="fixed"
      inset="0"
      zIndex="overlay"
      pointerEvents="none"
      bg="bg/40"
      css={{
        '@keyframes ujuzi-page-sweep': { from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } },
      }}
    >
      <Box
        position="absolute"
        top="0"
        insetInline="0"
        height="3px"
        bg="brand.solid"
        transformOrigin="left"
        animation={`ujuzi-page-sweep ${durationMs}ms ease-out forwards`}
        _motionReduce={{ animation: 'none' }}
      />
    </Box>
  );
}

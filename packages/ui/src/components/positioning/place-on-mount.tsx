/**
 * Places a lazily mounted popover or tooltip once its floating part is in the document. The
 * production build renders with preact/compat, where the part can arrive a render after the machine
 * first tried to place it (a known Zag/Preact timing: chakra-ui/zag#3092), leaving it in the corner.
 */
import { useLayoutEffect } from 'react';

export function PlaceOnMount({ reposition }: { reposition: () => void }) {
  // Once, when the floating part mounts: later moves (scroll, resize) are the machine's own.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => reposition(), []);
  return null;
}

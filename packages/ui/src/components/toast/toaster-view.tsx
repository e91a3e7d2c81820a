/** The toaster's UI: Chakra's Toaster with its zag machines, fetched on demand by <Toaster />. */
import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast as ChakraToast,
  type CreateToasterReturn,
} from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useState } from 'react';
import { registerRecipes } from '../../theme/register-recipes';
import { toaster, trackToasterView } from './toast-store';

registerRecipes({ slotRecipes: { toast: toastSlotRecipe } });

/**
 * How long the live region stays in the page, empty, before toasts raised while this code was on its
 * way enter it. Screen readers announce what is added to a live region they already know, not the
 * content of a region that appears with it.
 */
export const EARLIER_TOASTS_DELAY_MS = 150;

/** The store as the toaster first reads it: without the earlier toasts, which enter after the delay. */
function withoutEarlierToasts(earlier: readonly string[]): CreateToasterReturn {
  if (earlier.length === 0) return toaster;
  let firstRead = true;
  return {
    ...toaster,
    getVisibleToasts: () => {
      if (!firstRead) return toaster.getVisibleToasts();
      firstRead = false;
      return toaster.getVisibleToasts().filter((item) => !item.id || !earlier.includes(item.id));
    },
  };
}

export function ToasterView() {
  const [{ earlier, store }] = useState(() => {
    // Oldest first: each toast published is put on top, so this rebuilds the same order.
    const ids = toaster
      .getVisibleToasts()
      .flatMap((item) => (item.id ? [item.id] : []))
      .reverse();
    return { earlier: ids, store: withoutEarlierToasts(ids) };
  });

  useEffect(() => {
    const untrack = trackToasterView();
    const timer = setTimeout(() => {
      const visible = new Set(toaster.getVisibleToasts().map((item) => item.id));
      // Publishing a toast again (an update with no changes) adds it to the toaster.
      for (const id of earlier) if (visible.has(id)) toaster.update(id, {});
    }, EARLIER_TOASTS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      untrack();
    };
  }, [earlier]);

  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <ChakraToast.Root width={{ md: 'sm' }}>
            {item.type === 'loading' ? <Spinner size="sm" /> : <ChakraToast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title ? <ChakraToast.Title>{item.title}</ChakraToast.Title> : null}
              {item.description ? <ChakraToast.Description>{item.description}</ChakraToast.Description> : null}
            </Stack>
            {item.action ? <ChakraToast.ActionTrigger>{item.action.label}</ChakraToast.ActionTrigger> : null}
            {item.closable ? <ChakraToast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </ChakraToast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

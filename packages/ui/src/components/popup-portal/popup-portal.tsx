/**
 * Where a popup (combobox list, menu, calendar, tooltip) renders. On the page it goes to the end of the
 * body, out of any clipping parent. Inside a dialog or drawer it stays in the modal's content: a modal
 * hides everything beside it from assistive technology (aria-hidden), and a popup portalled to the body
 * at the moment the modal opens would be hidden with the rest — its options unreachable by role.
 */
import { Portal } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';

const InsideModalContext = createContext(false);

/** Marks its children as rendered inside a modal's content. */
export function ModalScope({ children }: { children: ReactNode }) {
  return <InsideModalContext.Provider value>{children}</InsideModalContext.Provider>;
}

export function PopupPortal({ children }: { children: ReactNode }) {
  return <Portal disabled={useContext(InsideModalContext)}>{children}</Portal>;
}

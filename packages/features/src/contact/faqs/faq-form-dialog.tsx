/** Create or edit one FAQ in a dialog: the contract's FaqRequest through the form kit. */
import type { Faq } from '@ujuzi/api';
import { Dialog, type SelectOption } from '@ujuzi/ui';
import { lazyPart } from '../../infra/kit/shared/lazy-part';

/** The form, with the form kit, in a chunk of its own: loaded when the dialog first opens (or preloaded). */
const FaqForm = lazyPart(() => import('./faq-form').then((module) => module.FaqForm), '30rem');
/** Starts loading the form's code (on hover or focus of a button that opens the dialog). */
export const preloadFaqForm = FaqForm.preload;

export interface FaqFormDialogProps {
  /** The FAQ to edit; null to create one. */
  faq: Faq | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly SelectOption[];
  /** Where a new FAQ goes in the order (after the last one). */
  nextOrder?: number;
}

export function FaqFormDialog({ faq, open, onOpenChange, categories, nextOrder = 0 }: FaqFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={faq ? 'Edit FAQ' : 'New FAQ'}
      description="Published FAQs show on the public FAQ page, in display order."
    >
      {open ? <FaqForm faq={faq} categories={categories} nextOrder={nextOrder} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

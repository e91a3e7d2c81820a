/** Takes the visitor to the newsletter signup form every public page has in its footer. */
import { Button } from '@ujuzi/ui';
import { ArrowDown } from 'lucide-react';

/** Moves to the footer's signup form and puts the cursor in its e-mail field. */
export function focusNewsletterForm(): void {
  const email = document.querySelector<HTMLInputElement>('footer form input[type="email"]');
  email?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  email?.focus({ preventScroll: true });
}

export function NewsletterFormLink({ children = 'Sign up for the newsletter' }: { children?: string }) {
  return (
    <Button variant="outline" endIcon={<ArrowDown size={16} />} onClick={focusNewsletterForm}>
      {children}
    </Button>
  );
}

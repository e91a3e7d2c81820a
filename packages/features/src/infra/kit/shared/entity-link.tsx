/**
 * A link to an entity's own screen, shown as a link only where the viewer may open that screen (the
 * route guard's own rule, canOpen); otherwise its name as plain text, so no link leads to /unauthorized.
 */
import { canOpen } from '@ujuzi/domain';
import { Link } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { useSession } from '../../session/session-context';

export interface EntityLinkProps {
  /** The entity's screen, built with the kit's `links` (`links.inquiries({ category: 3 })`), a query string allowed. */
  href: string;
  /** The entity's name as the screen shows it. */
  children: ReactNode;
  /** 'plain' (default) for names in tables and text; 'muted' for secondary mentions. */
  variant?: 'plain' | 'muted' | 'inline';
}

export function EntityLink({ href, children, variant = 'plain' }: EntityLinkProps) {
  const { user } = useSession();
  const path = href.split(/[?#]/)[0] ?? href;
  if (!canOpen(path, user)) return <>{children}</>;
  return (
    <Link href={href} variant={variant}>
      {children}
    </Link>
  );
}

/**
 * The public site's shell around public, guest and payment routes (client spec §2): header links,
 * Login and Get Started or Dashboard and Logout, the footer with its newsletter signup.
 */
import { HydrationSlice, PublicLayout } from '@ujuzi/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/session-context';
import { NewsletterSignup } from './newsletter-signup';
import { useSiteInfo } from './site-info';
import { useSignOut } from './use-sign-out';

export function PublicShell() {
  const { status } = useSession();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  // The school's details as the office keeps them (Contact management), prefetched with every prerendered page.
  const site = useSiteInfo();
  // The frame hydrates in a task of its own, after the providers (its parts then one by one).
  return (
    <HydrationSlice>
      <PublicLayout
        currentPath={pathname}
        loggedIn={status === 'authenticated'}
        onLogout={() => void signOut()}
        site={site}
        newsletter={<NewsletterSignup />}
      >
        <Outlet />
      </PublicLayout>
    </HydrationSlice>
  );
}

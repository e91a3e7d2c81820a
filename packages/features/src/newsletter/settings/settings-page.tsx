/**
 * /dashboard/newsletter/settings (admins): how newsletters are sent (sender, pace), how subscriptions
 * work (double opt-in, welcome e-mail, defaults) and tracking and footer, in one form.
 */
import { Box } from '@chakra-ui/react';
import type { NewsletterSettings } from '@ujuzi/api';
import { useGetNewsletterSettings } from '@ujuzi/api/hooks';
import { Link } from '@ujuzi/ui';
import { DetailPage, lazyPart, links } from '../../infra/kit';
import { AudienceHeader } from '../subscribers/audience';

const SettingsForm = lazyPart(() => import('./settings-form').then((module) => module.SettingsForm), '48rem');

export function NewsletterSettingsPage() {
  const query = useGetNewsletterSettings();
  return (
    <DetailPage<NewsletterSettings>
      query={query}
      noun="newsletter settings"
      notFoundAction={<Link href={links.newsletter()}>Back to the newsletter</Link>}
      header={() => (
        <AudienceHeader
          title="Newsletter settings"
          current={links.newsletterSettings()}
          description="The sender, how people subscribe, tracking and the footer of every newsletter."
        />
      )}
      summary={(settings) => (
        <Box maxW="4xl">
          <SettingsForm settings={settings} />
        </Box>
      )}
    />
  );
}

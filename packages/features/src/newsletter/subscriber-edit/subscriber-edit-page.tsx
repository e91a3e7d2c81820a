/**
 * /dashboard/newsletter/subscribers/edit/:id (admins): edit a subscriber's address, name, status,
 * frequency, source and categories; saving opens the subscriber's page.
 */
import { Box } from '@chakra-ui/react';
import type { NewsletterSubscriber } from '@ujuzi/api';
import { useGetNewsletterSubscriber } from '@ujuzi/api/hooks';
import { getNewsletterSubscriberPath } from '@ujuzi/api/path-params';
import { Card, Link } from '@ujuzi/ui';
import { DetailPage, lazyPart, links, useRouteParams } from '../../infra/kit';
import { AudienceHeader, SUBSCRIBERS_CRUMB } from '../subscribers/audience';

const SubscriberForm = lazyPart(() => import('./subscriber-form').then((module) => module.SubscriberForm), '30rem');

export function SubscriberEditPage() {
  const { id } = useRouteParams(getNewsletterSubscriberPath);
  const query = useGetNewsletterSubscriber(id);
  return (
    <DetailPage<NewsletterSubscriber>
      query={query}
      noun="subscriber"
      notFoundAction={<Link href={links.subscribers()}>Back to subscribers</Link>}
      header={(subscriber) => (
        <AudienceHeader
          title="Edit subscriber"
          trail={[SUBSCRIBERS_CRUMB, ...(subscriber ? [{ label: subscriber.email, href: links.subscriber(subscriber.id) }] : [])]}
          current={links.subscribers()}
        />
      )}
      summary={(subscriber) => (
        <Box maxW="3xl">
          <Card>
            <SubscriberForm subscriber={subscriber} />
          </Card>
        </Box>
      )}
    />
  );
}

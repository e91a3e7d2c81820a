/**
 * /dashboard/newsletter/subscribers/edit/:id (admins): edit a subscriber's address, name, status,
 * frequency, source and categories; saving opens the subscriber's page.
 */
import { Box } from '@chakra-ui/react';
import type { NewsletterSubscriber } from '@ujuzi/api';
import { useGetNewsletterSubscriber } from '@ujuzi/api/hooks';
import { Card, Link } from '@ujuzi/ui';
import { useParams } from 'react-router-dom';
import { DetailPage, lazyPart } from '../../kit';
import { AudienceHeader, SUBSCRIBERS_CRUMB, SUBSCRIBERS_HREF, subscriberHref } from '../subscribers/audience';

const SubscriberForm = lazyPart(() => import('./subscriber-form').then((module) => module.SubscriberForm), '30rem');

export function SubscriberEditPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetNewsletterSubscriber(id, { query: { enabled: valid } });
  const detailQuery = valid ? query : { ...query, isPending: false, isError: true, error: { status: 404 }, data: undefined };
  return (
    <DetailPage<NewsletterSubscriber>
      query={detailQuery}
      noun="subscriber"
      notFoundAction={<Link href={SUBSCRIBERS_HREF}>Back to subscribers</Link>}
      header={(subscriber) => (
        <AudienceHeader
          title="Edit subscriber"
          trail={[SUBSCRIBERS_CRUMB, ...(subscriber ? [{ label: subscriber.email, href: subscriberHref(subscriber.id) }] : [])]}
          current={SUBSCRIBERS_HREF}
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

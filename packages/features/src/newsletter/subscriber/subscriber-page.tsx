/**
 * /dashboard/newsletter/subscribers/:id (staff): one subscriber — status, confirmation, frequency, the
 * categories they follow (each opening the list filtered by it), their engagement and the history of
 * their subscription. Admins confirm a pending address, unsubscribe or resubscribe it, edit it and
 * delete it (after a confirmation naming the address).
 */
import { Stack, Text } from '@chakra-ui/react';
import type { NewsletterSubscriber, NewsletterSubscriberStatus } from '@ujuzi/api';
import {
  getGetNewsletterSubscriberQueryKey,
  getListNewsletterSubscribersQueryKey,
  useDeleteNewsletterSubscriber,
  useGetNewsletterSubscriber,
  useListNewsletterCategories,
  usePartialUpdateNewsletterSubscriber,
} from '@ujuzi/api/hooks';
import { getNewsletterSubscriberPath } from '@ujuzi/api/path-params';
import { formatDateTime } from '@ujuzi/domain';
import { Badge, ButtonLink, Card, Link } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { ActionButton, DetailField, DetailFields, DetailPage, useEntityAction, links, useRouteParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  AudienceHeader,
  FREQUENCY_LABELS,
  SUBSCRIBERS_CRUMB,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUS_TONES,
  isManager,
} from '../subscribers/audience';

/** The status actions each state allows (service spec §4: confirm, unsubscribe, resubscribe). */
const ACTIONS: Readonly<
  Record<NewsletterSubscriberStatus, readonly { to: NewsletterSubscriberStatus; label: string; message: string }[]>
> = {
  pending: [
    { to: 'active', label: 'Confirm', message: 'They are confirmed without the e-mail link and start receiving newsletters.' },
    { to: 'unsubscribed', label: 'Unsubscribe', message: 'They stop receiving newsletters.' },
  ],
  active: [{ to: 'unsubscribed', label: 'Unsubscribe', message: 'They stop receiving newsletters.' }],
  unsubscribed: [{ to: 'active', label: 'Resubscribe', message: 'They receive newsletters again.' }],
  bounced: [{ to: 'active', label: 'Resubscribe', message: 'Mail is sent to this address again.' }],
};

const DONE: Readonly<Record<string, string>> = {
  Confirm: 'Subscriber confirmed',
  Unsubscribe: 'Subscriber unsubscribed',
  Resubscribe: 'Subscriber resubscribed',
};

const when = (value: string | null | undefined): string => (value ? formatDateTime(value) : '—');

function History({ subscriber }: { subscriber: NewsletterSubscriber }) {
  const events = [
    { at: subscriber.created_at, text: `Subscribed (source: ${subscriber.source})` },
    subscriber.confirmed_at ? { at: subscriber.confirmed_at, text: 'Confirmed the subscription' } : null,
    subscriber.last_opened_at ? { at: subscriber.last_opened_at, text: 'Last opened a newsletter' } : null,
    subscriber.unsubscribed_at
      ? {
          at: subscriber.unsubscribed_at,
          text: `Unsubscribed${subscriber.unsubscribe_reason ? `: “${subscriber.unsubscribe_reason}”` : ''}`,
        }
      : null,
    { at: subscriber.updated_at, text: 'Last changed' },
  ]
    .filter((event): event is { at: string; text: string } => event !== null)
    .sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Stack as="ol" listStyleType="none" gap="0">
      {events.map((event) => (
        <Stack as="li" key={`${event.text}-${event.at}`} gap="0" py="2" borderBottomWidth="1px">
          <Text>{event.text}</Text>
          <Text textStyle="sm" color="fg.muted">
            {formatDateTime(event.at)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

export function SubscriberPage() {
  const { id } = useRouteParams(getNewsletterSubscriberPath);
  const { user } = useSession();
  const manager = isManager(user?.user_type);
  const navigate = useNavigate();
  const query = useGetNewsletterSubscriber(id);
  const categories = useListNewsletterCategories({ page_size: 100 });
  const names = new Map((categories.data?.results ?? []).map((category) => [category.id, category.name]));
  const update = usePartialUpdateNewsletterSubscriber();
  const change = useEntityAction<NewsletterSubscriber, { to: NewsletterSubscriberStatus; label: string }>({
    queryKey: getGetNewsletterSubscriberQueryKey(id),
    call: ({ to }) => update.mutateAsync({ id, data: { status: to } }),
    success: ({ label }) => DONE[label] ?? 'Subscriber changed',
    failure: 'Could not change the subscriber',
    invalidate: [getListNewsletterSubscribersQueryKey()],
  });
  const remove = useDeleteNewsletterSubscriber();
  const deletion = useEntityAction<NewsletterSubscriber, string>({
    queryKey: ['newsletter-subscriber-delete', id],
    call: () => remove.mutateAsync({ id }),
    success: (email) => ({ title: 'Subscriber deleted', description: email }),
    failure: 'Could not delete the subscriber',
    invalidate: [getListNewsletterSubscribersQueryKey()],
  });

  const actions = (subscriber: NewsletterSubscriber) =>
    manager ? (
      <>
        {ACTIONS[subscriber.status].map((action) => (
          <ActionButton
            key={action.label}
            label={action.label}
            variant="outline"
            confirm={{ title: `${action.label} ${subscriber.email}?`, message: action.message }}
            onRun={() => change.run(action)}
            pending={change.pending}
          />
        ))}
        <ButtonLink href={links.subscriberEdit(subscriber.id)}>Edit</ButtonLink>
        <ActionButton
          label="Delete"
          destructive
          confirm={{
            title: `Delete ${subscriber.email}?`,
            message: 'The address and its send history are removed. This cannot be undone.',
            confirmLabel: 'Delete subscriber',
          }}
          onRun={async () => {
            const deleted = await deletion.run(subscriber.email);
            if (deleted) void navigate(links.subscribers());
          }}
          pending={deletion.pending}
        />
      </>
    ) : undefined;

  return (
    <DetailPage
      query={query}
      noun="subscriber"
      notFoundAction={<Link href={links.subscribers()}>Back to subscribers</Link>}
      header={(subscriber) => (
        <AudienceHeader
          title={subscriber ? subscriber.email : 'Subscriber'}
          trail={[SUBSCRIBERS_CRUMB]}
          current={links.subscribers()}
          description={
            subscriber ? (
              <Badge tone={SUBSCRIBER_STATUS_TONES[subscriber.status]}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Badge>
            ) : undefined
          }
          actions={subscriber ? actions(subscriber) : undefined}
        />
      )}
      summary={(subscriber) => (
        <Stack gap="5" maxW="5xl">
          <Card title="Subscription" headingLevel={2}>
            <DetailFields>
              <DetailField label="Name">{subscriber.full_name?.trim() || '—'}</DetailField>
              <DetailField label="Status">{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</DetailField>
              <DetailField label="Frequency">{FREQUENCY_LABELS[subscriber.frequency]}</DetailField>
              <DetailField label="Source">{subscriber.source}</DetailField>
              <DetailField label="Confirmed">
                {subscriber.confirmed_at ? formatDateTime(subscriber.confirmed_at) : 'Not confirmed yet'}
              </DetailField>
              <DetailField label="Unsubscribed">{when(subscriber.unsubscribed_at)}</DetailField>
              <DetailField label="Account">{subscriber.user ? 'Has a Ujuzi account' : 'No account'}</DetailField>
              <DetailField label="Subscribed">{formatDateTime(subscriber.created_at)}</DetailField>
            </DetailFields>
          </Card>
          <Card title="Categories" headingLevel={2}>
            {subscriber.categories.length === 0 ? (
              <Text>Follows every category.</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="1">
                {subscriber.categories.map((category) => (
                  <li key={category}>
                    <Link href={links.subscribers({ category: category })}>{names.get(category) ?? `Category ${category}`}</Link>
                  </li>
                ))}
              </Stack>
            )}
          </Card>
          <Card title="Engagement" headingLevel={2}>
            <DetailFields compact>
              <DetailField label="Newsletters received">{subscriber.emails_received ?? 0}</DetailField>
              <DetailField label="Opens">{subscriber.open_count ?? 0}</DetailField>
              <DetailField label="Clicks">{subscriber.click_count ?? 0}</DetailField>
              <DetailField label="Last opened">{when(subscriber.last_opened_at)}</DetailField>
            </DetailFields>
          </Card>
          <Card title="History" headingLevel={2}>
            <History subscriber={subscriber} />
          </Card>
        </Stack>
      )}
    />
  );
}

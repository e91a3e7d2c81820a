/**
 * The learner's payment notices (payments/notifications): installment reminders, confirmations,
 * failures, the trial ending. The newest show on the payments index and the notifications page; those
 * not yet opened are marked opened once shown (mark-opened), and following one marks it clicked
 * (mark-clicked) before opening its action_url.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentNotification } from '@ujuzi/api';
import { markPaymentNotificationClicked, markPaymentNotificationOpened, useListPaymentNotifications } from '@ujuzi/api/hooks';
import { Badge, Card, ErrorState, Link, LoadingDots, RelativeTime } from '@ujuzi/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../details/use-entity-action';

export const PAYMENT_NOTICES_PARAMS = { page_size: 5 } as const;

function Notice({ notice }: { notice: PaymentNotification }) {
  const navigate = useNavigate();
  const follow = (href: string) => {
    // The click is recorded first; the notice's page opens whatever that call answers.
    void markPaymentNotificationClicked(notice.id)
      .catch(() => undefined)
      .finally(() => void navigate(href));
  };
  return (
    <Stack as="li" gap="0.5" borderBottomWidth="1px" pb="2">
      <HStack gap="2" wrap="wrap">
        {notice.action_url ? (
          <Link
            href={notice.action_url}
            onClick={(event) => {
              event.preventDefault();
              follow(notice.action_url ?? '');
            }}
          >
            {notice.title}
          </Link>
        ) : (
          <Text fontWeight="medium">{notice.title}</Text>
        )}
        {notice.is_opened ? null : <Badge tone="info">New</Badge>}
      </HStack>
      <Text textStyle="sm">{notice.message}</Text>
      <Text textStyle="xs" color="fg.muted">
        <RelativeTime value={notice.created_at} />
      </Text>
    </Stack>
  );
}

/** The header bell's count of unopened notices (its other payment queries are left as they are). */
const isUnopenedCountQuery = (key: readonly unknown[]) =>
  key[0] === '/payments/notifications/' &&
  typeof key[1] === 'object' &&
  key[1] !== null &&
  (key[1] as { is_opened?: unknown }).is_opened === false;

export function PaymentNotices() {
  const queryClient = useQueryClient();
  const list = useListPaymentNotifications(PAYMENT_NOTICES_PARAMS);
  const marked = useRef(new Set<number>());
  const notices = list.data?.results;
  useEffect(() => {
    for (const notice of notices ?? []) {
      if (notice.is_opened || marked.current.has(notice.id)) continue;
      marked.current.add(notice.id);
      void markPaymentNotificationOpened(notice.id)
        // The bell's badge counts unopened notices: it drops at once, not at its next 30 s refresh.
        .then(() => queryClient.invalidateQueries({ predicate: (query) => isUnopenedCountQuery(query.queryKey) }))
        .catch(() => marked.current.delete(notice.id));
    }
  }, [notices, queryClient]);
  return (
    <Card title="Payment notices" headingLevel={2}>
      {list.isPending ? (
        <HStack gap="3" role="status">
          <LoadingDots />
          <Text>Loading your notices…</Text>
        </HStack>
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} size="sm" />
      ) : list.data.results.length === 0 ? (
        <Text color="fg.muted">No notices yet. Reminders before an installment is due show here.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Payment notices">
          {list.data.results.map((notice) => (
            <Notice key={notice.id} notice={notice} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

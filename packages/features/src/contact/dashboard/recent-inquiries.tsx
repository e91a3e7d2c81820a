import { HStack, Stack } from '@chakra-ui/react';
import type { InquirySummary } from '@ujuzi/api';
import { Badge, Card, Link, RelativeTime } from '@ujuzi/ui';
import { links } from '../../infra/kit/links';
import { INQUIRY_PRIORITY_LABELS, INQUIRY_PRIORITY_TONES, INQUIRY_STATUS_LABELS, INQUIRY_STATUS_TONES } from '../shared';

/** The latest inquiries, each linking to its page, with its status and priority. */
export function RecentInquiries({ inquiries }: { inquiries: readonly InquirySummary[] }) {
  return (
    <Card
      title="Recent inquiries"
      headingLevel={2}
      fullHeight
      actions={
        <Link href={links.inquiries()} variant="plain">
          All inquiries
        </Link>
      }
    >
      <Stack as="ul" listStyle="none" gap="0">
        {inquiries.slice(0, 6).map((inquiry) => (
          <Stack as="li" key={inquiry.id} gap="1" py="2.5" borderBottomWidth="1px" borderColor="border.muted">
            <HStack justify="space-between" align="flex-start" gap="3">
              <Link href={links.inquiry(inquiry.id)} variant="plain">
                {inquiry.subject}
              </Link>
              <Badge size="sm" tone={INQUIRY_STATUS_TONES[inquiry.status]}>
                {INQUIRY_STATUS_LABELS[inquiry.status]}
              </Badge>
            </HStack>
            <HStack gap="2" wrap="wrap" textStyle="xs" color="fg.muted">
              <span>{inquiry.name}</span>
              <span aria-hidden="true">·</span>
              <span>{inquiry.reference_number}</span>
              {inquiry.category_name ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{inquiry.category_name}</span>
                </>
              ) : null}
              <span aria-hidden="true">·</span>
              <RelativeTime value={inquiry.created_at} />
              {inquiry.priority === 'urgent' || inquiry.priority === 'high' ? (
                <Badge size="xs" tone={INQUIRY_PRIORITY_TONES[inquiry.priority]}>
                  {INQUIRY_PRIORITY_LABELS[inquiry.priority]}
                </Badge>
              ) : null}
            </HStack>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** FAQs and categories at a glance; the response target is admins' (contact settings), so only they see it. */

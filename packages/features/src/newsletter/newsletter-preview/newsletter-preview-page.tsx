/**
 * /dashboard/newsletter/newsletters/:id/preview (admin, super_admin, teacher): the campaign as a reader
 * gets it — rendered in its template by the service with sample subscriber data — sanitised and shown in
 * a frame-like panel at phone or desktop width, with its subject and preview line. Managers edit an
 * editable one or duplicate any from here; sent ones link to their statistics.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Newsletter } from '@ujuzi/api';
import { useDuplicateNewsletter, useGetNewsletter, usePreviewNewsletter } from '@ujuzi/api/hooks';
import { getNewsletterPath } from '@ujuzi/api/path-params';
import { formatDateTime } from '@ujuzi/domain';
import { Badge, Button, ButtonLink, Link, SafeHtml, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  QueryState,
  errorMessage,
  links,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  NEWSLETTERS_CRUMB,
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_STATUS_TONES,
  NewsletterHeader,
  isNewsletterManager,
  EDITABLE_STATUSES,
} from '../shared';

/** The body of a whole HTML document (the service renders one); the sanitiser keeps what is safe of it. */
export const documentBody = (html: string): string => /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;

const WIDTHS = { phone: '360px', desktop: '100%' } as const;

function Frame({ id }: { id: number }) {
  // The service renders an HTML document; the contract marks it so, and the HTTP core reads it as text.
  const preview = usePreviewNewsletter(id);
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  return (
    <Stack gap="3">
      <HStack gap="2" role="group" aria-label="Preview width">
        {(['phone', 'desktop'] as const).map((choice) => (
          <Button
            key={choice}
            size="sm"
            variant={width === choice ? 'solid' : 'outline'}
            aria-pressed={width === choice}
            onClick={() => setWidth(choice)}
          >
            {choice === 'phone' ? 'Phone' : 'Desktop'}
          </Button>
        ))}
      </HStack>
      <Box
        role="region"
        aria-label="Email preview"
        borderWidth="1px"
        borderRadius="l3"
        bg="bg.subtle"
        p={{ base: '2', md: '4' }}
        overflowX="auto"
      >
        <Box
          data-width={width}
          maxW={WIDTHS[width]}
          mx="auto"
          bg="white"
          color="gray.900"
          borderWidth="1px"
          borderRadius="l2"
          p="4"
          minH="20rem"
          transition="max-width 0.2s"
        >
          <QueryState query={preview} noun="the preview" loadingLines={8}>
            {(html) => <SafeHtml html={documentBody(html)} />}
          </QueryState>
        </Box>
      </Box>
    </Stack>
  );
}

function Actions({ newsletter }: { newsletter: Newsletter }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const duplicate = useDuplicateNewsletter();
  const manager = isNewsletterManager(user?.user_type);
  return (
    <HStack gap="3" wrap="wrap">
      {manager && EDITABLE_STATUSES.has(newsletter.status) ? (
        <ButtonLink href={links.newsletterEdit(newsletter.id)}>Edit</ButtonLink>
      ) : null}
      {newsletter.status === 'sent' || newsletter.status === 'sending' ? (
        <ButtonLink href={links.newsletterStatistics(newsletter.id)} variant="outline">
          Statistics
        </ButtonLink>
      ) : null}
      {manager ? (
        <ActionButton
          label="Duplicate"
          pending={duplicate.isPending}
          confirm={{ title: `Duplicate ${newsletter.title}?`, message: 'The copy is a new draft you can change and send.' }}
          onRun={async () => {
            try {
              const copy = await duplicate.mutateAsync({ id: newsletter.id });
              toast.success('Newsletter duplicated', copy.title);
              void navigate(links.newsletterEdit(copy.id));
            } catch (failure) {
              toast.error('Could not duplicate the newsletter', errorMessage(failure));
            }
          }}
        />
      ) : null}
    </HStack>
  );
}

export function NewsletterPreviewPage() {
  const { id } = useRouteParams(getNewsletterPath);
  const query = useGetNewsletter(id);
  return (
    <DetailPage
      query={query}
      noun="newsletter"
      notFoundAction={<Link href={links.newsletters()}>Back to the newsletters</Link>}
      header={(found) => (
        <NewsletterHeader
          title={found ? `Preview: ${found.title}` : 'Preview'}
          current={links.newsletters()}
          trail={[NEWSLETTERS_CRUMB]}
          actions={found ? <Actions newsletter={found} /> : null}
        />
      )}
      summary={(found) => (
        <Stack gap="5">
          <DetailFields>
            <DetailField label="Status">
              <Badge tone={NEWSLETTER_STATUS_TONES[found.status]}>{NEWSLETTER_STATUS_LABELS[found.status]}</Badge>
            </DetailField>
            <DetailField label="Subject">{found.subject}</DetailField>
            <DetailField label="Preview text">
              {found.preview_text || (
                <Text as="span" color="fg.muted">
                  None
                </Text>
              )}
            </DetailField>
            <DetailField label="Recipients">{found.recipients_count ?? 0}</DetailField>
            {found.sent_at ? <DetailField label="Sent">{formatDateTime(found.sent_at)}</DetailField> : null}
            {found.status === 'scheduled' && found.scheduled_at ? (
              <DetailField label="Scheduled for">{formatDateTime(found.scheduled_at)}</DetailField>
            ) : null}
          </DetailFields>
          <Frame id={found.id} />
        </Stack>
      )}
    />
  );
}

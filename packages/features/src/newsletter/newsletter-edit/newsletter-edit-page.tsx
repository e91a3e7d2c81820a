/**
 * /dashboard/newsletter/newsletters/new and /edit/:id (admin, super_admin): the campaign editor. A new
 * campaign is saved as a draft; a draft (or a cancelled or failed one) is changed here, tested, scheduled
 * or sent. A scheduled one can only have its schedule cancelled; a sending or sent one is read-only and
 * links to its preview and statistics.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Newsletter } from '@ujuzi/api';
import { useCreateNewsletter, useGetNewsletter, useGetNewsletterSettings, usePartialUpdateNewsletter } from '@ujuzi/api/hooks';
import { getNewsletterPath } from '@ujuzi/api/path-params';
import { Badge, Link, toast } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { DetailPage, lazyPart, links, useRouteParams } from '../../infra/kit';
import {
  NEWSLETTERS_CRUMB,
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_STATUS_TONES,
  NewsletterHeader,
  EDITABLE_STATUSES,
} from '../shared';
import { ApprovalPanel, approvalBlock } from './approval-panel';
import { ScheduledNote, SendPanel } from './send-panel';

const NewsletterForm = lazyPart(() => import('./newsletter-form').then((m) => m.NewsletterForm), '48rem');

export function NewNewsletterPage() {
  const navigate = useNavigate();
  const create = useCreateNewsletter();
  return (
    <Stack maxW="3xl" gap="6">
      <NewsletterHeader
        title="New newsletter"
        current={links.newsletters()}
        trail={[NEWSLETTERS_CRUMB]}
        description="It is saved as a draft; test, schedule or send it next."
      />
      <NewsletterForm
        submitLabel="Save draft"
        send={(data) => create.mutateAsync({ data })}
        onSaved={(saved) => {
          toast.success('Draft saved', saved.title);
          void navigate(links.newsletterEdit(saved.id), { replace: true });
        }}
        onCancel={() => navigate(links.newsletters())}
      />
    </Stack>
  );
}

function Editor({ newsletter }: { newsletter: Newsletter }) {
  const navigate = useNavigate();
  const update = usePartialUpdateNewsletter();
  // Until the settings load, sending stays possible: the server refuses it when approval is missing.
  const settings = useGetNewsletterSettings();
  const required = settings.data?.require_approval ?? false;
  if (newsletter.status === 'scheduled') return <ScheduledNote newsletter={newsletter} />;
  if (!EDITABLE_STATUSES.has(newsletter.status))
    return (
      <Stack gap="2" role="note">
        <Text>
          This newsletter is {NEWSLETTER_STATUS_LABELS[newsletter.status].toLowerCase()} and can no longer be changed. Duplicate
          it from the preview to send it again.
        </Text>
        <HStack gap="4" wrap="wrap">
          <Link href={links.newsletterPreview(newsletter.id)}>Preview</Link>
          <Link href={links.newsletterStatistics(newsletter.id)}>Statistics</Link>
        </HStack>
      </Stack>
    );
  return (
    <Stack gap="6">
      <ApprovalPanel newsletter={newsletter} required={required} />
      <NewsletterForm
        key={newsletter.updated_at}
        newsletter={newsletter}
        submitLabel="Save changes"
        send={(data) => update.mutateAsync({ id: newsletter.id, data })}
        onSaved={(saved) => toast.success('Newsletter saved', saved.title)}
        onCancel={() => navigate(links.newsletters())}
      />
      <SendPanel newsletter={newsletter} blocked={approvalBlock(newsletter, required)} />
    </Stack>
  );
}

export function EditNewsletterPage() {
  const { id } = useRouteParams(getNewsletterPath);
  const query = useGetNewsletter(id);
  return (
    <Stack maxW="3xl">
      <DetailPage
        query={{
          data: query.data,
          isPending: query.isPending,
          isError: query.isError,
          error: query.error,
          refetch: () => void query.refetch(),
        }}
        noun="newsletter"
        notFoundAction={<Link href={links.newsletters()}>Back to the newsletters</Link>}
        header={(found) => (
          <NewsletterHeader
            title={found ? `Edit ${found.title}` : 'Edit newsletter'}
            current={links.newsletters()}
            trail={[NEWSLETTERS_CRUMB]}
            description={
              found ? (
                <HStack as="span" gap="3" wrap="wrap">
                  <Badge tone={NEWSLETTER_STATUS_TONES[found.status]}>{NEWSLETTER_STATUS_LABELS[found.status]}</Badge>
                  <Link href={links.newsletterPreview(found.id)}>Preview</Link>
                </HStack>
              ) : undefined
            }
          />
        )}
        summary={(found) => <Editor newsletter={found} />}
      />
    </Stack>
  );
}

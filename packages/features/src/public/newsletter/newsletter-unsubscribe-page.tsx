/**
 * Newsletter unsubscribe (/newsletter/unsubscribe/:token), opened from a newsletter's footer: one
 * button, with an optional reason, then a clear answer (unsubscribed, already unsubscribed, or the
 * link is not valid), with a way straight back (resubscribe). Nothing happens on arrival, so link scanners in mail apps cannot unsubscribe anyone.
 * On the light form kit (the contract's unsubscribe rules; a public page loads no zod).
 */
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { NewsletterSubscriptionResult } from '@ujuzi/api';
import { unsubscribeFromNewsletterBody } from '@ujuzi/api/body-rules';
import { useResubscribeToNewsletter, useUnsubscribeFromNewsletter } from '@ujuzi/api/hooks';
import { unsubscribeFromNewsletterPath } from '@ujuzi/api/path-params';
import { Button, ButtonLink, Card, Link, RadioGroup, TextareaField } from '@ujuzi/ui';
import { CircleAlert, CircleCheck, MailX } from 'lucide-react';
import { useState } from 'react';
import { errorText, statusOf } from '../../infra/kit/shared/api-error';
import { PageContainer } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import { OutcomePanel } from './newsletter-confirm-page';
import { NEWSLETTER_PAGE_TEXTS, wasAlreadyDone } from './newsletter-outcome';
import { useRouteParams } from '../../infra/kit';
import { useLightForm } from '../../infra/kit/light-form';
import { NotFoundPage } from '../not-found/not-found-page';

const REASONS = [
  { value: 'too_frequent', label: 'The e-mails come too often' },
  { value: 'not_relevant', label: 'The content is not relevant to me' },
  { value: 'never_signed_up', label: 'I never signed up' },
  { value: 'other', label: 'Another reason' },
] as const;
type Reason = (typeof REASONS)[number]['value'];

/** Changed their mind at once: the same address back on the list (resubscribeToNewsletter), with the server's answer. */
function Resubscribe({ email }: { email: string }) {
  const resubscribe = useResubscribeToNewsletter();
  if (resubscribe.data) {
    return (
      <Text role="status" color="fg.success" maxW="md">
        {resubscribe.data.message}
      </Text>
    );
  }
  return (
    <Stack gap="2" align="center">
      {resubscribe.error ? (
        <Text role="alert" color="fg.error" maxW="md">
          {errorText(resubscribe.error)}
        </Text>
      ) : null}
      <Button
        variant="outline"
        loading={resubscribe.isPending}
        loadingText="Resubscribing…"
        onClick={() => resubscribe.mutate({ data: { email: email.trim().toLowerCase() } })}
      >
        Resubscribe {email}
      </Button>
    </Stack>
  );
}

export function NewsletterUnsubscribePage() {
  const { token } = useRouteParams(unsubscribeFromNewsletterPath, { notFound: <NotFoundPage /> });
  const [done, setDone] = useState<NewsletterSubscriptionResult | null>(null);
  const unsubscribe = useUnsubscribeFromNewsletter();
  const failure = unsubscribe.error;
  const invalid = failure && statusOf(failure) === 404;
  const form = useLightForm({
    rules: unsubscribeFromNewsletterBody,
    defaultValues: { reason: '' as Reason | '', feedback: '' },
    send: ({ reason, feedback }) =>
      unsubscribe.mutateAsync({
        token,
        data: { ...(reason ? { reason } : {}), ...(feedback.trim() ? { feedback: feedback.trim() } : {}) },
      }),
    onSuccess: setDone,
  });

  let body;
  if (done) {
    const already = wasAlreadyDone(done);
    body = (
      <OutcomePanel
        icon={<CircleCheck size={32} />}
        tone="success"
        title={already ? NEWSLETTER_PAGE_TEXTS.alreadyUnsubscribed : NEWSLETTER_PAGE_TEXTS.unsubscribed}
      >
        <Text color="fg.muted" maxW="md">
          {done.message} {done.email} will receive no more newsletters.
        </Text>
        <Text color="fg.muted" maxW="md">
          Changed your mind? Resubscribe now, or later from the form at the bottom of any page.
        </Text>
        <Resubscribe email={done.email} />
        <ButtonLink href="/">Go to the home page</ButtonLink>
      </OutcomePanel>
    );
  } else if (invalid) {
    body = (
      <OutcomePanel icon={<CircleAlert size={32} />} tone="warning" title={NEWSLETTER_PAGE_TEXTS.invalidUnsubscribe}>
        <Text color="fg.muted" maxW="md">
          {errorText(failure)} Use the link from your most recent newsletter, or <Link href="/contact">contact us</Link> and we
          will remove you.
        </Text>
      </OutcomePanel>
    );
  } else {
    body = (
      <Stack gap="6" py={{ base: '10', md: '14' }}>
        <Stack gap="3" align="center" textAlign="center">
          <Box aria-hidden="true" bg="bg.muted" color="fg.muted" borderRadius="full" p="4" display="inline-flex">
            <MailX size={32} />
          </Box>
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }}>
            {NEWSLETTER_PAGE_TEXTS.unsubscribeTitle}
          </Heading>
          <Text color="fg.muted" maxW="md">
            You will stop receiving our weekly newsletter. Account e-mails such as receipts and password resets are not affected.
          </Text>
        </Stack>
        <Card>
          <chakra.form onSubmit={(event) => void form.onSubmit(event)} noValidate aria-label="Unsubscribe">
            <Stack gap="5">
              {form.generalError ? (
                <Text role="alert" color="fg.error">
                  {form.generalError}
                </Text>
              ) : null}
              <RadioGroup
                label="Why are you leaving? (optional)"
                options={REASONS}
                value={form.values.reason}
                onChange={(value) => form.setValue('reason', value as Reason)}
              />
              <TextareaField
                {...form.field('feedback')}
                label="Anything else you want to tell us? (optional)"
                maxLength={unsubscribeFromNewsletterBody.feedback.maxLength}
                rows={3}
              />
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Button type="submit" variant="danger" loading={form.sending} loadingText="Unsubscribing…">
                  Unsubscribe
                </Button>
                <ButtonLink href="/" variant="ghost">
                  Keep me subscribed
                </ButtonLink>
              </Stack>
            </Stack>
          </chakra.form>
        </Card>
      </Stack>
    );
  }
  return (
    <PageContainer narrow>
      <PageMeta title="Unsubscribe" description="Unsubscribe from the Ujuzi newsletter." path="/newsletter/unsubscribe" noindex />
      {body}
    </PageContainer>
  );
}

/**
 * The footer's newsletter signup (client spec §4, §5, §8): idle → submitting → success | error, the
 * status clearing after 5 s; the button disabled while the email is empty or a submission runs. On the
 * light form kit: it is on every public page, which must not download zod.
 */
import { Box, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import type { NewsletterFrequency } from '@ujuzi/api';
import { subscribeToNewsletterBody } from '@ujuzi/api/body-rules';
import { useSubscribeToNewsletter } from '@ujuzi/api/hooks';
import { errorTextFromBody, ApiError } from '@ujuzi/api';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_STATUS_CLEAR_MS,
  newsletterEmailError,
  newsletterSubscribeError,
  newsletterSubscription,
} from '@ujuzi/domain';
import { Button, TextField, toast } from '@ujuzi/ui';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLightForm } from '../kit/light-form';
import { useDemoInbox } from '../routing/demo-accounts';

/** Mock mode only, so a public page on a real API never loads it. */
const DemoInbox = lazy(() => import('../../auth/demo-inbox').then((module) => ({ default: module.DemoInbox })));

const EMPTY = { email: '', first_name: '', last_name: '' };

export type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'error';

/** The text a failed subscribe shows: the spec's rules by status; a thrown (network) error the default. */
export function subscribeErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return newsletterSubscribeError(error.status, errorTextFromBody(error.body));
  return NEWSLETTER_MESSAGES.failed;
}

export function NewsletterSignup() {
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const [message, setMessage] = useState('');
  /** Mock mode: the confirmation mail of the last signup, kept after the status clears so its link can be opened. */
  const [demoMail, setDemoMail] = useState<{ to: string; since: Date } | null>(null);
  const subscribe = useSubscribeToNewsletter();
  const demoInbox = useDemoInbox();
  const form = useLightForm({
    rules: subscribeToNewsletterBody,
    check: ({ email }) => ({ email: newsletterEmailError(email) ?? undefined }),
    defaultValues: EMPTY,
    send: ({ email, first_name, last_name }) => {
      const payload = newsletterSubscription({ email, firstName: first_name, lastName: last_name });
      setDemoMail(null);
      const since = new Date();
      // The domain's frequency is the spec's constant 'weekly', one of the API's frequencies.
      return subscribe
        .mutateAsync({ data: { ...payload, frequency: payload.frequency as NewsletterFrequency } })
        .then(() => ({ to: payload.email, since }));
    },
    onSuccess: (mail) => {
      setStatus('success');
      if (demoInbox) setDemoMail(mail);
      setMessage(NEWSLETTER_MESSAGES.success);
      toast.success(NEWSLETTER_MESSAGES.success);
      form.reset();
    },
    onFailure: (error) => {
      const text = subscribeErrorText(error);
      setStatus('error');
      setMessage(text);
      toast.error(text);
    },
  });

  // §9: the status indicator clears after 5 s.
  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = window.setTimeout(() => setStatus('idle'), NEWSLETTER_STATUS_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const submitting = form.sending;
  const shown: NewsletterStatus = submitting ? 'submitting' : status;
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="3"
      onSubmit={(event) => void form.onSubmit(event)}
      noValidate
      aria-label="Newsletter signup"
    >
      <Text textStyle="sm" color="fg.muted">
        Course news, career tips and new articles, once a week.
      </Text>
      <TextField
        {...form.field('email')}
        label="Email address"
        // A text input (with the e-mail keyboard): an email input would silently drop spaces, and the
        // spec's own checks ('required', 'valid') should be the ones that speak.
        type="text"
        name="email"
        autoComplete="email"
        inputMode="email"
        size="sm"
      />
      <SimpleGrid columns={2} gap="2">
        <TextField
          {...form.field('first_name')}
          label="First name"
          name="first_name"
          autoComplete="given-name"
          size="sm"
          helpText="Optional"
        />
        <TextField
          {...form.field('last_name')}
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          size="sm"
          helpText="Optional"
        />
      </SimpleGrid>
      <Button
        type="submit"
        size="sm"
        loading={submitting}
        loadingText="Subscribing…"
        disabled={form.values.email === '' || submitting}
      >
        Subscribe
      </Button>
      <Box aria-live="polite" aria-atomic="true">
        {shown === 'success' ? (
          <StatusNote
            tone="success"
            title={NEWSLETTER_MESSAGES.successTitle}
            detail={NEWSLETTER_MESSAGES.successDetail}
            message={message}
          />
        ) : shown === 'error' ? (
          <StatusNote
            tone="error"
            title={NEWSLETTER_MESSAGES.errorTitle}
            detail={NEWSLETTER_MESSAGES.errorDetail}
            message={message}
          />
        ) : null}
      </Box>
      {demoMail ? (
        <Suspense fallback={null}>
          <DemoInbox to={demoMail.to} since={demoMail.since} />
        </Suspense>
      ) : null}
    </chakra.form>
  );
}

function StatusNote({
  tone,
  title,
  detail,
  message,
}: {
  tone: 'success' | 'error';
  title: string;
  detail: string;
  message: string;
}) {
  const palette = tone === 'success' ? 'success' : 'danger';
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      borderWidth="1px"
      borderColor={`${palette}.muted`}
      bg={`${palette}.subtle`}
      borderRadius="l2"
      p="3"
      textStyle="sm"
    >
      <Stack direction="row" gap="2" align="flex-start">
        <Box as="span" aria-hidden="true" color={`${palette}.fg`} pt="0.5" display="inline-flex">
          {tone === 'success' ? <CircleCheck size={16} /> : <CircleAlert size={16} />}
        </Box>
        <Stack gap="0.5">
          <Text fontWeight="semibold">{title}</Text>
          <Text>{message}</Text>
          <Text color="fg.muted">{detail}</Text>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * Newsletter confirmation (/newsletter/confirm/:token), opened from the e-mail: confirms on arrival and
 * says so, or says the link was already used, has expired (with a way to subscribe again) or is not valid.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getConfirmNewsletterSubscriptionByLinkQueryOptions } from '@ujuzi/api/hooks';
import { confirmNewsletterSubscriptionByLinkPath } from '@ujuzi/api/path-params';
import { NEWSLETTER_MESSAGES } from '@ujuzi/domain';
import { ButtonLink, ErrorState, SkeletonText } from '@ujuzi/ui';
import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorText, statusOf } from '../../infra/kit/shared/api-error';
import { NewsletterFormLink } from '../shared/newsletter-form-link';
import { PageContainer } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import { NEWSLETTER_PAGE_TEXTS, wasAlreadyDone } from './newsletter-outcome';
import { useRouteParams } from '../../infra/kit';
import { NotFoundPage } from '../not-found/not-found-page';

export function OutcomePanel({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'success' | 'warning' | 'danger' | 'info';
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="4"
      py={{ base: '10', md: '16' }}
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
    >
      <Box
        aria-hidden="true"
        colorPalette={tone}
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        borderRadius="full"
        p="4"
        display="inline-flex"
      >
        {icon}
      </Box>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function SubscribeAgain() {
  return (
    <Stack gap="3" align="center" pt="2">
      <Text color="fg.muted">
        Subscribe again with the form at the bottom of the page: we will send you a new confirmation link.
      </Text>
      <NewsletterFormLink>Subscribe again</NewsletterFormLink>
    </Stack>
  );
}

export function NewsletterConfirmPage() {
  const { token } = useRouteParams(confirmNewsletterSubscriptionByLinkPath, { notFound: <NotFoundPage /> });
  // The link confirms once; a second request would only answer "already confirmed", so nothing refetches.
  const confirm = useQuery(
    getConfirmNewsletterSubscriptionByLinkQueryOptions(token, {
      query: { retry: false, staleTime: Infinity, refetchOnMount: false },
    }),
  );
  let body: ReactNode;
  if (confirm.isPending) {
    body = (
      <Stack py="16" gap="4" align="center">
        <Heading as="h1" textStyle="2xl">
          {NEWSLETTER_PAGE_TEXTS.confirming}
        </Heading>
        <Box width="full" maxW="md">
          <SkeletonText lines={2} label={NEWSLETTER_PAGE_TEXTS.confirming} />
        </Box>
      </Stack>
    );
  } else if (confirm.isError) {
    const status = statusOf(confirm.error);
    if (status === 400 || status === 404) {
      body = (
        <OutcomePanel
          icon={<CircleAlert size={32} />}
          tone="warning"
          title={status === 400 ? NEWSLETTER_PAGE_TEXTS.expired : NEWSLETTER_PAGE_TEXTS.invalidConfirm}
        >
          <Text color="fg.muted" maxW="md">
            {errorText(confirm.error)}
          </Text>
          <SubscribeAgain />
        </OutcomePanel>
      );
    } else {
      body = (
        <Box py="12">
          <Heading as="h1" srOnly>
            Newsletter confirmation
          </Heading>
          <ErrorState
            title="Your subscription could not be confirmed"
            message={errorText(confirm.error)}
            onRetry={() => void confirm.refetch()}
            retrying={confirm.isRefetching}
            headingLevel="h2"
          />
        </Box>
      );
    }
  } else if (wasAlreadyDone(confirm.data)) {
    body = (
      <OutcomePanel icon={<MailCheck size={32} />} tone="info" title={NEWSLETTER_PAGE_TEXTS.alreadyConfirmed}>
        <Text color="fg.muted" maxW="md">
          {confirm.data.message} Newsletters go to {confirm.data.email}.
        </Text>
        <ButtonLink href="/courses">Browse courses</ButtonLink>
      </OutcomePanel>
    );
  } else {
    body = (
      <OutcomePanel icon={<CircleCheck size={32} />} tone="success" title={NEWSLETTER_PAGE_TEXTS.confirmed}>
        <Text fontWeight="semibold">{NEWSLETTER_MESSAGES.successTitle}</Text>
        <Text color="fg.muted" maxW="md">
          {confirm.data.message} Newsletters go to {confirm.data.email}.
        </Text>
        <ButtonLink href="/courses">Browse courses</ButtonLink>
      </OutcomePanel>
    );
  }
  return (
    <PageContainer narrow>
      <PageMeta
        title="Newsletter confirmation"
        description="Confirm your subscription to the Ujuzi newsletter."
        path="/newsletter/confirm"
        noindex
      />
      {body}
    </PageContainer>
  );
}

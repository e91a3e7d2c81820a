/**
 * The contact page: the school's public contact details (from the contact endpoints), the inquiry
 * form with its categories (→ contact submit, on the light form kit: the contract's rules as data, no zod
 * on a public page), and featured FAQs. A failed send keeps everything typed and shows the server's
 * field errors next to their fields.
 */
import { Box, Grid, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ContactPublicInfo, ContactSubmitResult } from '@ujuzi/api';
import { submitContactFormBody } from '@ujuzi/api/body-rules';
import { useSubmitContactForm } from '@ujuzi/api/hooks';
import { Button, Card, Link, Select, SkeletonText, TextField, TextareaField } from '@ujuzi/ui';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLightForm } from '../../infra/kit/light-form';
import { PageContainer, PageHeader } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import { QueryView } from '../shared/query-view';
import { INQUIRY_MESSAGES, inquiryPayload, MESSAGE_MAX_LENGTH, validateInquiry, type InquiryInput } from './inquiry-rules';
import { ContactDetails } from './contact-details';
import { contactInfoQuery, featuredFaqsQuery } from './queries';

const EMPTY: InquiryInput = { name: '', email: '', phone: '', category: '', subject: '', message: '' };

export function InquiryForm({ categories }: { categories: ContactPublicInfo['categories'] }) {
  const [sent, setSent] = useState<ContactSubmitResult | null>(null);
  const submit = useSubmitContactForm();
  const successRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const form = useLightForm({
    rules: submitContactFormBody,
    check: validateInquiry,
    defaultValues: EMPTY,
    send: (values) => submit.mutateAsync({ data: inquiryPayload(values) }),
    onSuccess: (result) => {
      setSent(result);
      form.reset();
      requestAnimationFrame(() => successRef.current?.focus());
    },
    failureNote: INQUIRY_MESSAGES.failed,
  });
  // A failure no field explains: the message above the button takes the focus.
  const { generalError, errors } = form;
  useEffect(() => {
    if (generalError && !Object.values(errors).some(Boolean)) errorRef.current?.focus();
  }, [generalError, errors]);

  if (sent) {
    return (
      <Stack ref={successRef} tabIndex={-1} role="status" gap="3" outline="none" align="flex-start">
        <HStack gap="2" color="fg.success">
          <CircleCheck size={22} aria-hidden="true" />
          <Heading as="h3" textStyle="lg">
            {INQUIRY_MESSAGES.sent}
          </Heading>
        </HStack>
        <Text>{sent.message}</Text>
        <Text>
          {sent.message.includes(sent.reference_number) ? (
            'Quote'
          ) : (
            <>
              Your reference number is <strong>{sent.reference_number}</strong>. Quote
            </>
          )}{' '}
          your reference number if you write to us again.
        </Text>
        <Button variant="outline" onClick={() => setSent(null)}>
          Send another message
        </Button>
      </Stack>
    );
  }

  const categoryOptions = [
    { value: '', label: 'General question' },
    ...[...categories]
      .sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0))
      .map((category) => ({ value: String(category.id), label: category.name })),
  ];

  return (
    <chakra.form onSubmit={(event) => void form.onSubmit(event)} noValidate aria-label="Contact form">
      <Stack gap="4">
        {form.generalError ? (
          <HStack
            ref={errorRef}
            tabIndex={-1}
            role="alert"
            gap="2"
            align="flex-start"
            bg="bg.error"
            color="fg.error"
            borderRadius="l2"
            p="3"
            outline="none"
          >
            <CircleAlert size={18} aria-hidden="true" />
            <Text>{form.generalError}</Text>
          </HStack>
        ) : null}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '1fr 1fr' }} gap="4">
          <TextField {...form.field('name')} label="Your name" name="name" autoComplete="name" />
          <TextField {...form.field('email')} label="E-mail" name="email" type="email" autoComplete="email" />
          <TextField
            {...form.field('phone')}
            label="Phone (optional)"
            name="phone"
            type="tel"
            autoComplete="tel"
            helpText="For example +254 712 345 678"
          />
          <Select {...form.field('category')} label="Topic" name="category" options={categoryOptions} />
        </Grid>
        <TextField
          {...form.field('subject')}
          label="Subject"
          name="subject"
          maxLength={submitContactFormBody.subject.maxLength}
        />
        <TextareaField
          {...form.field('message')}
          label="Message"
          name="message"
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          helpText="At least 10 characters."
        />
        <Box>
          <Button type="submit" loading={form.sending} loadingText="Sending…">
            Send message
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

function FeaturedFaqs() {
  const faqs = useQuery(featuredFaqsQuery());
  if (!faqs.data?.results.length) return null;
  return (
    <Card title="Quick answers" headingLevel={2} actions={<Link href="/faq">All FAQs</Link>}>
      <Stack as="dl" gap="4">
        {faqs.data.results.map((faq) => (
          <Box key={faq.id}>
            <Text as="dt" fontWeight="semibold">
              {faq.question}
            </Text>
            <Text as="dd" color="fg.muted" mt="1">
              {faq.answer}
            </Text>
          </Box>
        ))}
      </Stack>
    </Card>
  );
}

export function ContactPage() {
  const info = useQuery(contactInfoQuery());
  return (
    <>
      <PageMeta
        title="Contact us"
        description="Talk to Ujuzi about admissions, fees and M-Pesa payments, courses or partnerships: visit us in Nairobi, call, WhatsApp or send a message."
        path="/contact"
      />
      <PageHeader
        eyebrow="Contact"
        title="We are here to help"
        lead="Questions about a course, fees or your account? Send us a message and the right team will answer."
      />
      <PageContainer>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.4fr) minmax(0, 1fr)' }}
          gap={{ base: '8', lg: '10' }}
          py={{ base: '8', md: '12' }}
          alignItems="start"
        >
          <Stack gap="8" minW="0">
            <Card title="Send us a message" headingLevel={2} description="Fields marked * are required.">
              {info.isPending ? (
                <SkeletonText lines={6} label="Loading the form…" />
              ) : (
                // Without the categories the form still works: every message lands as a general question.
                <InquiryForm categories={info.data?.categories ?? []} />
              )}
            </Card>
            <FeaturedFaqs />
          </Stack>
          <chakra.section aria-labelledby="contact-details" minW="0">
            <Heading as="h2" id="contact-details" textStyle="xl" mb="4">
              Visit or call us
            </Heading>
            <QueryView
              query={info}
              loading={<SkeletonText lines={8} label="Loading contact details…" />}
              errorTitle="Contact details could not be loaded"
              headingLevel="h3"
            >
              {(data) => <ContactDetails info={data} />}
            </QueryView>
          </chakra.section>
        </Grid>
      </PageContainer>
    </>
  );
}

/**
 * The contact page: the school's public contact details (from the contact endpoints), the inquiry
 * form with its categories (→ contact submit), and featured FAQs. A failed send keeps everything typed
 * and shows the server's field errors next to their fields.
 */
import { Box, Grid, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, fieldErrorsFromBody, type ContactPublicInfo, type ContactSubmitResult } from '@ujuzi/api';
import { useSubmitContactForm } from '@ujuzi/api/hooks';
import { Button, Card, Link, Select, SkeletonText, TextField, TextareaField } from '@ujuzi/ui';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../infra/kit/shared/api-error';
import { PageContainer, PageHeader } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import { QueryView } from '../shared/query-view';
import {
  INQUIRY_MESSAGES,
  inquiryPayload,
  MESSAGE_MAX_LENGTH,
  validateInquiry,
  type InquiryErrors,
  type InquiryInput,
} from './inquiry-rules';
import { ContactDetails } from './contact-details';
import { contactInfoQuery, featuredFaqsQuery } from './queries';

const EMPTY: InquiryInput = { name: '', email: '', phone: '', category: '', subject: '', message: '' };
const FIELDS: (keyof InquiryInput)[] = ['name', 'email', 'phone', 'category', 'subject', 'message'];

export function InquiryForm({ categories }: { categories: ContactPublicInfo['categories'] }) {
  const [input, setInput] = useState<InquiryInput>(EMPTY);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<ContactSubmitResult | null>(null);
  const submit = useSubmitContactForm();
  const fieldRefs = useRef<Partial<Record<keyof InquiryInput, HTMLElement | null>>>({});
  const successRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  const set = (field: keyof InquiryInput) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const focusFirstError = (found: InquiryErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const found = validateInquiry(input);
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) {
      focusFirstError(found);
      return;
    }
    submit.mutate(
      { data: inquiryPayload(input) },
      {
        onSuccess: (result) => {
          setSent(result);
          setInput(EMPTY);
          requestAnimationFrame(() => successRef.current?.focus());
        },
        onError: (error) => {
          const fromServer = error instanceof ApiError ? (fieldErrorsFromBody(error.body) as InquiryErrors) : {};
          const known = Object.fromEntries(
            Object.entries(fromServer).filter(([field]) => FIELDS.includes(field as keyof InquiryInput)),
          );
          setErrors(known);
          setFormError(Object.keys(known).length ? INQUIRY_MESSAGES.failed : `${errorText(error)} ${INQUIRY_MESSAGES.failed}`);
          if (Object.keys(known).length) focusFirstError(known);
          else requestAnimationFrame(() => errorRef.current?.focus());
        },
      },
    );
  };

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
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Stack gap="4">
        {formError ? (
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
            <Text>{formError}</Text>
          </HStack>
        ) : null}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '1fr 1fr' }} gap="4">
          <TextField
            ref={(element) => void (fieldRefs.current.name = element)}
            label="Your name"
            name="name"
            autoComplete="name"
            required
            value={input.name}
            error={errors.name}
            onChange={(event) => set('name')(event.target.value)}
          />
          <TextField
            ref={(element) => void (fieldRefs.current.email = element)}
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={input.email}
            error={errors.email}
            onChange={(event) => set('email')(event.target.value)}
          />
          <TextField
            ref={(element) => void (fieldRefs.current.phone = element)}
            label="Phone (optional)"
            name="phone"
            type="tel"
            autoComplete="tel"
            helpText="For example +254 712 345 678"
            value={input.phone}
            error={errors.phone}
            onChange={(event) => set('phone')(event.target.value)}
          />
          <Select
            ref={(element) => void (fieldRefs.current.category = element)}
            label="Topic"
            name="category"
            options={categoryOptions}
            value={input.category}
            error={errors.category}
            onChange={set('category')}
          />
        </Grid>
        <TextField
          ref={(element) => void (fieldRefs.current.subject = element)}
          label="Subject"
          name="subject"
          required
          maxLength={200}
          value={input.subject}
          error={errors.subject}
          onChange={(event) => set('subject')(event.target.value)}
        />
        <TextareaField
          ref={(element) => void (fieldRefs.current.message = element)}
          label="Message"
          name="message"
          required
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          helpText="At least 10 characters."
          value={input.message}
          error={errors.message}
          onChange={(event) => set('message')(event.target.value)}
        />
        <Box>
          <Button type="submit" loading={submit.isPending} loadingText="Sending…">
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
        description="Talk to Ujuzi about admissions, fees and M-Pesa payments, courses or partnerships. Visit us in Kilimani or Westlands, Nairobi, call, WhatsApp or send a message."
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

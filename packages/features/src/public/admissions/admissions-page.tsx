/** Admissions: intakes, who can join, how to apply, fees and ways to pay, bursaries. */
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { ButtonLink, Card, Link } from '@ujuzi/ui';
import { PageHeader, PageSection, Prose } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';

const STEPS = [
  { title: 'Create your free account', text: 'Register with your e-mail or Google account. It takes two minutes.' },
  {
    title: 'Choose a course',
    text: 'Start a free course straight away, or pick a paid course and read its outline, projects and plans.',
  },
  {
    title: 'Enroll and choose how to pay',
    text: 'Pay in full or in instalments by M-Pesa, card or bank transfer. Many courses start with a free trial.',
  },
  {
    title: 'Start learning',
    text: 'Your dashboard shows your lessons, projects, deadlines and progress. Your mentor will say hello in the first week.',
  },
];

export function AdmissionsPage() {
  return (
    <>
      <PageMeta
        title="Admissions"
        description="How to join Ujuzi: intakes in January, May and September, entry requirements, how to apply, fees in KES, payment plans and bursaries."
        path="/admissions"
      />
      <PageHeader
        eyebrow="Admissions"
        title="Join the next intake"
        lead="Self-paced courses start any day. Mentored programmes start three times a year, in January, May and September."
        actions={
          <>
            <ButtonLink href="/register">Apply now: create an account</ButtonLink>
            <ButtonLink href="/courses" variant="outline">
              Browse courses
            </ButtonLink>
          </>
        }
      />
      <PageSection title="How to apply">
        <Grid
          as="ol"
          listStyleType="none"
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
          gap="5"
        >
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card fullHeight>
                <Stack gap="2">
                  <Box
                    aria-hidden="true"
                    bg="brand.solid"
                    color="brand.contrast"
                    borderRadius="full"
                    boxSize="8"
                    display="grid"
                    placeItems="center"
                    fontWeight="bold"
                  >
                    {index + 1}
                  </Box>
                  <Heading as="h3" textStyle="md">
                    <Text as="span" srOnly>
                      Step {index + 1}:{' '}
                    </Text>
                    {step.title}
                  </Heading>
                  <Text color="fg.muted" textStyle="sm">
                    {step.text}
                  </Text>
                </Stack>
              </Card>
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection title="Who can join" tinted>
        <Prose>
          <ul>
            <li>
              <strong>Beginner courses</strong> are open to anyone aged 16 or over who can use a smartphone or computer. No KCSE
              grade is required.
            </li>
            <li>
              <strong>Intermediate and advanced courses</strong> ask for a KCSE mean grade of C- or equivalent, or a short
              placement test that checks you are ready.
            </li>
            <li>
              <strong>Mentored programmes</strong> (the bootcamps) include a 20-minute video interview so we can match you with
              the right mentor and cohort.
            </li>
            <li>
              Learners under 18 need a parent or guardian to create or approve their account. Parents get their own dashboard to
              follow progress and payments.
            </li>
          </ul>
        </Prose>
      </PageSection>
      <PageSection title="Fees and ways to pay">
        <Prose>
          <p>
            Every course page shows its price in Kenya shillings (KES) and its payment plans: whether it can be paid in full or in
            instalments, how many, and what each plan costs in total. Many courses are free. Paid courses can be paid by M-Pesa
            (STK push to your phone), card, PayPal or bank transfer.
          </p>
          <p>
            You receive a receipt for every payment in your dashboard. If you change your mind, you can ask for a refund from your
            dashboard, as set out in our <Link href="/terms">terms of service</Link>.
          </p>
        </Prose>
      </PageSection>
      <PageSection title="Bursaries and scholarships" tinted>
        <Prose>
          <p>
            If the fees stand between you and a course, ask us about a bursary through the{' '}
            <Link href="/contact">contact form</Link> under “Admissions and enrolment” before the intake closes. We answer every
            request and tell you what support the course can offer.
          </p>
          <p>
            Questions? Read the <Link href="/faq">frequently asked questions</Link> or talk to our admissions team.
          </p>
        </Prose>
      </PageSection>
    </>
  );
}

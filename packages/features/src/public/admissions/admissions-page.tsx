/**
 * Admissions: how to apply, who can join, fees and ways to pay, bursaries. Every fact a visitor could act on
 * (levels, outlines, prices, plans) is on the course pages, from data; this page promises nothing they do not hold.
 */
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
    text: 'Pay in full, or in instalments where the course offers a plan, by M-Pesa, card or bank transfer.',
  },
  {
    title: 'Start learning',
    text: 'Your dashboard shows your lessons, projects, deadlines and progress, and your teachers are a message away.',
  },
];

export function AdmissionsPage() {
  return (
    <>
      <PageMeta
        title="Admissions"
        description="How to join Ujuzi: how to apply, who can join, fees in KES, payment plans and bursaries."
        path="/admissions"
      />
      <PageHeader
        eyebrow="Admissions"
        title="Join the next intake"
        lead="Create a free account, choose a course and start the day you enrol: its page shows its level, outline, projects, price and payment plans."
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
              <strong>Every course page</strong> says its level (beginner, intermediate or advanced) and shows its outline, so you
              can choose one that fits what you already know.
            </li>
            <li>
              <strong>Free courses</strong> need only an account: start one and see how we teach before you pay for anything.
            </li>
            <li>
              <strong>Parents and guardians</strong> get their own dashboard to follow their children's progress and payments, and
              can pay for them.
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

/** About Ujuzi: why the school exists, how it teaches, its figures and its campuses. */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink, Card, SkeletonText } from '@ujuzi/ui';
import { Briefcase, Code, Smartphone, Users } from 'lucide-react';
import { addressLine, siteInfoQuery, useSiteInfo } from '../../infra/shell/site-info';
import { catalogueStatsQuery } from '../home/queries';
import { PageHeader, PageSection, Prose } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';

const numberFormat = new Intl.NumberFormat('en-KE');

/** The school's places as the office keeps them in Contact management (title, address, opening hours). */
function Locations() {
  const { data } = useQuery(siteInfoQuery());
  const places = data?.locations.filter((place) => place.address || place.city) ?? [];
  if (places.length === 0) return <p>Our address, phones and opening hours are on the contact page.</p>;
  return (
    <ul>
      {places.map((place) => (
        <li key={place.id}>
          <strong>{place.title}</strong>: {addressLine(place)}
          {place.office_hours ? ` (${place.office_hours})` : ''}
        </li>
      ))}
    </ul>
  );
}

/** When the school began, as the office records it (core school information); nothing invented when it is not. */
function Founded() {
  const { data } = useQuery(siteInfoQuery());
  if (!data) return null;
  const since = data.established_year ? ` has taught since ${data.established_year}, and` : '';
  return (
    <p>
      {data.school_name}
      {since} teaches online: lessons, projects, assessments and certificates in one place, with the people who teach you a
      message away.
    </p>
  );
}

const PRINCIPLES = [
  {
    icon: <Code size={22} />,
    title: 'Learn by building',
    text: 'Courses end in projects you submit and have reviewed: work you can show an employer, not only a quiz score.',
  },
  {
    icon: <Users size={22} />,
    title: 'Reviewed by people',
    text: 'Your instructors grade your projects against a rubric you can read, with a comment on each criterion.',
  },
  {
    icon: <Smartphone size={22} />,
    title: 'Made for mobile data',
    text: 'Lessons are light enough for a phone on a slow connection, and your progress follows you from phone to laptop.',
  },
  {
    icon: <Briefcase size={22} />,
    title: 'Fees that fit',
    text: 'Prices in KES, paid by M-Pesa, card or bank transfer, in full or in instalments where a course offers a plan.',
  },
];

function Figures() {
  const stats = useQuery(catalogueStatsQuery());
  const { learnersCount } = useSiteInfo();
  if (stats.isPending) return <SkeletonText lines={2} label="Loading figures…" />;
  if (!stats.data) return null;
  const figures = [
    ...(learnersCount ? [{ label: 'Learners who trust us', value: learnersCount }] : []),
    { label: 'Courses', value: numberFormat.format(stats.data.total_courses) },
    { label: 'Instructors', value: numberFormat.format(stats.data.total_instructors) },
    { label: 'Certificates issued', value: numberFormat.format(stats.data.certificates_issued ?? 0) },
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
      {figures.map((figure) => (
        <Stack key={figure.label} gap="1" borderWidth="1px" borderColor="border" borderRadius="l3" p="4" bg="bg.panel">
          <Text as="dd" textStyle="2xl" fontWeight="bold" color="brand.fg" order={1}>
            {figure.value}
          </Text>
          <Text as="dt" textStyle="sm" color="fg.muted" order={2}>
            {figure.label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About us"
        description="Ujuzi is an online tech-skills school founded in Nairobi to help Kenyans learn software, data and design skills that lead to work."
        path="/about"
      />
      <PageHeader
        eyebrow="About us"
        title="Tech skills that open doors, from Nairobi to anywhere"
        lead="Ujuzi means “skill” in Kiswahili. We are an online school that teaches the practical skills employers in Kenya and across Africa hire for."
        actions={
          <>
            <ButtonLink href="/courses">Explore our courses</ButtonLink>
            <ButtonLink href="/admissions" variant="outline">
              How admissions work
            </ButtonLink>
          </>
        }
      />
      <PageSection title="Our story">
        <Prose>
          <Founded />
          <p>
            Our learners are students, career changers, civil servants and entrepreneurs in every county. Many study in the
            evening after work, on a phone, with mobile data they pay for themselves. We design every course around that reality.
          </p>
        </Prose>
      </PageSection>
      <PageSection title="How we teach" tinted>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
          {PRINCIPLES.map((principle) => (
            <li key={principle.title}>
              <Card fullHeight>
                <Stack gap="3">
                  <Box
                    aria-hidden="true"
                    bg="brand.subtle"
                    color="brand.fg"
                    borderRadius="l2"
                    p="2.5"
                    display="inline-flex"
                    alignSelf="flex-start"
                  >
                    {principle.icon}
                  </Box>
                  <Heading as="h3" textStyle="lg">
                    {principle.title}
                  </Heading>
                  <Text color="fg.muted">{principle.text}</Text>
                </Stack>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection title="Ujuzi in numbers">
        <Figures />
      </PageSection>
      <PageSection title="Where to find us" tinted>
        <Prose>
          <Locations />
        </Prose>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <ButtonLink href="/contact">Contact us</ButtonLink>
          <ButtonLink href="/articles" variant="outline">
            Read our articles
          </ButtonLink>
        </Stack>
      </PageSection>
    </>
  );
}

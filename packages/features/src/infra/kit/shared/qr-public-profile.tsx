/**
 * A public QR profile's content: who the learner is, their courses with progress and their
 * certificates (each linking to its verification), as far as the owner shares them. The public page
 * shows it under the learner's name as <h1>; the owner's dashboard preview one level down.
 */
import { Box, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { UserQrProfileData, UserType } from '@ujuzi/api';
import { formatDate } from '@ujuzi/domain';
import { Avatar, Badge, Card, Link, ProgressBar } from '@ujuzi/ui';
import { Calendar, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { links } from '../links';

const USER_TYPE_LABELS: Partial<Record<UserType, string>> = {
  student: 'Learner',
  teacher: 'Instructor',
  parent: 'Parent',
  admin: 'Staff',
  super_admin: 'Staff',
  staff: 'Staff',
};

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="2" color="fg.muted">
      <Box as="span" aria-hidden="true" display="inline-flex">
        {icon}
      </Box>
      <span>{children}</span>
    </HStack>
  );
}

const SOCIAL_LABELS = { github: 'GitHub', linkedin: 'LinkedIn', twitter: 'X (Twitter)', website: 'Website' } as const;

export interface QrPublicProfileProps {
  profile: UserQrProfileData;
  /** The level of the learner's name: 1 on the public page, 2 inside another page. */
  headingLevel?: 1 | 2;
}

export function QrPublicProfile({ profile, headingLevel = 1 }: QrPublicProfileProps) {
  const sectionLevel = headingLevel === 1 ? 2 : 3;
  const social = Object.entries(profile.social_links ?? {}).filter((entry): entry is [keyof typeof SOCIAL_LABELS, string] =>
    Boolean(entry[1]),
  );
  return (
    <Stack gap="6">
      <Card variant="elevated">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'flex-start', sm: 'center' }}>
          <Avatar name={profile.full_name} src={profile.profile_picture} size="2xl" decorative />
          <Stack gap="2">
            <HStack gap="2" wrap="wrap">
              <Heading as={`h${headingLevel}`} textStyle={{ base: '2xl', md: '3xl' }}>
                {profile.full_name}
              </Heading>
              <Badge tone="brand">{USER_TYPE_LABELS[profile.user_type] ?? 'Member'}</Badge>
            </HStack>
            {profile.bio ? <Text>{profile.bio}</Text> : null}
            <Stack as="ul" listStyleType="none" gap="1" textStyle="sm">
              {profile.location ? <Line icon={<MapPin size={16} />}>{profile.location}</Line> : null}
              {profile.member_since ? (
                <Line icon={<Calendar size={16} />}>Member since {formatDate(profile.member_since)}</Line>
              ) : null}
              {profile.email ? (
                <Line icon={<Mail size={16} />}>
                  <Link href={`mailto:${profile.email}`}>{profile.email}</Link>
                </Line>
              ) : null}
              {profile.phone_number ? (
                <Line icon={<Phone size={16} />}>
                  <Link href={`tel:${profile.phone_number.replace(/[^\d+]/g, '')}`}>{profile.phone_number}</Link>
                </Line>
              ) : null}
            </Stack>
            {social.length ? (
              <HStack as="ul" listStyleType="none" gap="4" wrap="wrap" aria-label="Profiles elsewhere">
                {social.map(([network, url]) => (
                  <li key={network}>
                    <Link href={url}>{SOCIAL_LABELS[network]}</Link>
                  </li>
                ))}
              </HStack>
            ) : null}
          </Stack>
        </Stack>
      </Card>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '1fr 1fr' }} gap="6" alignItems="start">
        <Card title="Courses" headingLevel={sectionLevel}>
          {profile.courses.length === 0 ? (
            <Text color="fg.muted">No courses to show.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="4">
              {profile.courses.map((entry) => (
                <Stack as="li" key={entry.course.id} gap="1.5">
                  <HStack justify="space-between" gap="2" align="flex-start">
                    <Link href={links.publicCourse(entry.course.slug)}>{entry.course.title}</Link>
                    {entry.is_completed ? <Badge tone="success">Completed</Badge> : null}
                  </HStack>
                  <ProgressBar
                    label={`Progress in ${entry.course.title}`}
                    hideLabel
                    value={entry.progress}
                    valueText={`${Math.round(entry.progress)}%`}
                    showValueText
                    size="sm"
                    tone={entry.is_completed ? 'success' : 'brand'}
                  />
                </Stack>
              ))}
            </Stack>
          )}
        </Card>
        <Card title="Certificates" headingLevel={sectionLevel}>
          {profile.certificates.length === 0 ? (
            <Text color="fg.muted">No certificates to show.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="3">
              {profile.certificates.map((certificate) => (
                <HStack as="li" key={certificate.id} justify="space-between" gap="3" wrap="wrap">
                  <Stack gap="0">
                    <Text fontWeight="medium">{certificate.certificate_number}</Text>
                    {certificate.issued_at ? (
                      <Text textStyle="sm" color="fg.muted">
                        Issued {formatDate(certificate.issued_at)}
                      </Text>
                    ) : null}
                  </Stack>
                  <Link href={`/certificate/verify/${certificate.verification_hash}`}>Verify</Link>
                </HStack>
              ))}
            </Stack>
          )}
        </Card>
      </Grid>
    </Stack>
  );
}

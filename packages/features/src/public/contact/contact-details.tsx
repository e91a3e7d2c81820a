import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { type ContactInfo, type ContactPublicInfo } from '@ujuzi/api';
import { Card, Link } from '@ujuzi/ui';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { type ReactNode } from 'react';
import { addressLine, socialProfilesOf } from '../../infra/shell/site-info';
import { siteUrl } from '../shared/site';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack as="li" gap="3" align="flex-start">
      <Box aria-hidden="true" color="brand.fg" pt="0.5" display="inline-flex">
        {icon}
      </Box>
      <Stack gap="0">
        <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {label}
        </Text>
        <Box>{children}</Box>
      </Stack>
    </HStack>
  );
}

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Location({ location }: { location: ContactInfo }) {
  return (
    <Card as="article" title={location.title ?? location.city} headingLevel={3}>
      <Stack as="ul" listStyleType="none" gap="3">
        {location.address ? (
          <Detail icon={<MapPin size={18} />} label="Address">
            <Text>{addressLine(location)}</Text>
            {location.postal_address ? <Text color="fg.muted">{location.postal_address}</Text> : null}
            {location.map_url ? <Link href={location.map_url}>Open in Maps</Link> : null}
          </Detail>
        ) : null}
        {location.phone ? (
          <Detail icon={<Phone size={18} />} label="Phone">
            <Link href={tel(location.phone)}>{location.phone}</Link>
          </Detail>
        ) : null}
        {location.whatsapp ? (
          <Detail icon={<MessageCircle size={18} />} label="WhatsApp">
            <Link href={`https://wa.me/${location.whatsapp.replace(/\D/g, '')}`}>{location.whatsapp}</Link>
          </Detail>
        ) : null}
        {location.email ? (
          <Detail icon={<Mail size={18} />} label="E-mail">
            <Link href={`mailto:${location.email}`}>{location.email}</Link>
          </Detail>
        ) : null}
        {location.office_hours ? (
          <Detail icon={<Clock size={18} />} label="Office hours">
            <Text>{location.office_hours}</Text>
          </Detail>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Structured data for search engines: the school, its primary address and contact points, its social pages. */
export function SchoolJsonLd({ info }: { info: ContactPublicInfo }) {
  const primary = info.primary ?? info.locations[0] ?? null;
  const social = socialProfilesOf(info).map((profile) => profile.href);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: info.school_name,
    url: siteUrl('/'),
    ...(primary
      ? {
          email: primary.email,
          telephone: primary.phone,
          address: {
            '@type': 'PostalAddress',
            streetAddress: primary.address,
            addressLocality: primary.city,
            addressCountry: primary.country,
          },
        }
      : {}),
    ...(social.length ? { sameAs: social } : {}),
  };
  // JSON in a script element: '<' is escaped so the content can never close the element.
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
  );
}

/** The school's contact details: response time, each location's address, phones, e-mail and hours, social links. */
export function ContactDetails({ info }: { info: ContactPublicInfo }) {
  const social = socialProfilesOf(info);
  return (
    <Stack gap="5">
      <SchoolJsonLd info={info} />
      {info.response_time_hours ? (
        <Text color="fg.muted">We answer every message within {info.response_time_hours} hours on working days.</Text>
      ) : null}
      {info.locations.map((location) => (
        <Location key={location.id} location={location} />
      ))}
      {info.locations.length === 0 ? <Text>Send us a message with the form: we answer every one.</Text> : null}
      {social.length ? (
        <Box>
          <Heading as="h3" textStyle="sm" fontWeight="semibold" mb="2">
            Follow us
          </Heading>
          <HStack as="ul" listStyleType="none" gap="4" wrap="wrap">
            {social.map((profile) => (
              <li key={profile.href}>
                <Link href={profile.href}>{profile.label}</Link>
              </li>
            ))}
          </HStack>
        </Box>
      ) : null}
    </Stack>
  );
}

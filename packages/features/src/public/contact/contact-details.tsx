import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { type ContactInfo, type ContactPublicInfo } from '@ujuzi/api';
import { Card, Link } from '@ujuzi/ui';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { type ReactNode } from 'react';
import { SITE } from '../shared/site';

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
            <Text>
              {location.address}, {location.city}, {location.country}
            </Text>
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

/** The school's contact details: response time, each location's address, phones, e-mail and hours, social links. */
export function ContactDetails({ info }: { info: ContactPublicInfo }) {
  const social = Object.entries(info.social_links ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <Stack gap="5">
      {info.response_time_hours ? (
        <Text color="fg.muted">We answer every message within {info.response_time_hours} hours on working days.</Text>
      ) : null}
      {info.locations.map((location) => (
        <Location key={location.id} location={location} />
      ))}
      {info.locations.length === 0 ? (
        <Text>
          Write to <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link> or call{' '}
          <Link href={tel(SITE.phone)}>{SITE.phone}</Link>.
        </Text>
      ) : null}
      {social.length ? (
        <Box>
          <Heading as="h3" textStyle="sm" fontWeight="semibold" mb="2">
            Follow us
          </Heading>
          <HStack as="ul" listStyleType="none" gap="4" wrap="wrap">
            {social.map(([network, url]) => (
              <li key={network}>
                <Link href={url}>{network.charAt(0).toUpperCase() + network.slice(1)}</Link>
              </li>
            ))}
          </HStack>
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The certificate as its holder and an employer see it: the school, the holder, the course, the grade,
 * the dates, the number, and the QR code of the public verification link that proves it. A pending or
 * revoked certificate says so across the top, so a screenshot of one cannot pass for a valid one.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { CourseCertificate } from '@ujuzi/api';
import { formatDate } from '@ujuzi/domain';
import { QrCode } from '@ujuzi/ui';
import { ISSUER, holderName, verificationUrlOf } from './labels';

export interface CertificateDocumentProps {
  certificate: CourseCertificate;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text as="dt" textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" overflowWrap="anywhere">
        {value}
      </Text>
    </Stack>
  );
}

export function CertificateDocument({ certificate }: CertificateDocumentProps) {
  const notValid =
    certificate.status === 'revoked'
      ? `Revoked${certificate.revoked_at ? ` on ${formatDate(certificate.revoked_at)}` : ''}${certificate.revocation_reason ? `: ${certificate.revocation_reason}` : ''}`
      : certificate.status === 'pending'
        ? 'Awaiting approval: not issued yet'
        : null;
  return (
    <Box
      as="article"
      aria-label={`Certificate ${certificate.certificate_number}`}
      bg="bg.panel"
      borderWidth="6px"
      borderStyle="double"
      borderColor="brand.solid"
      borderRadius="l3"
      p={{ base: '4', md: '8' }}
      position="relative"
    >
      {notValid ? (
        <Box
          role="note"
          mb="4"
          px="3"
          py="2"
          borderRadius="l2"
          bg={certificate.status === 'revoked' ? 'danger.subtle' : 'warning.subtle'}
          color={certificate.status === 'revoked' ? 'danger.fg' : 'warning.fg'}
          fontWeight="semibold"
          textAlign="center"
        >
          {notValid}
        </Box>
      ) : null}
      <Stack gap={{ base: '4', md: '5' }} textAlign="center" align="center">
        <Text textStyle="sm" fontWeight="semibold" color="brand.fg" letterSpacing="widest" textTransform="uppercase">
          {ISSUER}
        </Text>
        <Heading as="h2" size={{ base: 'xl', md: '3xl' }} fontFamily="serif">
          Certificate of Completion
        </Heading>
        <Text color="fg.muted">This certifies that</Text>
        <Text fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" lineHeight="short" overflowWrap="anywhere">
          {holderName(certificate.student)}
        </Text>
        <Text color="fg.muted">has successfully completed</Text>
        <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="semibold" overflowWrap="anywhere">
          {certificate.course.title}
        </Text>
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }}
          gap="4"
          width="full"
          pt="2"
          borderTopWidth="1px"
          borderColor="border"
        >
          <Detail label="Grade" value={certificate.grade ?? 'Pass'} />
          <Detail label="Completed" value={certificate.completion_date ? formatDate(certificate.completion_date) : '—'} />
          <Detail label="Issued" value={certificate.issued_at ? formatDate(certificate.issued_at) : 'Not yet'} />
          <Detail label="Certificate number" value={certificate.certificate_number} />
        </Box>
        <HStack gap="4" wrap="wrap" justify="center" align="center">
          <QrCode value={verificationUrlOf(certificate)} label="Scan to verify this certificate" size={128} />
          <Stack gap="1" maxW="18rem" textAlign={{ base: 'center', sm: 'start' }}>
            <Text textStyle="sm" fontWeight="semibold">
              Check it in seconds
            </Text>
            <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
              {verificationUrlOf(certificate)}
            </Text>
          </Stack>
        </HStack>
      </Stack>
    </Box>
  );
}

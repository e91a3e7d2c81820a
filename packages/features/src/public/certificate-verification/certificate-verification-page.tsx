/**
 * Certificate verification (/certificate/verify and /certificate/verify/:verificationHash): anyone can
 * check a certificate by the hash in its QR code link or by typing its code or number. The answer is
 * one of: valid, revoked (with the reason), not issued yet, or unknown; each names the holder, the
 * course, the issue date and the number when the certificate exists.
 */
import { Box, Grid, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { CourseCertificateVerification } from '@ujuzi/api';
import { verifyCourseCertificatePath } from '@ujuzi/api/path-params';
import { formatDate, formatDateTime } from '@ujuzi/domain';
import { Button, ErrorState, Link, SkeletonText, TextField } from '@ujuzi/ui';
import { BadgeCheck, CircleHelp, Clock, ShieldX } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText, isNotFound } from '../../infra/kit/shared/api-error';
import { coursePath } from '../shared/course-labels';
import { PageContainer, PageHeader } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import {
  outcomeOf,
  readCertificateCode,
  verificationQuery,
  type CertificateCode,
  type VerificationOutcome,
} from './verification';
import { useRouteParams } from '../../infra/kit';

const CODE_REQUIRED = 'Enter the certificate code or number printed on the certificate';

function VerifyForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initial);
  const [previous, setPrevious] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  if (initial !== previous) {
    setPrevious(initial);
    setCode(initial);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = readCertificateCode(code);
    if (!parsed) {
      setError(CODE_REQUIRED);
      input.current?.focus();
      return;
    }
    setError(undefined);
    void navigate(`/certificate/verify/${encodeURIComponent(parsed.value)}`);
  };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Verify a certificate">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
        <Box flex="1">
          <TextField
            ref={input}
            label="Certificate code or number"
            name="code"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. UJZ-2026-IPP-000701"
            helpText="The number printed on the certificate, or the code from its QR link."
            value={code}
            error={error}
            onChange={(event) => setCode(event.target.value)}
          />
        </Box>
        <Box pt={{ sm: '7' }}>
          <Button type="submit" fullWidth>
            Verify
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

const OUTCOMES: Record<VerificationOutcome, { title: string; icon: ReactNode; palette: string }> = {
  valid: { title: 'Valid certificate', icon: <BadgeCheck size={28} />, palette: 'success' },
  revoked: { title: 'This certificate has been revoked', icon: <ShieldX size={28} />, palette: 'danger' },
  pending: { title: 'This certificate has not been issued yet', icon: <Clock size={28} />, palette: 'warning' },
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" mt="0.5">
        {children}
      </Text>
    </Box>
  );
}

export function VerificationResult({ result }: { result: CourseCertificateVerification }) {
  const outcome = outcomeOf(result);
  const { title, icon, palette } = OUTCOMES[outcome];
  return (
    <Box
      as="section"
      aria-labelledby="verification-result"
      colorPalette={palette}
      borderWidth="2px"
      borderColor="colorPalette.solid"
      borderRadius="l3"
      overflow="hidden"
      bg="bg.panel"
    >
      <HStack gap="3" bg="colorPalette.subtle" color="colorPalette.fg" px={{ base: '4', md: '6' }} py="4">
        <Box aria-hidden="true" display="inline-flex">
          {icon}
        </Box>
        <Stack gap="0">
          <Heading as="h2" id="verification-result" textStyle="lg">
            {title}
          </Heading>
          {result.message && outcome !== 'revoked' ? <Text textStyle="sm">{result.message}</Text> : null}
        </Stack>
      </HStack>
      <Stack gap="5" px={{ base: '4', md: '6' }} py="5">
        {outcome === 'revoked' ? (
          <Text>
            <strong>Reason:</strong> {result.revocation_reason || 'Not given.'}
            {result.revoked_at ? ` Revoked on ${formatDate(result.revoked_at)}.` : ''}
          </Text>
        ) : null}
        <Grid as="dl" templateColumns={{ base: 'minmax(0, 1fr)', sm: '1fr 1fr' }} gap="4">
          <Field label="Holder">{result.holder_name}</Field>
          <Field label="Course">
            <Link href={coursePath(result.course)}>{result.course.title}</Link>
          </Field>
          <Field label="Issue date">{result.issue_date ? formatDate(result.issue_date) : 'Not issued'}</Field>
          <Field label="Certificate number">{result.certificate_number}</Field>
          {result.completion_date ? <Field label="Completed">{formatDate(result.completion_date)}</Field> : null}
          {result.instructor_name ? <Field label="Instructor">{result.instructor_name}</Field> : null}
          {result.issuer ? <Field label="Issued by">{result.issuer}</Field> : null}
          {result.verified_at ? <Field label="Checked">{formatDateTime(result.verified_at)}</Field> : null}
        </Grid>
      </Stack>
    </Box>
  );
}

function UnknownCertificate({ code, message }: { code: string; message: string }) {
  return (
    <Box
      as="section"
      aria-labelledby="verification-result"
      borderWidth="2px"
      borderColor="border.emphasized"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
    >
      <HStack gap="3" align="flex-start">
        <Box aria-hidden="true" color="fg.muted" display="inline-flex">
          <CircleHelp size={28} />
        </Box>
        <Stack gap="2">
          <Heading as="h2" id="verification-result" textStyle="lg">
            No certificate matches “{code}”
          </Heading>
          <Text color="fg.muted">{message}</Text>
          <Text color="fg.muted">
            Check the number for typing mistakes (it looks like UJZ-2026-IPP-000701). If it still does not verify, the certificate
            was not issued by Ujuzi: <Link href="/contact">contact us</Link> and we will look into it.
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}

function Verification({ code }: { code: CertificateCode }) {
  const verification = useQuery(verificationQuery(code));
  if (verification.isPending) return <SkeletonText lines={5} label="Checking the certificate…" />;
  if (verification.isError) {
    if (isNotFound(verification.error)) return <UnknownCertificate code={code.value} message={errorText(verification.error)} />;
    return (
      <ErrorState
        title="The certificate could not be checked"
        message={errorText(verification.error)}
        onRetry={() => void verification.refetch()}
        retrying={verification.isRefetching}
        headingLevel="h2"
      />
    );
  }
  return <VerificationResult result={verification.data} />;
}

// `/certificate/verify` asks for a number; `/certificate/verify/:verificationHash` checks a hash or a number.
const HASH_PARAMS = { verificationHash: { ...verifyCourseCertificatePath.hash, optional: true } } as const;

export function CertificateVerificationPage() {
  const { verificationHash = '' } = useRouteParams(HASH_PARAMS);
  const code = readCertificateCode(verificationHash);
  return (
    <>
      <PageMeta
        title={code ? 'Certificate check' : 'Verify a certificate'}
        description="Check that an Ujuzi certificate is genuine: enter its number or scan its QR code to see the holder, course and issue date."
        path={code ? `/certificate/verify/${encodeURIComponent(code.value)}` : '/certificate/verify'}
        noindex={Boolean(code)}
      />
      <PageHeader
        narrow
        eyebrow="Certificates"
        title="Verify a certificate"
        lead="Employers and institutions can check any Ujuzi certificate here. Enter the number printed on it, or open the link from its QR code."
      />
      <PageContainer narrow>
        <Stack gap="8" py={{ base: '8', md: '10' }}>
          <VerifyForm initial={code?.value ?? ''} />
          {code ? (
            <Box aria-live="polite">
              <Verification key={`${code.kind}:${code.value}`} code={code} />
            </Box>
          ) : null}
        </Stack>
      </PageContainer>
    </>
  );
}

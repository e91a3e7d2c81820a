/**
 * What a holder does with an issued certificate: download it as a PDF, copy the public verification
 * link (share-url), send that link by e-mail (share-email), and add the certification to their
 * LinkedIn profile. Only issued certificates can be shared: the server refuses the others.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { downloadFile, saveFile, type CourseCertificate } from '@ujuzi/api';
import { useGetCourseCertificateShareUrl, useShareCourseCertificateByEmail } from '@ujuzi/api/hooks';
import { isEmail } from '@ujuzi/domain';
import { Button, Card, Dialog, Link, TextField, TextareaField, toast } from '@ujuzi/ui';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../infra/kit';
import { certificateFilename, linkedInAddUrl, verificationUrlOf } from './labels';

/** Downloads the PDF through the HTTP core and saves it under a name that says what it is. */
export function DownloadPdfButton({
  certificate,
  variant = 'solid',
}: {
  certificate: CourseCertificate;
  variant?: 'solid' | 'outline';
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const filename = certificateFilename(certificate);
      const file = await downloadFile({
        path: `/courses/certificates/${certificate.id}/download/`,
        query: { format: 'pdf' },
        fallbackFilename: filename,
      });
      saveFile({ blob: file.blob, filename });
      toast.success('Certificate downloaded', filename);
    } catch (error) {
      toast.error('Could not download the certificate', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} loading={busy} onClick={() => void run()}>
      Download PDF
    </Button>
  );
}

const MESSAGES = {
  emailRequired: 'Please enter the recipient’s email address',
  emailInvalid: 'Please enter a valid email address',
};

function ShareByEmailDialog({ certificate }: { certificate: CourseCertificate }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const share = useShareCourseCertificateByEmail();
  const validate = (value: string) => (!value.trim() ? MESSAGES.emailRequired : isEmail(value) ? null : MESSAGES.emailInvalid);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(email);
    setError(problem);
    if (problem) return;
    try {
      const result = await share.mutateAsync({
        id: certificate.id,
        data: { recipient_emails: [email.trim()], ...(message.trim() ? { message: message.trim() } : {}) },
      });
      toast.success('Certificate shared', result.message);
      setOpen(false);
      setEmail('');
      setMessage('');
    } catch (thrown) {
      setError(errorMessage(thrown));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={<Button variant="outline">Share by e-mail</Button>}
      title="Share by e-mail"
      description="We send the recipient the link that proves your certificate."
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <TextField
            label="Recipient’s e-mail"
            type="email"
            required
            autoComplete="email"
            value={email}
            error={error ?? undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(validate(event.target.value));
            }}
          />
          <TextareaField
            label="Message"
            helpText="Optional, up to 1,000 characters."
            maxLength={1000}
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <HStack justify="flex-end" gap="3">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={share.isPending}>
              Send
            </Button>
          </HStack>
        </Stack>
      </form>
    </Dialog>
  );
}

/** Copies the link, or says how to copy it by hand where the browser refuses the clipboard. */
async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Verification link copied', 'Anyone who opens it sees that the certificate is valid.');
  } catch {
    toast.error('Could not copy the link', 'Select the link above and copy it yourself.');
  }
}

export function HolderTools({ certificate }: { certificate: CourseCertificate }) {
  const issued = certificate.status === 'issued';
  const shareUrl = useGetCourseCertificateShareUrl(certificate.id, { query: { enabled: issued } });
  if (!issued) {
    return (
      <Card>
        <Text color="fg.muted">
          {certificate.status === 'pending'
            ? 'Your certificate is waiting for approval by your instructor. Once it is issued you can download and share it here.'
            : 'This certificate was revoked, so it can no longer be downloaded or shared.'}
        </Text>
      </Card>
    );
  }
  const url = shareUrl.data?.share_url ?? verificationUrlOf(certificate);
  return (
    <Card>
      <Stack gap="4">
        <Stack gap="1">
          <Text as="h2" fontWeight="semibold" textStyle="lg">
            Share your certificate
          </Text>
          <Text textStyle="sm" color="fg.muted">
            Employers open this link to check your certificate with the school.
          </Text>
        </Stack>
        <TextField label="Verification link" readOnly value={url} onFocus={(event) => event.target.select()} />
        <HStack gap="2" wrap="wrap">
          <Button onClick={() => void copyLink(url)} disabled={shareUrl.isPending}>
            Copy link
          </Button>
          <ShareByEmailDialog certificate={certificate} />
          <Link href={linkedInAddUrl(certificate, url)} external>
            Add to LinkedIn profile
          </Link>
          <Link href={url} external>
            Open the public page
          </Link>
        </HStack>
      </Stack>
    </Card>
  );
}

/**
 * The transfer slip of a bank transfer (partialUpdatePayment as multipart): a photo or PDF of the
 * deposit slip, and the reference printed on it. The rules are the domain's
 * (image or PDF, 5 MB at most); a failure keeps the file and the reference for another try.
 */
import { HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { uploadRequest, type Payment } from '@ujuzi/api';
import { BANK_SLIP, bankSlipProblem } from '@ujuzi/domain';
import { Button, FileUpload, TextField } from '@ujuzi/ui';
import { useRef, useState, type FormEvent } from 'react';
import { serverFieldError } from '../../infra/kit';
import { errorText } from '../../infra/kit/shared/api-error';

export const SLIP_TEXT = {
  received: 'Slip received',
  receivedText: 'The accounts office checks it against the bank statement; the course opens once they verify the transfer.',
} as const;

export function BankSlipUpload({ paymentId, onUploaded }: { paymentId: number; onUploaded?: (payment: Payment) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [reference, setReference] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // The field's own files first: after a rejected file, the picker's change report can miss the next one.
    const file = formRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.files?.[0] ?? files[0];
    const problem = bankSlipProblem(file);
    setFileError(problem);
    setError(null);
    if (problem || !file) return;
    setSending(true);
    try {
      const body = new FormData();
      body.set('slip', file);
      if (reference.trim()) body.set('slip_reference', reference.trim());
      const payment = await uploadRequest<Payment>({ method: 'PATCH', path: `/payments/payments/${paymentId}/`, body });
      setSent(file.name);
      onUploaded?.(payment);
    } catch (failure) {
      // The file and the reference stay chosen: trying again is one tap.
      const onFile = serverFieldError(failure, 'slip');
      if (onFile) setFileError(onFile);
      else setError(errorText(failure));
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <Stack role="status" gap="1" borderWidth="1px" rounded="l2" p="3" bg="bg.success">
        <Text fontWeight="semibold">{`${SLIP_TEXT.received}: ${sent}`}</Text>
        <Text>{SLIP_TEXT.receivedText}</Text>
      </Stack>
    );

  return (
    <chakra.form ref={formRef} onSubmit={(event) => void send(event)} noValidate aria-label="Upload the transfer slip">
      <Stack gap="3">
        <FileUpload
          label="Transfer slip"
          accept={[...BANK_SLIP.types]}
          acceptLabel="JPG, PNG, WebP or PDF"
          maxSize={BANK_SLIP.maxBytes}
          onChange={(chosen) => {
            setFiles(chosen);
            setFileError(null);
          }}
          helpText="A photo or scan of the deposit slip, or the bank's PDF confirmation."
          error={fileError ?? undefined}
          required
        />
        <TextField
          label="Reference on the slip (optional)"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          autoComplete="off"
          maxLength={64}
        />
        {error ? (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        ) : null}
        <HStack>
          <Button type="submit" variant="outline" loading={sending} loadingText="Uploading…">
            Upload the slip
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

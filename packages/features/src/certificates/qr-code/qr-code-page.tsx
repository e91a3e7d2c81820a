/**
 * /dashboard/qr-code (any role): the user's QR code (`my_qr_code`) with the public profile link it
 * encodes; copy the link, download the code as PNG or SVG, print it; regenerate it after a confirm
 * that says the old code and link stop working; how often it was scanned; whether the profile is public.
 */
import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserQrCode } from '@ujuzi/api';
import { getGetMyUserQrCodeQueryKey, useGetMyUserQrCode, useRegenerateUserQrCode } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Button, Card, ErrorState, Link, QrCode, SkeletonCard, TextField, toast } from '@ujuzi/ui';
import { ActionButton, errorMessage, useEntityAction, links } from '../../infra/kit';
import { QrCodeHeader, printQr, publicProfilePath, publicProfileUrl, saveQrPng, saveQrSvg } from '../shared/qr';

export const REGENERATE_MESSAGE =
  'Your current QR code and its link stop working at once: printed copies and shared links will open “Profile not available”. You get a new code and link to share instead.';

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Profile link copied', 'Anyone who opens it sees your public profile.');
  } catch {
    toast.error('Could not copy the link', 'Select the link above and copy it yourself.');
  }
}

async function save(kind: 'PNG' | 'SVG', code: UserQrCode) {
  try {
    const filename = kind === 'PNG' ? await saveQrPng(code) : saveQrSvg(code);
    toast.success('QR code downloaded', filename);
  } catch (error) {
    toast.error(`Could not save the ${kind}`, errorMessage(error));
  }
}

function print(code: UserQrCode) {
  try {
    printQr(code, code.user.get_full_name?.trim() || code.user.username);
  } catch (error) {
    toast.error('Could not print the QR code', errorMessage(error));
  }
}

function QrCodeDetails({ code }: { code: UserQrCode }) {
  const queryClient = useQueryClient();
  const regenerate = useRegenerateUserQrCode();
  const action = useEntityAction<UserQrCode>({
    queryKey: getGetMyUserQrCodeQueryKey(),
    call: async () => {
      const fresh = await regenerate.mutateAsync({ id: code.id });
      queryClient.setQueryData(getGetMyUserQrCodeQueryKey(), fresh);
    },
    success: 'New QR code ready: the old one no longer works',
    failure: 'Could not regenerate your QR code',
  });
  const url = publicProfileUrl(code);
  return (
    <Stack gap="6">
      {code.settings.is_public ? null : (
        <Card variant="subtle" title="Your profile is private" headingLevel={2}>
          <Text>
            Anyone who scans this code sees “Profile not available”.{' '}
            <Link href={links.qrCodeSettings()}>Make it public in the settings</Link>.
          </Text>
        </Card>
      )}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'auto minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Card title="Your code" headingLevel={2}>
          <Stack gap="4" align="center">
            <QrCode value={url} label="Scan to open my public profile" size={224} />
            <HStack gap="2" wrap="wrap" justify="center">
              <Button variant="outline" onClick={() => void save('PNG', code)}>
                Download PNG
              </Button>
              <Button variant="outline" onClick={() => void save('SVG', code)}>
                Download SVG
              </Button>
              <Button variant="outline" onClick={() => print(code)}>
                Print
              </Button>
            </HStack>
          </Stack>
        </Card>
        <Stack gap="6" minW="0">
          <Card title="Your public profile link" headingLevel={2}>
            <Stack gap="3">
              <TextField label="Profile link" readOnly value={url} onFocus={(event) => event.target.select()} />
              <HStack gap="3" wrap="wrap">
                <Button onClick={() => void copyLink(url)}>Copy link</Button>
                <Link href={publicProfilePath(code)} external>
                  Open my public profile
                </Link>
                <Link href={links.qrCodeProfile()}>Preview it here</Link>
              </HStack>
            </Stack>
          </Card>
          <Card title="Scans" headingLevel={2}>
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
              <Text as="dt" color="fg.muted">
                Scans of this code
              </Text>
              <Text as="dd">{code.scan_count}</Text>
              <Text as="dt" color="fg.muted">
                Last scanned
              </Text>
              <Text as="dd">{code.last_scanned_at ? formatDate(code.last_scanned_at) : 'Not yet'}</Text>
              <Text as="dt" color="fg.muted">
                Code created
              </Text>
              <Text as="dd">{formatDate(code.updated_at)}</Text>
            </Box>
          </Card>
          <Card title="Replace the code" headingLevel={2}>
            <Stack gap="3" align="flex-start">
              <Text color="fg.muted">
                Shared your code with someone who should no longer see your profile? A new code makes the old one stop working.
              </Text>
              <ActionButton
                label="Regenerate QR code"
                destructive
                pending={action.pending}
                confirm={{ title: 'Regenerate your QR code?', message: REGENERATE_MESSAGE, confirmLabel: 'Regenerate' }}
                onRun={() => action.run()}
              />
            </Stack>
          </Card>
        </Stack>
      </Grid>
    </Stack>
  );
}

export function QrCodePage() {
  const query = useGetMyUserQrCode();
  return (
    <Stack gap="6">
      <QrCodeHeader
        title="My QR code"
        description="Print it on your CV or show it at an interview: it opens your public profile with your courses and certificates."
      />
      {query.isPending ? (
        <Box aria-busy="true">
          <SkeletonCard label="Loading your QR code" />
        </Box>
      ) : query.isError ? (
        <ErrorState
          headingLevel="h2"
          title="Could not load your QR code"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <QrCodeDetails code={query.data} />
      )}
    </Stack>
  );
}

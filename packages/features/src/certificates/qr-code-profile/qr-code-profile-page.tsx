/**
 * /dashboard/qr-code/profile (any role): the public profile behind the user's QR code exactly as
 * /profile/<hash> and /qr/<hash> show it (the same public look-up, without the user's token), with
 * the links to change what it shows and to open the public page itself.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { UserQrCode } from '@ujuzi/api';
import { getGetUserQrProfileDataQueryOptions, useGetMyUserQrCode } from '@ujuzi/api/hooks';
import { Card, ErrorState, Link, SkeletonCard } from '@ujuzi/ui';
import { QrPublicProfile, errorMessage, links } from '../../infra/kit';
import { isNotFound } from '../../infra/kit/shared/api-error';
import { QrCodeHeader, publicProfilePath } from '../shared/qr';

function PublicView({ code }: { code: UserQrCode }) {
  const profile = useQuery(getGetUserQrProfileDataQueryOptions({ hash: code.qr_hash }, { query: { retry: false } }));
  const path = publicProfilePath(code);
  const profileLinks = (
    <HStack gap="4" wrap="wrap">
      <Link href={path} external>
        Open my public profile
      </Link>
      <Link href={links.qrCodeSettings()}>Change what it shows</Link>
    </HStack>
  );
  if (profile.isPending) return <SkeletonCard media={false} avatar lines={3} label="Loading your public profile" />;
  if (profile.isError && isNotFound(profile.error))
    return (
      <Card title="Visitors see “Profile not available”" headingLevel={2}>
        <Stack gap="3">
          <Text>{errorMessage(profile.error)} Your profile is private: turn on “Public profile” in the settings to show it.</Text>
          {profileLinks}
        </Stack>
      </Card>
    );
  if (profile.isError)
    return (
      <ErrorState
        headingLevel="h2"
        title="Could not load your public profile"
        message={errorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  return (
    <Stack gap="4">
      <Text color="fg.muted" overflowWrap="anywhere">
        This is your profile at <Link href={path}>{`${window.location.origin}${path}`}</Link>, as anyone who scans your code sees
        it.
      </Text>
      {profileLinks}
      <Box
        as="section"
        aria-label="Your public profile"
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="l3"
        p={{ base: '3', md: '5' }}
      >
        <QrPublicProfile profile={profile.data} headingLevel={2} />
      </Box>
    </Stack>
  );
}

export function QrCodeProfilePage() {
  const query = useGetMyUserQrCode();
  return (
    <Stack gap="6">
      <QrCodeHeader title="My public profile" description="What people see when they scan your QR code or open your link." />
      {query.isPending ? (
        <SkeletonCard media={false} avatar lines={3} label="Loading your public profile" />
      ) : query.isError ? (
        <ErrorState
          headingLevel="h2"
          title="Could not load your QR code"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <PublicView code={query.data} />
      )}
    </Stack>
  );
}

/**
 * A public QR profile (/profile/:qrHash and /qr/:qrHash): who the learner is, their courses with
 * progress and their certificates (each linking to its verification), as far as the owner shares them.
 */
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, SkeletonCard } from '@ujuzi/ui';
import { NotFoundContent } from '../not-found/not-found-page';
import { errorText, isNotFound } from '../../infra/kit/shared/api-error';
import { PageContainer } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import { QrPublicProfile } from '../../infra/kit/shared/qr-public-profile';
import { qrProfileQuery } from './queries';
import { useRouteParams, SLUG_PARAM } from '../../infra/kit';

export function QrProfilePage() {
  const { qrHash } = useRouteParams({ qrHash: SLUG_PARAM });
  const profile = useQuery(qrProfileQuery(qrHash));
  const path = `/profile/${encodeURIComponent(qrHash)}`;
  if (profile.isError && isNotFound(profile.error)) {
    return (
      <NotFoundContent
        title="Profile not available"
        description={`${errorText(profile.error)} Its owner may have made it private, or the QR code was replaced by a new one.`}
        path={path}
      />
    );
  }
  return (
    <PageContainer>
      <PageMeta
        title={profile.data ? `${profile.data.full_name} on Ujuzi` : 'Learner profile'}
        description={
          profile.data ? `${profile.data.full_name}'s courses and certificates at Ujuzi.` : 'A learner profile at Ujuzi.'
        }
        path={path}
        noindex
      />
      <Box py={{ base: '8', md: '12' }} maxW="4xl" mx="auto">
        {profile.isPending ? (
          <Stack gap="4">
            <Heading as="h1" srOnly>
              Learner profile
            </Heading>
            <SkeletonCard media={false} avatar lines={3} label="Loading the profile…" />
          </Stack>
        ) : profile.isError ? (
          <>
            <Heading as="h1" srOnly>
              Learner profile
            </Heading>
            <ErrorState
              title="This profile could not be loaded"
              message={errorText(profile.error)}
              onRetry={() => void profile.refetch()}
              retrying={profile.isRefetching}
              headingLevel="h2"
            />
          </>
        ) : (
          <QrPublicProfile profile={profile.data} />
        )}
      </Box>
    </PageContainer>
  );
}

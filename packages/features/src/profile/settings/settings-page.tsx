/**
 * /dashboard/profile/settings (any role): the user's details, picture, password, connected accounts
 * two-factor sign-in and the data saver (kept on this device). The forms arrive in chunks of their own (the form stack), so the page's own
 * code stays small.
 */
import { Grid, Stack } from '@chakra-ui/react';
import { useGetCurrentUser } from '@ujuzi/api/hooks';
import { Card, ErrorState, Link, SkeletonText } from '@ujuzi/ui';
import { errorMessage, lazyPart, links } from '../../infra/kit';
import { DataSaverSetting } from '../../infra/offline/data-saver-setting';
import { ProfileHeader } from '../shared';
import { ConnectedAccounts } from './connected-accounts';
import { PictureSection } from './picture-section';
import { TwoFactorSection } from './two-factor-section';

const ProfileForm = lazyPart(() => import('./profile-form').then((module) => module.ProfileForm), '40rem');
const PasswordForm = lazyPart(() => import('./password-form').then((module) => module.PasswordForm), '22rem');

export function ProfileSettingsPage() {
  const query = useGetCurrentUser();
  return (
    <Stack gap="6">
      <ProfileHeader
        title="Profile settings"
        current={links.profileSettings()}
        description="Change your details, picture and password, and how you sign in."
      />
      {query.isPending ? (
        <SkeletonText lines={10} label="Loading your settings" />
      ) : query.isError ? (
        <ErrorState
          headingLevel="h2"
          title="Could not load your settings"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
          <ProfileForm user={query.data} />
          <Stack gap="6">
            <PictureSection user={query.data} />
            <PasswordForm />
            <ConnectedAccounts />
            <TwoFactorSection user={query.data} />
            <DataSaverSetting />
            <Card
              title="Notifications"
              headingLevel={2}
              description="How often you hear of each kind of notice: in the app, by e-mail and by SMS."
            >
              <Link href={links.notificationPreferences()}>Notification preferences</Link>
            </Card>
          </Stack>
        </Grid>
      )}
    </Stack>
  );
}

/**
 * /dashboard/qr-code/settings (any role): what the public profile behind the user's QR code shows,
 * through the contract's settings operation, with a live preview. The form arrives in its own chunk.
 */
import { Stack } from '@chakra-ui/react';
import { useGetMyUserQrCode } from '@ujuzi/api/hooks';
import { ErrorState, SkeletonText } from '@ujuzi/ui';
import { errorMessage, lazyPart } from '../../infra/kit';
import { QrCodeHeader } from '../shared/qr';

const QrSettingsForm = lazyPart(() => import('./qr-settings-form').then((module) => module.QrSettingsForm), '28rem');

export function QrCodeSettingsPage() {
  const query = useGetMyUserQrCode();
  return (
    <Stack gap="6">
      <QrCodeHeader
        title="QR code settings"
        description="Choose what people see when they scan your QR code or open your profile link."
      />
      {query.isPending ? (
        <SkeletonText lines={8} label="Loading your settings" />
      ) : query.isError ? (
        <ErrorState
          headingLevel="h2"
          title="Could not load your settings"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <QrSettingsForm code={query.data} />
      )}
    </Stack>
  );
}

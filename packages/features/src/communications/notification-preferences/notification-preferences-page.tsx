/**
 * /dashboard/communications/notification-preferences (every role): how often the signed-in person hears
 * of each kind of notice in the app, by e-mail and by SMS (getNotificationPreferences). Reached from
 * Notifications and from Profile settings.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useGetNotificationPreferences } from '@ujuzi/api/hooks';
import { formatDateTime } from '@ujuzi/domain';
import { QueryState, lazyPart, links } from '../../infra/kit';
import { CommunicationsHeader } from '../shared';

const PreferencesForm = lazyPart(() => import('./preferences-form').then((module) => module.PreferencesForm), '40rem');

export function NotificationPreferencesPage() {
  const query = useGetNotificationPreferences();
  return (
    <Stack gap="6">
      <CommunicationsHeader
        title="Notification preferences"
        trail={[{ label: 'Notifications', href: links.notifications() }]}
        description="How often you hear of each kind of notice: in the app, by e-mail and by SMS."
      />
      <QueryState query={query} noun="notification preferences">
        {(preferences) => (
          <Stack gap="3">
            <Text color="fg.muted" textStyle="sm">
              {preferences.updated_at
                ? `Last changed ${formatDateTime(preferences.updated_at)}.`
                : 'These are the school’s defaults; you have not changed them yet.'}
            </Text>
            <PreferencesForm preferences={preferences} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

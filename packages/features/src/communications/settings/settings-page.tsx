/**
 * /dashboard/communications/settings (super_admin, admin): the channels the school reaches people
 * through (e-mail, SMS), from the school settings; the in-app defaults the other screens follow are
 * described beside them.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useGetSchoolSettings } from '@ujuzi/api/hooks';
import { formatDateTime } from '@ujuzi/domain';
import { Card, ErrorState, Link, SkeletonText } from '@ujuzi/ui';
import { errorMessage, lazyPart, links } from '../../infra/kit';
import { CommunicationsHeader, personName } from '../shared';

const CommunicationSettingsForm = lazyPart(
  () => import('./settings-form').then((module) => module.CommunicationSettingsForm),
  '14rem',
);

export function CommunicationSettingsPage() {
  const settings = useGetSchoolSettings();
  return (
    <Stack gap="6">
      <CommunicationsHeader
        title="Communication settings"
        description="How the school reaches people besides the dashboard itself."
      />
      <Card>
        <Stack as="section" aria-labelledby="channels" gap="4">
          <Stack gap="1">
            <Heading as="h2" id="channels" textStyle="xl">
              Channels
            </Heading>
            <Text color="fg.muted">
              In-app notifications, messages and announcements are always on; these add e-mail and SMS.
            </Text>
          </Stack>
          {settings.isPending ? (
            <SkeletonText lines={4} label="Loading the settings" />
          ) : settings.isError ? (
            <ErrorState
              headingLevel="h3"
              title="Could not load the settings"
              message={errorMessage(settings.error)}
              onRetry={() => void settings.refetch()}
            />
          ) : (
            <>
              <CommunicationSettingsForm settings={settings.data} />
              <Text textStyle="xs" color="fg.muted">
                {`Last saved ${formatDateTime(settings.data.updated_at)}${
                  settings.data.updated_by ? ` by ${personName(settings.data.updated_by)}` : ''
                }.`}
              </Text>
            </>
          )}
        </Stack>
      </Card>
      <Card>
        <Stack as="section" aria-labelledby="defaults" gap="2">
          <Heading as="h2" id="defaults" textStyle="xl">
            Defaults
          </Heading>
          <Text color="fg.muted">
            New announcements go to everyone at normal priority and are published at once unless saved as drafts; choose otherwise
            on each one in <Link href={links.announcements()}>Announcements</Link>.
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

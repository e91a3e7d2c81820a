/**
 * The QR profile settings form (the contract's `settings` operation, PUT: every field at once) with a
 * live preview of what a visitor of the public profile then sees, from the user's own details.
 */
import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser, UserQrCode, UserQrCodeSettings } from '@ujuzi/api';
import { getGetMyUserQrCodeQueryKey, useUpdateUserQrCodeSettings } from '@ujuzi/api/hooks';
import { zUpdateUserQrCodeSettingsBody } from '@ujuzi/api/schemas';
import { Badge, Card, Link, toast } from '@ujuzi/ui';
import { useWatch } from 'react-hook-form';
import { ContractForm, FormSwitch, useContractForm, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { publicProfilePath } from '../shared/qr';

type SettingName = keyof UserQrCodeSettings;

/** The switches, in the order the public profile shows what they control. */
export const QR_SETTING_LABELS: Record<Exclude<SettingName, 'is_public'>, { label: string; help: string }> = {
  show_bio: { label: 'Bio', help: 'The short text about you from your profile.' },
  show_email: { label: 'E-mail address', help: 'Visitors can write to you.' },
  show_phone: { label: 'Phone number', help: 'Visitors can call you.' },
  show_courses: { label: 'Courses', help: 'Completed and in-progress courses with your progress.' },
  show_certificates: { label: 'Certificates', help: 'Each links to its public verification.' },
  show_social_links: { label: 'Social links', help: 'GitHub, LinkedIn and your website from your profile.' },
};

const SETTING_NAMES = Object.keys(QR_SETTING_LABELS) as (keyof typeof QR_SETTING_LABELS)[];

const displayName = (user: SessionUser | null): string =>
  user?.get_full_name?.trim() || [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.username || 'You';

/** What a visitor would read for one setting, from the user's own details. */
function shownValue(name: keyof typeof QR_SETTING_LABELS, user: SessionUser | null): string {
  switch (name) {
    case 'show_bio':
      return user?.profile?.bio?.trim() || 'No bio on your profile yet';
    case 'show_email':
      return user?.email || 'No e-mail address on your profile';
    case 'show_phone':
      return user?.phone_number || 'No phone number on your profile';
    case 'show_courses':
      return 'Your courses with progress';
    case 'show_certificates':
      return 'Your issued certificates';
    case 'show_social_links':
      return (
        [user?.profile?.github_url && 'GitHub', user?.profile?.linkedin_url && 'LinkedIn', user?.profile?.website && 'Website']
          .filter(Boolean)
          .join(', ') || 'No social links on your profile'
      );
  }
}

function LivePreview({ values, user }: { values: UserQrCodeSettings; user: SessionUser | null }) {
  return (
    <Card title="What visitors see" headingLevel={2} description="Updates as you change the switches; saved when you save.">
      {values.is_public ? (
        <Stack gap="3" aria-live="polite">
          <Text fontWeight="semibold" textStyle="lg">
            {displayName(user)}
          </Text>
          <Stack as="ul" listStyleType="none" gap="2" p="0">
            {SETTING_NAMES.map((name) => (
              <HStack as="li" key={name} justify="space-between" align="flex-start" gap="3">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{QR_SETTING_LABELS[name].label}</Text>
                  {values[name] ? (
                    <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
                      {shownValue(name, user)}
                    </Text>
                  ) : null}
                </Stack>
                <Badge tone={values[name] ? 'success' : 'neutral'}>{values[name] ? 'Shown' : 'Hidden'}</Badge>
              </HStack>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Text aria-live="polite">
          Nothing: your profile is private, so the QR code and the link open “Profile not available”.
        </Text>
      )}
    </Card>
  );
}

export function QrSettingsForm({ code }: { code: UserQrCode }) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const update = useUpdateUserQrCodeSettings();
  const form = useContractForm({
    schema: zUpdateUserQrCodeSettingsBody,
    defaultValues: { ...code.settings },
    send: (data) => update.mutateAsync({ id: code.id, data }),
    onSuccess: (saved) => {
      queryClient.setQueryData(getGetMyUserQrCodeQueryKey(), saved);
      toast.success('Profile settings saved', 'Your public profile shows them now.');
    },
  });
  const watched = useWatch({ control: form.form.control }) as Partial<UserQrCodeSettings>;
  const values: UserQrCodeSettings = { ...code.settings, ...watched };
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
      <ContractForm form={form} submitLabel="Save settings" aria-label="Public profile settings">
        <Card title="Who can see your profile" headingLevel={2}>
          <FormSwitch
            name="is_public"
            label="Public profile"
            helpText="Off: the QR code and the link open “Profile not available”."
          />
        </Card>
        <Card title="What your profile shows" headingLevel={2} description="Your name and member-since date always show.">
          <Stack gap="4">
            {SETTING_NAMES.map((name) => (
              <FormSwitch
                key={name}
                name={name}
                label={`Show ${QR_SETTING_LABELS[name].label.toLowerCase()}`}
                helpText={QR_SETTING_LABELS[name].help}
              />
            ))}
          </Stack>
        </Card>
      </ContractForm>
      <Stack gap="3">
        <LivePreview values={values} user={user} />
        <Box>
          <Link href={links.qrCodeProfile()}>See the saved profile as the public sees it</Link>
        </Box>
        <Box>
          <Link href={publicProfilePath(code)} external>
            Open my public profile
          </Link>
        </Box>
      </Stack>
    </Grid>
  );
}

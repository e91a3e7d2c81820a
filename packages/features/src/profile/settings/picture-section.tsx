/**
 * The profile picture: choose one (JPEG, PNG or WebP up to 5 MB, previewed before saving) and save it
 * as multipart through the session's profile update; or remove the stored one after a confirmation.
 * Either way the header's avatar changes at once.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_MESSAGES, type User } from '@ujuzi/api';
import { getGetCurrentUserQueryKey, useRemoveProfilePicture } from '@ujuzi/api/hooks';
import { displayName, PROFILE_PICTURE_MAX_BYTES } from '@ujuzi/domain';
import { Avatar, Button, Card, ImageUpload, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { ActionButton, errorMessage, serverFieldError, useEntityAction } from '../../infra/kit';
import { useSessionService } from '../../infra/session/session-context';
import { pictureOf } from '../../infra/shell/dashboard-shell';
import { useSessionAction } from '../shared';

export function PictureSection({ user }: { user: User }) {
  const session = useSessionService();
  const queryClient = useQueryClient();
  const run = useSessionAction();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A new key empties the picker after a save.
  const [pickerKey, setPickerKey] = useState(0);
  const remove = useRemoveProfilePicture();
  const removeAction = useEntityAction<User>({
    queryKey: getGetCurrentUserQueryKey(),
    call: () => remove.mutateAsync(),
    success: 'Profile picture removed',
    failure: 'Could not remove the picture',
    refresh: async () => {
      const fresh = await session.fetchUser();
      if (fresh) queryClient.setQueryData(getGetCurrentUserQueryKey(), fresh);
    },
  });
  const name = displayName(user);
  const current = pictureOf(user);

  const save = async () => {
    if (!file) return;
    setError(null);
    setSaving(true);
    const body = new FormData();
    body.set('profile_picture', file);
    try {
      await run(() => session.updateProfile(body), SESSION_MESSAGES.profileFailed);
      toast.success('Profile picture saved');
      setFile(null);
      setPickerKey((key) => key + 1);
    } catch (failure) {
      setError(serverFieldError(failure, 'profile_picture') ?? errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Profile picture" headingLevel={2} description="Shown in the header, on your profile and to your teachers.">
      <Stack gap="4">
        <HStack gap="4" align="center">
          <Avatar name={name} src={current} size="2xl" decorative />
          <Text color="fg.muted" textStyle="sm">
            {current ? 'Your current picture.' : 'No picture yet: your initials show instead.'}
          </Text>
        </HStack>
        <ImageUpload
          key={pickerKey}
          label="New picture"
          maxSize={PROFILE_PICTURE_MAX_BYTES}
          onChange={(files) => {
            setFile(files[0] ?? null);
            setError(null);
          }}
          error={error}
        />
        <HStack gap="3" wrap="wrap">
          <Button onClick={() => void save()} disabled={!file} loading={saving} loadingText="Saving…">
            Save picture
          </Button>
          {current ? (
            <ActionButton
              label="Remove picture"
              destructive
              confirm={{
                title: 'Remove your profile picture?',
                message: 'Your initials show in its place until you add another.',
                confirmLabel: 'Remove',
              }}
              onRun={() => removeAction.run()}
              pending={removeAction.pending}
            />
          ) : null}
        </HStack>
      </Stack>
    </Card>
  );
}

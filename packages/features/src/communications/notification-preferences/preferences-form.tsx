/**
 * The preferences as one form: a group per kind of notice with a frequency for each channel. Only the
 * kinds changed are sent (partialUpdateNotificationPreferences); what was chosen stays on a refusal.
 */
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationPreference, NotificationPreferences, PatchedNotificationPreferenceRequest } from '@ujuzi/api';
import { getGetNotificationPreferencesQueryKey, usePartialUpdateNotificationPreferences } from '@ujuzi/api/hooks';
import { zPartialUpdateNotificationPreferencesBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { useRef } from 'react';
import { ContractForm, FormSelect, useContractForm } from '../../infra/kit/forms';
import { CHANNELS, FREQUENCY_OPTIONS, KIND_LABELS, SYSTEM_IN_APP_RULE } from './preference-labels';

const same = (a: PatchedNotificationPreferenceRequest, b: NotificationPreference | undefined) =>
  !!b && a.in_app === b.in_app && a.email === b.email && a.sms === b.sms;

export function PreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const queryClient = useQueryClient();
  const update = usePartialUpdateNotificationPreferences();
  const rows = preferences.preferences;
  const sent = useRef(0);
  /** The rows that differ from the last saved preferences: only they are sent. */
  const changedRows = (values: readonly PatchedNotificationPreferenceRequest[]) => {
    const saved = queryClient.getQueryData<NotificationPreferences>(getGetNotificationPreferencesQueryKey()) ?? preferences;
    return values.filter(
      (row) =>
        !same(
          row,
          saved.preferences.find((old) => old.kind === row.kind),
        ),
    );
  };
  const form = useContractForm({
    schema: zPartialUpdateNotificationPreferencesBody,
    defaultValues: { preferences: rows },
    rules: (values) => {
      const index = (values.preferences ?? []).findIndex((row) => row.kind === 'system' && row.in_app === 'never');
      return index < 0 ? {} : { [`preferences.${index}.in_app`]: SYSTEM_IN_APP_RULE };
    },
    send: (data) => {
      const changed = changedRows(data.preferences ?? []);
      sent.current = changed.length;
      return update.mutateAsync({ data: { preferences: changed } });
    },
    onSuccess: (saved) => {
      const count = sent.current;
      queryClient.setQueryData(getGetNotificationPreferencesQueryKey(), saved);
      toast.success(
        'Notification preferences saved',
        count === 0 ? 'Nothing had changed.' : count === 1 ? '1 kind of notice changed.' : `${count} kinds of notice changed.`,
      );
    },
  });
  const refusal = form.form.formState.errors.preferences?.message;
  return (
    <ContractForm form={form} submitLabel="Save preferences" aria-label="Notification preferences">
      {refusal ? (
        <Text role="alert" color="fg.error">
          {refusal}
        </Text>
      ) : null}
      <Box display="grid" gap="4">
        {rows.map((row, index) => (
          // A plain fieldset: Chakra's Fieldset recipe is not in the start-up system (ui's system test).
          <Box
            as="fieldset"
            key={row.kind}
            aria-describedby={`preferences-${row.kind}-about`}
            borderWidth="1px"
            borderRadius="l2"
            padding="4"
            minWidth="0"
          >
            <Box as="legend" textStyle="md" fontWeight="semibold" paddingInline="1">
              {KIND_LABELS[row.kind].label}
            </Box>
            <Text id={`preferences-${row.kind}-about`} textStyle="sm" color="fg.muted">
              {KIND_LABELS[row.kind].about}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" marginTop="2">
              {CHANNELS.map(({ channel, label }) => (
                <FormSelect
                  key={channel}
                  name={`preferences.${index}.${channel}`}
                  label={
                    <>
                      <Box as="span" srOnly>
                        {KIND_LABELS[row.kind].label}:{' '}
                      </Box>
                      {label}
                    </>
                  }
                  options={FREQUENCY_OPTIONS}
                />
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Box>
    </ContractForm>
  );
}

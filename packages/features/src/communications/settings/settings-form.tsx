/**
 * The communication channels of the school settings (updateSchoolSettings, a full replacement): e-mail
 * and SMS notifications on or off. Every other school setting is sent back as it was loaded.
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { SchoolSettings } from '@ujuzi/api';
import { getGetSchoolSettingsQueryKey, useUpdateSchoolSettings } from '@ujuzi/api/hooks';
import { zUpdateSchoolSettingsBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import { ContractForm, FormSwitch, useContractForm } from '../../infra/kit/forms';

export function CommunicationSettingsForm({ settings }: { settings: SchoolSettings }) {
  const queryClient = useQueryClient();
  const update = useUpdateSchoolSettings();
  const form = useContractForm({
    schema: zUpdateSchoolSettingsBody,
    defaultValues: {
      current_academic_year: settings.current_academic_year ?? null,
      current_academic_term: settings.current_academic_term ?? null,
      default_grading_system: settings.default_grading_system ?? null,
      currency: settings.currency,
      locale: settings.locale,
      timezone: settings.timezone,
      date_format: settings.date_format,
      mpesa_paybill_number: settings.mpesa_paybill_number ?? null,
      bank_account_details: settings.bank_account_details ?? null,
      late_payment_penalty_percent: settings.late_payment_penalty_percent,
      pass_mark: settings.pass_mark,
      attendance_threshold_percent: settings.attendance_threshold_percent,
      allow_parent_portal: settings.allow_parent_portal,
      report_card_footer: settings.report_card_footer ?? null,
      email_notifications_enabled: settings.email_notifications_enabled ?? true,
      sms_notifications_enabled: settings.sms_notifications_enabled ?? true,
    },
    send: (data) => update.mutateAsync({ data }),
    onSuccess: (saved) => {
      queryClient.setQueryData(getGetSchoolSettingsQueryKey(), saved);
      toast.success('Communication settings saved');
    },
  });
  return (
    <ContractForm form={form} submitLabel="Save settings" aria-label="Communication channels">
      <Stack gap="5">
        <FormSwitch
          name="email_notifications_enabled"
          label="E-mail notifications"
          helpText="Notifications, announcements and new-message alerts are also e-mailed to each person."
        />
        <FormSwitch
          name="sms_notifications_enabled"
          label="SMS notifications"
          helpText="Urgent notifications and fee reminders are also sent by SMS to each person's phone number."
        />
      </Stack>
    </ContractForm>
  );
}

/** The newsletter settings form: the contract's NewsletterSettingsRequest through the form kit. */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { NewsletterSettings } from '@ujuzi/api';
import { getGetNewsletterSettingsQueryKey, useListNewsletterTemplates, useUpdateNewsletterSettings } from '@ujuzi/api/hooks';
import { zUpdateNewsletterSettingsBody } from '@ujuzi/api/schemas';
import { Card, toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import { FREQUENCY_LABELS, keysOf } from '../subscribers/audience';

const FREQUENCIES = keysOf(FREQUENCY_LABELS).map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

export function SettingsForm({ settings }: { settings: NewsletterSettings }) {
  const queryClient = useQueryClient();
  const update = useUpdateNewsletterSettings();
  const templates = useListNewsletterTemplates({ page_size: 100, is_active: true });
  const form = useContractForm({
    schema: zUpdateNewsletterSettingsBody,
    defaultValues: {
      from_name: settings.from_name,
      from_email: settings.from_email,
      reply_to_email: settings.reply_to_email ?? null,
      double_opt_in: settings.double_opt_in,
      send_welcome_email: settings.send_welcome_email ?? false,
      welcome_email_subject: settings.welcome_email_subject ?? '',
      default_frequency: settings.default_frequency,
      default_template: settings.default_template ?? null,
      require_approval: settings.require_approval ?? false,
      track_opens: settings.track_opens,
      track_clicks: settings.track_clicks,
      footer_text: settings.footer_text ?? '',
      company_address: settings.company_address ?? '',
      max_emails_per_hour: settings.max_emails_per_hour,
    },
    send: (data) => update.mutateAsync({ data }),
    onSuccess: (saved) => {
      toast.success('Newsletter settings saved');
      queryClient.setQueryData(getGetNewsletterSettingsQueryKey(), saved);
    },
  });
  return (
    <ContractForm form={form} submitLabel="Save settings" aria-label="Newsletter settings">
      <Card title="Sender" headingLevel={2}>
        <Stack gap="4">
          <Stack direction={{ base: 'column', md: 'row' }} gap="4">
            <FormTextField name="from_name" label="From name" />
            <FormTextField name="from_email" label="From address" type="email" />
          </Stack>
          <FormTextField
            name="reply_to_email"
            label="Reply-to address"
            type="email"
            helpText="Leave blank to reply to the sender."
          />
          <FormNumberField name="max_emails_per_hour" label="Most e-mails per hour" />
        </Stack>
      </Card>
      <Card title="Subscriptions" headingLevel={2}>
        <Stack gap="4">
          <FormSwitch
            name="double_opt_in"
            label="Ask new subscribers to confirm by e-mail"
            helpText="They stay Pending Confirmation until they open the link."
          />
          <FormSwitch name="send_welcome_email" label="Send a welcome e-mail" />
          <FormTextField name="welcome_email_subject" label="Welcome e-mail subject" />
          <Stack direction={{ base: 'column', md: 'row' }} gap="4">
            <FormSelect name="default_frequency" label="Default frequency" placeholder="Choose how often" options={FREQUENCIES} />
            <FormSelect
              name="default_template"
              label="Default template"
              placeholder="No default"
              valueAs="number"
              options={(templates.data?.results ?? []).map((template) => ({ value: String(template.id), label: template.name }))}
            />
          </Stack>
        </Stack>
      </Card>
      <Card title="Sending" headingLevel={2}>
        <FormSwitch
          name="require_approval"
          label="Campaigns need a second admin's approval"
          helpText="Send now and Schedule wait until an admin other than the one who asked approves the campaign."
        />
      </Card>
      <Card title="Tracking and footer" headingLevel={2}>
        <Stack gap="4">
          <FormSwitch name="track_opens" label="Track opens" />
          <FormSwitch name="track_clicks" label="Track link clicks" />
          <FormTextareaField name="footer_text" label="Footer text" rows={2} />
          <FormTextareaField
            name="company_address"
            label="Postal address"
            rows={2}
            helpText="Printed in every newsletter footer."
          />
        </Stack>
      </Card>
    </ContractForm>
  );
}

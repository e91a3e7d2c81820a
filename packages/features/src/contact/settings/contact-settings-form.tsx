/** The contact settings (notifications, auto-reply, defaults, limits, social pages, the Android app link, the public learners figure), edited by admins with the form kit. */
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContactSettings } from '@ujuzi/api';
import type { FieldMessages } from '@ujuzi/domain';
import type { ReactNode } from 'react';
import { getGetContactSettingsQueryKey, useGetContactSettings, useUpdateContactSettings } from '@ujuzi/api/hooks';
import { zUpdateContactSettingsBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  QueryState,
  useContractForm,
} from '../../infra/kit';
import { useAssigneeOptions } from '../inquiries/inquiry-people';
import { INQUIRY_PRIORITIES, INQUIRY_PRIORITY_LABELS } from '../shared';

const SOCIAL = ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube', 'tiktok'] as const;
const SOCIAL_LABELS: Record<(typeof SOCIAL)[number], string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** The contract's pattern for the public learners figure ('10,000+'). */
const LEARNERS_CLAIM = /^[0-9][0-9,]*\+?$/;

/** One group of settings: a card under its own heading. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Heading as="h3" textStyle="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The settings section: loads the stored settings, then the form. */
export function ContactSettingsSection() {
  const settings = useGetContactSettings();
  return (
    <Stack as="section" aria-labelledby="contact-settings" id="settings" gap="4">
      <Stack gap="1">
        <Heading as="h2" id="contact-settings" textStyle="xl">
          Inquiry settings
        </Heading>
        <Text color="fg.muted">Who is told about new inquiries, the automatic reply, defaults and limits.</Text>
      </Stack>
      <QueryState query={settings} noun="the settings" headingLevel="h3" loadingLines={6}>
        {(data) => <ContactSettingsForm settings={data} />}
      </QueryState>
    </Stack>
  );
}

export function ContactSettingsForm({ settings }: { settings: ContactSettings }) {
  const queryClient = useQueryClient();
  const update = useUpdateContactSettings();
  const assignees = useAssigneeOptions();
  const form = useContractForm({
    schema: zUpdateContactSettingsBody,
    defaultValues: {
      notification_email: settings.notification_email,
      notify_on_new_inquiry: settings.notify_on_new_inquiry,
      auto_reply_enabled: settings.auto_reply_enabled,
      auto_reply_subject: settings.auto_reply_subject ?? '',
      auto_reply_message: settings.auto_reply_message ?? '',
      default_assignee: settings.default_assignee ?? null,
      default_priority: settings.default_priority ?? 'medium',
      response_time_hours: settings.response_time_hours,
      business_hours: settings.business_hours ?? '',
      max_submissions_per_hour: settings.max_submissions_per_hour ?? 5,
      social_links: Object.fromEntries(SOCIAL.map((network) => [network, settings.social_links?.[network] ?? ''])),
      android_app_url: settings.android_app_url ?? '',
      learners_claim: settings.learners_claim ?? '',
    },
    rules: (values): FieldMessages => {
      const figure = values.learners_claim?.trim();
      if (!figure || LEARNERS_CLAIM.test(figure)) return {};
      return { learners_claim: 'Write the figure as digits, with commas and an optional +, such as 10,000+.' };
    },
    send: (data) => update.mutateAsync({ data }),
    onSuccess: (saved) => {
      queryClient.setQueryData(getGetContactSettingsQueryKey(), saved);
      toast.success('Settings saved');
    },
  });
  return (
    <ContractForm form={form} submitLabel="Save settings" aria-label="Inquiry settings">
      <Group title="Notifications">
        <FormTextField name="notification_email" label="Notification e-mail" type="email" autoComplete="email" />
        <FormSwitch name="notify_on_new_inquiry" label="E-mail staff about every new inquiry" />
        <FormNumberField name="response_time_hours" label="Promised response time" unit="hours" />
      </Group>
      <Group title="Automatic reply">
        <FormSwitch name="auto_reply_enabled" label="Send an automatic reply" />
        <FormTextField
          name="auto_reply_subject"
          label="Subject"
          helpText="{{reference_number}} is replaced by the inquiry's reference."
        />
        <FormTextareaField
          name="auto_reply_message"
          label="Message"
          rows={4}
          helpText="{{name}} is replaced by the sender's name."
        />
      </Group>
      <Group title="Defaults and limits">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormSelect
            name="default_assignee"
            label="Default assignee"
            placeholder="Nobody"
            options={assignees.options}
            valueAs="number"
          />
          <FormSelect
            name="default_priority"
            label="Default priority"
            options={INQUIRY_PRIORITIES.map((priority) => ({ value: priority, label: INQUIRY_PRIORITY_LABELS[priority] }))}
          />
          <FormTextField name="business_hours" label="Business hours" />
          <FormNumberField name="max_submissions_per_hour" label="Messages per sender per hour" />
        </SimpleGrid>
      </Group>
      <Group title="Social pages and app">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {SOCIAL.map((network) => (
            <FormTextField
              key={network}
              name={`social_links.${network}`}
              label={SOCIAL_LABELS[network]}
              type="url"
              placeholder="https://"
            />
          ))}
          {/* The public site's footer and home page link to it (left blank: no link). */}
          <FormTextField name="android_app_url" label="Android app (store page)" type="url" placeholder="https://" />
          <FormTextField
            name="learners_claim"
            label="Learners figure"
            placeholder="10,000+"
            helpText="Shown as “Trusted by … learners” in the footer and on the home and about pages. Leave it blank to make no such claim."
          />
        </SimpleGrid>
      </Group>
    </ContractForm>
  );
}

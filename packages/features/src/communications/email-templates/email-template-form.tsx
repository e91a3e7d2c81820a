/**
 * An e-mail template's form (the contract's EmailTemplateRequest): name, kind, subject, HTML and text
 * bodies; the placeholders it uses are listed as typed, and the preview fills them with sample data and
 * shows the HTML sanitised, as a recipient's mail program would show it.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { EmailTemplate } from '@ujuzi/api';
import { getListEmailTemplatesQueryKey, useCreateEmailTemplate, useUpdateEmailTemplate } from '@ujuzi/api/hooks';
import { zCreateEmailTemplateBody } from '@ujuzi/api/schemas';
import { Badge, SafeHtml, toast } from '@ujuzi/ui';
import { useWatch } from 'react-hook-form';
import {
  ContractForm,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
  type ContractFormState,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { TEMPLATE_TYPE_LABELS, fillSample, placeholdersOf } from '../shared/email-labels';

const TYPE_OPTIONS = Object.entries(TEMPLATE_TYPE_LABELS).map(([value, label]) => ({ value, label }));

type TemplateForm = ContractFormState<typeof zCreateEmailTemplateBody>;

/** The placeholders the subject and body use, and the mail filled with sample data. */
function Preview({ form }: { form: TemplateForm }) {
  const control = form.form.control;
  const subject = useWatch({ control, name: 'subject' }) ?? '';
  const body = useWatch({ control, name: 'body_html' }) ?? '';
  const names = placeholdersOf(subject, body);
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l2" padding="3" aria-label="Preview" role="region">
      <Text fontWeight="semibold">Preview with sample data</Text>
      <HStack gap="2" wrap="wrap" aria-label="Placeholders">
        <Text textStyle="sm" color="fg.muted">
          Placeholders:
        </Text>
        {names.length > 0 ? (
          names.map((name) => <Badge key={name} tone="info">{`{{${name}}}`}</Badge>)
        ) : (
          <Text textStyle="sm">none yet — write {'{{first_name}}'} to use one</Text>
        )}
      </HStack>
      <Text textStyle="sm">
        <Text as="span" color="fg.muted">
          Subject:{' '}
        </Text>
        {fillSample(subject) || '—'}
      </Text>
      <Box borderTopWidth="1px" paddingTop="2">
        <SafeHtml html={fillSample(body)} size="sm" />
      </Box>
    </Stack>
  );
}

export function EmailTemplateForm({ item, onDone }: EntityFormProps<EmailTemplate>) {
  const queryClient = useQueryClient();
  const create = useCreateEmailTemplate();
  const update = useUpdateEmailTemplate();
  const form = useContractForm({
    schema: zCreateEmailTemplateBody,
    defaultValues: {
      name: item?.name ?? '',
      template_type: item?.template_type ?? 'general',
      subject: item?.subject ?? '',
      body_html: item?.body_html ?? '',
      body_text: item?.body_text ?? '',
      is_active: item?.is_active ?? true,
    },
    send: (data) => {
      const body = { ...data, variables: placeholdersOf(data.subject, data.body_html) };
      return item ? update.mutateAsync({ id: item.id, data: body }) : create.mutateAsync({ data: body });
    },
    onSuccess: (saved) => {
      toast.success(item ? 'Template saved' : 'Template created', saved.name);
      void queryClient.invalidateQueries({ queryKey: getListEmailTemplatesQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save template' : 'Create template'} onCancel={onDone}>
      <FormTextField name="name" label="Name" />
      <FormSelect name="template_type" label="Kind" options={TYPE_OPTIONS} />
      <FormTextField name="subject" label="Subject" helpText="Placeholders such as {{first_name}} are filled in when sent." />
      <FormTextareaField name="body_html" label="HTML body" rows={6} />
      <FormTextareaField name="body_text" label="Plain-text body" rows={3} helpText="For mail programs that show no HTML." />
      <FormSwitch name="is_active" label="Active" helpText="Only active templates are used for sending." />
      <Preview form={form} />
    </ContractForm>
  );
}

/**
 * The template form: the contract's NewsletterTemplateRequest through the form kit, with a live preview
 * of the HTML — sanitised (no scripts, handlers or frames) and with sample text in its placeholders.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { NewsletterTemplate } from '@ujuzi/api';
import {
  getGetNewsletterTemplateQueryKey,
  getListNewsletterTemplatesQueryKey,
  useCreateNewsletterTemplate,
  useUpdateNewsletterTemplate,
} from '@ujuzi/api/hooks';
import { zCreateNewsletterTemplateBody } from '@ujuzi/api/schemas';
import { Card, SafeHtml, toast } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { ContractForm, FormSwitch, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import { links } from '../../infra/kit/links';

/** What the preview shows in place of each placeholder. */
const SAMPLES: Readonly<Record<string, string>> = {
  content: '<h2>This month at Ujuzi</h2><p>New cohorts of Python and web development start on the 3rd. Karibu!</p>',
  first_name: 'Wanjiru',
  last_name: 'Njoroge',
  email: 'wanjiru.njoroge@gmail.com',
  unsubscribe_url: '#unsubscribe',
  preferences_url: '#preferences',
};

export const fillPlaceholders = (html: string): string =>
  html.replace(/\{\{\s*([a-z_]+)\s*\}\}/gi, (whole, key: string) => SAMPLES[key.toLowerCase()] ?? whole);

export function TemplateForm({ template }: { template: NewsletterTemplate | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateNewsletterTemplate();
  const update = useUpdateNewsletterTemplate();
  const form = useContractForm({
    schema: zCreateNewsletterTemplateBody,
    defaultValues: {
      name: template?.name ?? '',
      description: template?.description ?? '',
      html_content:
        template?.html_content ??
        '<html><body>\n<header><h1>Ujuzi</h1></header>\n{{content}}\n<footer><a href="{{unsubscribe_url}}">Unsubscribe</a></footer>\n</body></html>',
      text_content: template?.text_content ?? '',
      is_default: template?.is_default ?? false,
      is_active: template?.is_active ?? true,
    },
    send: (data) => (template ? update.mutateAsync({ id: template.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(template ? 'Template saved' : 'Template created', saved.name);
      queryClient.setQueryData(getGetNewsletterTemplateQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: getListNewsletterTemplatesQueryKey() });
      void navigate(links.templates());
    },
  });
  const html = String(form.form.watch('html_content') ?? '');
  return (
    <Stack direction={{ base: 'column', xl: 'row' }} gap="5" align="stretch">
      <Box flex="1" minW="0">
        <Card>
          <ContractForm
            form={form}
            submitLabel={template ? 'Save template' : 'Create template'}
            onCancel={() => void navigate(links.templates())}
            aria-label={template ? 'Edit template' : 'New template'}
          >
            <FormTextField name="name" label="Name" />
            <FormTextareaField name="description" label="Description" rows={2} />
            <FormTextareaField
              name="html_content"
              label="HTML"
              rows={14}
              helpText="Placeholders: {{content}}, {{first_name}}, {{unsubscribe_url}}. Scripts and frames are removed when shown."
            />
            <FormTextareaField
              name="text_content"
              label="Plain-text version"
              rows={5}
              helpText="For mail apps that show no HTML."
            />
            <FormSwitch name="is_default" label="Default for new newsletters" />
            <FormSwitch name="is_active" label="In use" />
          </ContractForm>
        </Card>
      </Box>
      <Box flex="1" minW="0">
        <Card title="Preview" headingLevel={2} description="Sanitised, with sample text in the placeholders.">
          {html.trim() ? (
            <Box borderWidth="1px" borderRadius="l2" p="4" overflowX="auto" data-testid="template-preview">
              <SafeHtml html={fillPlaceholders(html)} size="sm" />
            </Box>
          ) : (
            <Text color="fg.muted">Write some HTML to see it here.</Text>
          )}
        </Card>
      </Box>
    </Stack>
  );
}

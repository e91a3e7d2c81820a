/**
 * A campaign's fields through the form kit (the contract's NewsletterRequest: title and subject 1–200
 * characters, a preview line up to 255, the HTML body, a template, the categories it targets or every
 * active subscriber). The body is HTML as written; its preview beside it is sanitised.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { Newsletter } from '@ujuzi/api';
import { useListNewsletterCategories, useListNewsletterTemplates } from '@ujuzi/api/hooks';
import { zCreateNewsletterBody } from '@ujuzi/api/schemas';
import { CheckboxGroup, SafeHtml } from '@ujuzi/ui';
import { useState } from 'react';
import { ContractForm, FormSelect, FormSwitch, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';

export type NewsletterBody = {
  title: string;
  subject: string;
  preview_text: string;
  content_html: string;
  template: number | null;
  categories: number[];
  send_to_all: boolean;
};

export interface NewsletterFormProps {
  newsletter?: Newsletter;
  submitLabel: string;
  send: (body: NewsletterBody) => Promise<Newsletter>;
  onSaved: (newsletter: Newsletter) => void;
  onCancel: () => void;
}

export function NewsletterForm({ newsletter, submitLabel, send, onSaved, onCancel }: NewsletterFormProps) {
  const categories = useListNewsletterCategories({ page_size: 100 });
  const templates = useListNewsletterTemplates({ page_size: 100 });
  const [chosen, setChosen] = useState<string[]>((newsletter?.categories ?? []).map(String));
  const contract = useContractForm({
    schema: zCreateNewsletterBody,
    defaultValues: {
      title: newsletter?.title ?? '',
      subject: newsletter?.subject ?? '',
      preview_text: newsletter?.preview_text ?? '',
      content_html: newsletter?.content_html ?? '',
      template: newsletter?.template ?? null,
      send_to_all: newsletter?.send_to_all ?? false,
    },
    send: (body) =>
      send({
        title: body.title,
        subject: body.subject,
        preview_text: body.preview_text ?? '',
        content_html: body.content_html,
        template: body.template ?? null,
        categories: chosen.map(Number),
        send_to_all: body.send_to_all ?? false,
      }),
    onSuccess: onSaved,
  });
  const html = contract.form.watch('content_html') ?? '';
  const toAll = contract.form.watch('send_to_all') ?? false;
  return (
    <ContractForm
      form={contract}
      aria-label={newsletter ? `Edit ${newsletter.title}` : 'New newsletter'}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <FormTextField name="title" label="Title" helpText="The campaign's internal name, up to 200 characters." />
      <FormTextField name="subject" label="Subject" helpText="What readers see in their inbox, up to 200 characters." />
      <FormTextField
        name="preview_text"
        label="Preview text"
        helpText="The line shown after the subject, up to 255 characters."
      />
      <FormSelect
        name="template"
        label="Template"
        placeholder="No template (plain layout)"
        valueAs="number"
        options={(templates.data?.results ?? []).map((template) => ({ value: String(template.id), label: template.name }))}
      />
      <FormSwitch name="send_to_all" label="Send to every active subscriber" />
      {toAll ? null : (
        <CheckboxGroup
          label="Categories"
          helpText="Subscribers of these categories receive it."
          options={(categories.data?.results ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
          value={chosen}
          onChange={setChosen}
        />
      )}
      <FormTextareaField
        name="content_html"
        label="Content (HTML)"
        rows={12}
        helpText="Write HTML: <p>, <h2>, <a href>, <ul>… Scripts and event handlers are removed when it is shown."
      />
      <Stack gap="2">
        <Heading as="h2" textStyle="md">
          Content preview
        </Heading>
        <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle" aria-label="Content preview" role="region">
          {html.trim() ? <SafeHtml html={html} size="sm" /> : <Text color="fg.muted">Nothing to preview yet.</Text>}
        </Box>
      </Stack>
    </ContractForm>
  );
}

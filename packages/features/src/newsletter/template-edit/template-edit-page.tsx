/**
 * /dashboard/newsletter/templates/new and /templates/edit/:id (admins): write a template's HTML and
 * plain text beside a sanitised live preview; saving returns to the templates.
 */
import type { NewsletterTemplate } from '@ujuzi/api';
import { useGetNewsletterTemplate } from '@ujuzi/api/hooks';
import { getNewsletterTemplatePath } from '@ujuzi/api/path-params';
import { Link } from '@ujuzi/ui';
import { Stack } from '@chakra-ui/react';
import { DetailPage, lazyPart, links, useRouteParams } from '../../infra/kit';
import { AudienceHeader, TEMPLATES_CRUMB } from '../subscribers/audience';

const TemplateForm = lazyPart(() => import('./template-form').then((module) => module.TemplateForm), '40rem');

export function NewTemplatePage() {
  return (
    <Stack gap="5">
      <AudienceHeader title="New template" trail={[TEMPLATES_CRUMB]} current={links.templates()} />
      <TemplateForm template={null} />
    </Stack>
  );
}

export function EditTemplatePage() {
  const { id } = useRouteParams(getNewsletterTemplatePath);
  const query = useGetNewsletterTemplate(id);
  return (
    <DetailPage<NewsletterTemplate>
      query={query}
      noun="template"
      notFoundAction={<Link href={links.templates()}>Back to templates</Link>}
      header={(template) => (
        <AudienceHeader
          title={template ? `Edit “${template.name}”` : 'Edit template'}
          trail={[TEMPLATES_CRUMB]}
          current={links.templates()}
        />
      )}
      summary={(template) => <TemplateForm template={template} />}
    />
  );
}

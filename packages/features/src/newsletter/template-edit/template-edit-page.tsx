/**
 * /dashboard/newsletter/templates/new and /templates/edit/:id (admins): write a template's HTML and
 * plain text beside a sanitised live preview; saving returns to the templates.
 */
import type { NewsletterTemplate } from '@ujuzi/api';
import { useGetNewsletterTemplate } from '@ujuzi/api/hooks';
import { Link } from '@ujuzi/ui';
import { Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { DetailPage, lazyPart } from '../../kit';
import { AudienceHeader, TEMPLATES_CRUMB, TEMPLATES_HREF } from '../subscribers/audience';

const TemplateForm = lazyPart(() => import('./template-form').then((module) => module.TemplateForm), '40rem');

export function NewTemplatePage() {
  return (
    <Stack gap="5">
      <AudienceHeader title="New template" trail={[TEMPLATES_CRUMB]} current={TEMPLATES_HREF} />
      <TemplateForm template={null} />
    </Stack>
  );
}

export function EditTemplatePage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetNewsletterTemplate(id, { query: { enabled: valid } });
  const detailQuery = valid ? query : { ...query, isPending: false, isError: true, error: { status: 404 }, data: undefined };
  return (
    <DetailPage<NewsletterTemplate>
      query={detailQuery}
      noun="template"
      notFoundAction={<Link href={TEMPLATES_HREF}>Back to templates</Link>}
      header={(template) => (
        <AudienceHeader
          title={template ? `Edit “${template.name}”` : 'Edit template'}
          trail={[TEMPLATES_CRUMB]}
          current={TEMPLATES_HREF}
        />
      )}
      summary={(template) => <TemplateForm template={template} />}
    />
  );
}

/**
 * An article's fields through the form kit (the contract's CommunityArticleRequest: title 5–200
 * characters, an optional summary up to 500, the body, a category, up to 10 tags). The body is written
 * in Markdown with its preview; saving keeps the article's status (new ones are drafts).
 */
import { useListCommunityCategories } from '@ujuzi/api/hooks';
import { zCreateCommunityArticleBody } from '@ujuzi/api/schemas';
import { TextField } from '@ujuzi/ui';
import { useState } from 'react';
import {
  ContractForm,
  FormMarkdownField,
  FormSelect,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import { contentHtml, contentMarkdown, parseTags } from './content';
import type { Article } from './types';

export type ArticleBody = { title: string; excerpt: string; content: string; category: number | null; tags: string[] };

export interface ArticleFormProps {
  article?: Article;
  submitLabel: string;
  send: (body: ArticleBody) => Promise<Article>;
  onSaved: (article: Article) => void;
  onCancel: () => void;
}

export function ArticleForm({ article, submitLabel, send, onSaved, onCancel }: ArticleFormProps) {
  const categories = useListCommunityCategories({ page_size: 100 });
  const [tags, setTags] = useState(article?.tags.join(', ') ?? '');
  const contract = useContractForm({
    schema: zCreateCommunityArticleBody,
    defaultValues: {
      title: article?.title ?? '',
      excerpt: article?.excerpt ?? '',
      content: article ? contentMarkdown(article.content) : '',
      category: article?.category?.id ?? null,
    },
    send: (body) =>
      send({
        title: body.title,
        excerpt: body.excerpt ?? '',
        content: contentHtml(body.content),
        category: body.category ?? null,
        tags: parseTags(tags),
      }),
    onSuccess: onSaved,
  });
  return (
    <ContractForm
      form={contract}
      aria-label={article ? `Edit ${article.title}` : 'New article'}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <FormTextField name="title" label="Title" helpText="5 to 200 characters." />
      <FormTextareaField
        name="excerpt"
        label="Summary"
        rows={2}
        helpText="Shown on article cards, up to 500 characters. Left empty, it is taken from the start of the article."
      />
      <FormSelect
        name="category"
        label="Category"
        placeholder="No category"
        valueAs="number"
        options={(categories.data?.results ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
      />
      <FormMarkdownField name="content" label="Article" rows={16} />
      <TextField
        label="Tags"
        helpText="Up to 10, separated by commas: python, careers."
        value={tags}
        onChange={(event) => setTags(event.target.value)}
      />
    </ContractForm>
  );
}

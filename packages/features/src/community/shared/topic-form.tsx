/**
 * A topic's fields through the form kit (the contract's CommunityTopicRequest: title 5–200 characters,
 * a category, the body, up to 10 tags); moderators also pin and lock. Loaded lazily by the new and
 * edit screens (the form stack arrives in its own chunk).
 */
import { Stack } from '@chakra-ui/react';
import { useListCommunityCategories } from '@ujuzi/api/hooks';
import { zCreateCommunityTopicBody } from '@ujuzi/api/schemas';
import { TextField } from '@ujuzi/ui';
import { useState } from 'react';
import { ContractForm, FormMarkdownField, FormSelect, FormSwitch, FormTextField, useContractForm } from '../../infra/kit/forms';
import { useSession } from '../../infra/session/session-context';
import { contentHtml, contentMarkdown, parseTags } from './content';
import { moderates } from './labels';
import type { Topic } from './types';

/** What the form sends: the contract's body with the body as HTML and the tags as a list. */
export type TopicBody = {
  title: string;
  content: string;
  category: number;
  tags: string[];
  is_pinned?: boolean;
  is_locked?: boolean;
};

export interface TopicFormProps {
  /** The topic being edited; none for a new one. */
  topic?: Topic;
  submitLabel: string;
  send: (body: TopicBody) => Promise<Topic>;
  onSaved: (topic: Topic) => void;
  onCancel: () => void;
}

export function TopicForm({ topic, submitLabel, send, onSaved, onCancel }: TopicFormProps) {
  const { user } = useSession();
  const categories = useListCommunityCategories({ page_size: 100 });
  const [tags, setTags] = useState(topic?.tags.join(', ') ?? '');
  const moderator = moderates(user);
  const contract = useContractForm({
    schema: zCreateCommunityTopicBody,
    defaultValues: {
      title: topic?.title ?? '',
      content: topic ? contentMarkdown(topic.content) : '',
      ...(topic ? { category: topic.category.id } : {}),
      is_pinned: topic?.is_pinned ?? false,
      is_locked: topic?.is_locked ?? false,
    },
    send: (body) =>
      send({
        title: body.title,
        content: contentHtml(body.content),
        category: body.category,
        tags: parseTags(tags),
        ...(moderator ? { is_pinned: body.is_pinned, is_locked: body.is_locked } : {}),
      }),
    onSuccess: onSaved,
  });
  return (
    <ContractForm
      form={contract}
      aria-label={topic ? `Edit ${topic.title}` : 'New topic'}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <FormTextField name="title" label="Title" helpText="A question or a clear subject, 5 to 200 characters." />
      <FormSelect
        name="category"
        label="Category"
        placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
        valueAs="number"
        options={(categories.data?.results ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
      />
      <FormMarkdownField name="content" label="Details" rows={10} />
      <TextField
        label="Tags"
        helpText="Up to 10, separated by commas: django, mpesa."
        value={tags}
        onChange={(event) => setTags(event.target.value)}
      />
      {moderator ? (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5">
          <FormSwitch name="is_pinned" label="Pinned (listed first)" />
          <FormSwitch name="is_locked" label="Locked (no new replies)" />
        </Stack>
      ) : null}
    </ContractForm>
  );
}

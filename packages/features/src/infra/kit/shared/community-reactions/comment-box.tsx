/**
 * The text box of an article comment: a new comment, an answer to one, or a comment's own text changed
 * in place. Plain text (the contract's comment is plain text, line breaks kept; React escapes it when
 * shown). Light on purpose: the public article page shows it, so it brings no form stack.
 */
import { HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateCommunityArticleComment, usePartialUpdateCommunityComment } from '@ujuzi/api/hooks';
import { Button, TextareaField, toast } from '@ujuzi/ui';
import { useState, type FormEvent } from 'react';
import { errorText } from '../api-error';
import { refreshArticleQueries } from './refresh';

export const COMMENT_MAX = 5000;
export const COMMENT_REQUIRED = 'Please write your comment first.';
export const COMMENT_TOO_LONG = `A comment can be at most ${COMMENT_MAX.toLocaleString('en-KE')} characters.`;

const fieldError = (failure: unknown): string | null => {
  const body = (failure as { body?: unknown } | null)?.body;
  const content = body && typeof body === 'object' ? (body as Record<string, unknown>).content : undefined;
  return Array.isArray(content) && typeof content[0] === 'string' ? content[0] : null;
};

export interface CommentBoxProps {
  articleId: number;
  /** The comment answered (a reply box), or null. */
  parent?: number | null;
  /** An existing comment to change: its id and text. */
  editing?: { id: number; content: string };
  label: string;
  submitLabel: string;
  /** After a post or a save; also shown as Cancel when given. */
  onDone?: () => void;
}

export function CommentBox({ articleId, parent = null, editing, label, submitLabel, onDone }: CommentBoxProps) {
  const queryClient = useQueryClient();
  const create = useCreateCommunityArticleComment();
  const update = usePartialUpdateCommunityComment();
  const [content, setContent] = useState(editing?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const sending = create.isPending || update.isPending;

  const check = (text: string): string | null =>
    !text.trim() ? COMMENT_REQUIRED : text.length > COMMENT_MAX ? COMMENT_TOO_LONG : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const invalid = check(content);
    setError(invalid);
    if (invalid) return;
    setGeneral(null);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, data: { content: content.trim() } });
      else await create.mutateAsync({ id: articleId, data: { content: content.trim(), parent } });
      toast.success(editing ? 'Comment saved' : parent ? 'Reply posted' : 'Comment posted');
      if (!editing) setContent('');
      await refreshArticleQueries(queryClient);
      onDone?.();
    } catch (failure) {
      const onField = fieldError(failure);
      if (onField) setError(onField);
      else setGeneral(errorText(failure));
    }
  };

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
      <Stack gap="3">
        <TextareaField
          label={label}
          required
          rows={parent || editing ? 3 : 4}
          value={content}
          error={error ?? undefined}
          helpText="Plain text; line breaks are kept."
          onChange={(event) => {
            setContent(event.target.value);
            if (error) setError(check(event.target.value));
          }}
        />
        {general ? (
          <Text role="alert" color="danger.fg" textStyle="sm">
            {general}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button type="submit" size="sm" loading={sending} loadingText="Posting…">
            {submitLabel}
          </Button>
          {onDone ? (
            <Button type="button" size="sm" variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </chakra.form>
  );
}

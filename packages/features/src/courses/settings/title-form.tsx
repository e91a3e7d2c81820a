/**
 * A one-field form for a name: adding a module, topic or lesson, or renaming one, inline in the
 * curriculum. On the light form kit (the builder shows it at once; the full stack would weigh down the
 * settings screen): the contract's title rules, what was typed kept when the server refuses it and its
 * message on the field; Escape cancels.
 */
import { HStack, chakra } from '@chakra-ui/react';
import { createCourseModuleBody } from '@ujuzi/api/body-rules';
import { Button, TextField } from '@ujuzi/ui';
import { useLightForm } from '../../infra/kit/light-form';

/** Module, topic and lesson titles share the contract's rule (1–200 characters): the module's stands for all. */
const TITLE_RULES = { title: createCourseModuleBody.title };

/** The server's words for a blank title, said before sending (a rename's body does not require one). */
export const TITLE_BLANK = 'This field may not be blank.';

export interface TitleFormProps {
  /** The field's label ('New module title', 'New name for Variables'). */
  label: string;
  submitLabel: string;
  initial?: string;
  /** Saves the title; a rejection shows its message on the field. */
  onSubmit: (title: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

export function TitleForm({ label, submitLabel, initial = '', onSubmit, onCancel, autoFocus = false }: TitleFormProps) {
  const form = useLightForm({
    rules: TITLE_RULES,
    check: ({ title }) => ({ title: title.trim() ? undefined : TITLE_BLANK }),
    defaultValues: { title: initial },
    send: ({ title }) => onSubmit(title.trim()),
    onSuccess: () => {
      if (!initial) form.reset({ title: '' });
    },
  });
  // One line, no room for a message above the button: a failure the field does not explain shows on it too.
  const error = form.errors.title ?? form.generalError ?? undefined;

  return (
    <chakra.form
      onSubmit={(event) => void form.onSubmit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.stopPropagation();
          onCancel();
        }
      }}
      aria-label={label}
      noValidate
      w="full"
    >
      <HStack align="flex-end" gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <chakra.div flex="1" minW="12rem">
          <TextField
            {...form.field('title')}
            error={error}
            label={label}
            size="sm"
            autoFocus={autoFocus}
            maxLength={TITLE_RULES.title.maxLength + 1}
          />
        </chakra.div>
        <HStack gap="2" pb={error ? '6' : '0'}>
          <Button type="submit" size="sm" loading={form.sending}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </HStack>
      </HStack>
    </chakra.form>
  );
}

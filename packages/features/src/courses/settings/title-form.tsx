/**
 * A one-field form for a name: adding a module, topic or lesson, or renaming one. Keeps what was typed
 * when the server refuses it and shows the server's message on the field; Escape cancels.
 */
import { HStack, chakra } from '@chakra-ui/react';
import { Button, TextField } from '@ujuzi/ui';
import { useState, type FormEvent } from 'react';
import { writeErrorText } from './curriculum-data';

/** The contract's limit on module, topic and lesson titles. */
const TITLE_MAX = 200;

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
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setError('This field may not be blank.');
      return;
    }
    if (trimmed.length > TITLE_MAX) {
      setError(`Ensure this field has no more than ${TITLE_MAX} characters.`);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSubmit(trimmed);
      if (!initial) setTitle('');
    } catch (failure) {
      setError(writeErrorText(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <chakra.form
      onSubmit={(event) => void submit(event)}
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
            label={label}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={error ?? undefined}
            required
            size="sm"
            autoFocus={autoFocus}
            maxLength={TITLE_MAX + 1}
          />
        </chakra.div>
        <HStack gap="2" pb={error ? '6' : '0'}>
          <Button type="submit" size="sm" loading={sending}>
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

/**
 * A form over one operation's request body: react-hook-form with the contract's schema (and the
 * domain's rules), the server's 400 put back on the fields, the general message, upload progress for
 * bodies with files, and what the user typed kept whatever happens.
 */
import { ApiError, formErrorsFromBody, toApiError, uploadRequest, type UploadProgress } from '@ujuzi/api';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, fieldSchema, type ContractSchema, type FormRules } from './contract-resolver';
import { FORM_MESSAGES } from './messages';
import { hasFiles, toFormData } from './multipart';

/** Where a body with files is sent as multipart (the operation's method and path under the API root). */
export interface UploadTarget {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
}

export interface ContractFormOptions<S extends ContractSchema, Result> {
  /** The operation's generated body schema from `@ujuzi/api/schemas`, e.g. `zCreateFaqBody`. */
  schema: S;
  /** The specs' own rules from `@ujuzi/domain` (e.g. validateProfile), layered on the contract's. */
  rules?: FormRules<z.input<S>>;
  /** The starting values: a record being edited, or the empty form. */
  defaultValues: DefaultValues<z.input<S> & FieldValues>;
  /** Sends the validated body as JSON, usually a generated mutation's `mutateAsync`. */
  send: (body: z.output<S>) => Promise<Result>;
  /** When the body holds a file, it goes here as multipart with upload progress instead of `send`. */
  upload?: UploadTarget | ((body: z.output<S>) => UploadTarget);
  /** After the server accepted the body; the form is then clean, so leaving no longer asks. */
  onSuccess?: (result: Result, body: z.output<S>) => void;
}

export interface ContractForm<S extends ContractSchema> {
  /** react-hook-form's own API (register, watch, setValue, formState…). */
  form: UseFormReturn<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues>;
  schema: S;
  /** The form element's submit handler. */
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** The message above the buttons: non_field_errors / detail, or the failure's text. Null when none. */
  generalError: string | null;
  /** True while the body is on its way: the submit button is disabled. */
  sending: boolean;
  /** Upload progress while a multipart body is sent; null otherwise. */
  progress: UploadProgress | null;
  /** Whether the values differ from the last saved (or loaded) ones, as of the last render. */
  dirty: boolean;
  /** Whether leaving now would lose changes (read at the moment of leaving). */
  hasUnsavedChanges: () => boolean;
}

/** Places a failed call's errors: fields the form shows get their message, the rest is the general one. */
export function placeServerErrors<Values extends FieldValues>(
  error: unknown,
  schema: ContractSchema,
  setFieldError: (path: Path<Values>, message: string, focus: boolean) => void,
): string | null {
  const failure = error instanceof ApiError ? error : toApiError(error);
  if (failure.status !== 400) return failure.message;
  const { fields, general } = formErrorsFromBody(failure.body);
  const unplaced: string[] = [];
  let first = true;
  for (const [path, message] of Object.entries(fields)) {
    if (fieldSchema(schema, path)) {
      setFieldError(path as Path<Values>, message, first);
      first = false;
    } else {
      unplaced.push(message);
    }
  }
  if (general) return general;
  if (unplaced.length) return unplaced.join(' ');
  return first ? failure.message : FORM_MESSAGES.checkFields;
}

export function useContractForm<S extends ContractSchema, Result>({
  schema,
  rules,
  defaultValues,
  send,
  upload,
  onSuccess,
}: ContractFormOptions<S, Result>): ContractForm<S> {
  type Values = z.input<S> & FieldValues;
  const form = useForm<Values, unknown, z.output<S> & FieldValues>({
    resolver: contractResolver(schema, rules),
    defaultValues,
    // Not on blur: a message appearing as focus leaves would move the button being pressed.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // Read while rendering so react-hook-form tracks it.
  const dirty = form.formState.isDirty;
  // What leaving reads: formState is as of the last render, so a navigation started by onSuccess, right
  // after the reset and before the saved state renders, would still see the form as changed.
  const unsaved = useRef(false);
  useEffect(
    () =>
      form.subscribe({
        formState: { isDirty: true },
        // Called synchronously by every change and by the reset after a save.
        callback: ({ isDirty }) => {
          if (isDirty !== undefined) unsaved.current = isDirty;
        },
      }),
    [form],
  );

  const submitBody = async (body: z.output<S> & FieldValues) => {
    setGeneralError(null);
    try {
      let result: Result;
      if (upload && hasFiles(body)) {
        const target = typeof upload === 'function' ? upload(body) : upload;
        setProgress({ loaded: 0, total: null, fraction: 0 });
        result = await uploadRequest<Result>({ ...target, body: toFormData(body), onProgress: setProgress });
      } else {
        result = await send(body);
      }
      // The values stay as typed and become the new clean state: leaving no longer asks.
      form.reset(form.getValues());
      onSuccess?.(result, body);
    } catch (error) {
      setGeneralError(
        placeServerErrors<Values>(error, schema, (path, message, focus) =>
          form.setError(path, { type: 'server', message }, { shouldFocus: focus }),
        ),
      );
    } finally {
      setProgress(null);
    }
  };

  return {
    form,
    schema,
    onSubmit: form.handleSubmit(submitBody),
    generalError,
    sending: form.formState.isSubmitting,
    progress,
    dirty,
    hasUnsavedChanges: () => unsaved.current,
  };
}

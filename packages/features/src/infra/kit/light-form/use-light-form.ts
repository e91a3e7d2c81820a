/**
 * The form kit's behaviour for the public and sign-in pages, without its stack (react-hook-form, zod):
 * the contract's rules as data from `@ujuzi/api/body-rules`, the specs' own rules from @ujuzi/domain
 * whose exact texts win, messages on submit and then as the user corrects, a 400's field errors on their
 * fields and non_field_errors/detail as the general message, submit disabled while sending, and what the
 * user typed never lost on failure.
 */
import { ApiError, formErrorsFromBody, toApiError } from '@ujuzi/api';
import type { BodyRules } from '@ujuzi/api/body-rules';
import { useRef, useState, type FormEvent } from 'react';
import { FORM_MESSAGES } from '../forms/messages';
import { bodyOf, checkBody, isRequiredRule, ruleAt, type LightValues } from './check-body';

/** The specs' own rules over the values: field → the spec's message (undefined or '' for none). */
export type LightRules<V> = (values: V) => Partial<Record<string, string | undefined>>;

export interface LightFormOptions<V extends object, Result> {
  /** The operation's body rules from `@ujuzi/api/body-rules`, e.g. `submitContactFormBody`. */
  rules: BodyRules;
  /** The specs' own rules from @ujuzi/domain, layered on the contract's; their texts win on their fields. */
  check?: LightRules<V>;
  /** The starting values (texts as the inputs hold them). */
  defaultValues: V;
  /** Sends the checked form: `values` as typed, `body` with blanks and numbers as the contract says. */
  send: (values: V, body: LightValues) => Promise<Result>;
  /** After the server accepted it. The values stay (call `reset` to empty the form). */
  onSuccess?: (result: Result, values: V) => void;
  /** After a failure, once its messages are placed (a toast, a status note of the page's own). */
  onFailure?: (error: unknown) => void;
  /** The page's own sentence after the general message (e.g. 'Nothing you typed is lost…'). */
  failureNote?: string;
}

/** What one input needs: spread onto a ui field (`<TextField {...form.field('name')} label="Name" />`). */
export interface LightField {
  name: string;
  value: string;
  error: string | undefined;
  required: boolean;
  ref: (element: HTMLElement | null) => void;
  /** Takes an input's change event or a value (Select, RadioGroup). */
  onChange: (next: string | { target: { value: string } }) => void;
}

export interface LightForm<V extends object> {
  values: V;
  /** The message of each field, as shown. */
  errors: Partial<Record<string, string>>;
  /** The message above the button: non_field_errors / detail, or the failure's text. Null when none. */
  generalError: string | null;
  /** True while the body is on its way: the submit button is disabled. */
  sending: boolean;
  field: (name: keyof V & string) => LightField;
  setValue: (name: keyof V & string, value: V[keyof V]) => void;
  /** Whether the contract requires the field (its required marker). */
  isRequired: (name: string) => boolean;
  /** The form element's submit handler. */
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** Back to `values` (or the defaults), with no messages: after a success that empties the form. */
  reset: (values?: V) => void;
}

export function useLightForm<V extends object, Result>({
  rules,
  check,
  defaultValues,
  send,
  onSuccess,
  onFailure,
  failureNote,
}: LightFormOptions<V, Result>): LightForm<V> {
  const [values, setValues] = useState<V>(defaultValues);
  // The latest values, for changes that come before the next render (a pick filling two fields).
  const latest = useRef(values);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // After the first submit, a field's message follows what the user types (the form kit's reValidateMode).
  const submitted = useRef(false);
  const busy = useRef(false);
  // Inputs in the order they render: the first with a message gets the focus.
  const elements = useRef(new Map<string, HTMLElement | null>());

  const messages = (current: V) => {
    const found: Record<string, string> = checkBody(rules, current as LightValues);
    for (const [path, message] of Object.entries(check?.(current) ?? {})) if (message) found[path] = message;
    return found;
  };
  const focusFirst = (found: Partial<Record<string, string>>) => {
    for (const [name, element] of elements.current) {
      if (found[name]) {
        element?.focus();
        return;
      }
    }
  };

  const setValue = (name: keyof V & string, value: V[keyof V]) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (submitted.current) setErrors((shown) => ({ ...shown, [name]: messages(next)[name] }));
  };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    submitted.current = true;
    const current = latest.current;
    const found = messages(current);
    setErrors(found);
    setGeneralError(null);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    busy.current = true;
    setSending(true);
    try {
      const result = await send(current, bodyOf(rules, current as LightValues));
      onSuccess?.(result, current);
    } catch (error) {
      const { fields, general } = serverErrors(error, (path) => elements.current.has(path));
      setErrors(fields);
      const placed = Object.keys(fields).length > 0;
      setGeneralError(
        failureNote ? (general === FORM_MESSAGES.checkFields ? failureNote : `${general} ${failureNote}`) : general,
      );
      if (placed) focusFirst(fields);
      onFailure?.(error);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const field = (name: keyof V & string): LightField => {
    if (!elements.current.has(name)) elements.current.set(name, null);
    const value: unknown = values[name];
    return {
      name,
      value: value === undefined || value === null ? '' : String(value),
      error: errors[name],
      required: isRequiredRule(rules[name]),
      ref: (element) => void elements.current.set(name, element),
      onChange: (next) => setValue(name, (typeof next === 'string' ? next : next.target.value) as V[keyof V]),
    };
  };

  return {
    values,
    errors,
    generalError,
    sending,
    field,
    setValue,
    isRequired: (name) => isRequiredRule(ruleAt(rules, name)),
    onSubmit,
    reset: (next = defaultValues) => {
      submitted.current = false;
      latest.current = next;
      setValues(next);
      setErrors({});
      setGeneralError(null);
    },
  };
}

/**
 * A failed call's messages: a 400's first message of each field the form has on that field, and the
 * general one (non_field_errors / detail, the other fields' messages, or 'Some fields need your
 * attention.'); any other failure is only the general text the HTTP core wrote in the specs' words.
 */
export function serverErrors(error: unknown, hasField: (path: string) => boolean) {
  const failure = error instanceof ApiError ? error : toApiError(error);
  const fields: Record<string, string> = {};
  if (failure.status !== 400) return { fields, general: failure.message };
  const parsed = formErrorsFromBody(failure.body);
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(parsed.fields)) {
    if (hasField(path)) fields[path] = message;
    else unplaced.push(message);
  }
  const general =
    parsed.general ??
    (unplaced.length ? unplaced.join(' ') : Object.keys(fields).length ? FORM_MESSAGES.checkFields : failure.message);
  return { fields, general };
}

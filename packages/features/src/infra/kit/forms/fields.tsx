/**
 * The kit's fields: ui's fields bound to the form by name. Each shows its label, help text, the
 * contract's required marker and its error (the contract's, the domain's or the server's), and keeps
 * what the user typed.
 */
import {
  AsyncCombobox,
  Checkbox,
  CheckboxGroup,
  LazyDatePicker,
  DateTimeField,
  FileUpload,
  ImageUpload,
  MarkdownField,
  MoneyField,
  NumberField,
  Select,
  Switch,
  TextareaField,
  TextField,
  type AsyncComboboxProps,
  type SelectOption,
} from '@ujuzi/ui';
import { nairobiDay } from '@ujuzi/domain';
import type { ReactNode } from 'react';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { useEmailAvailability, useUsernameAvailability } from './availability';
import { isRequiredField } from './contract-resolver';
import { useFormSchema } from './contract-form';

interface BoundProps {
  /** The field's path in the request body ('question', 'social_links.facebook'). */
  name: string;
  label: ReactNode;
  helpText?: ReactNode;
  disabled?: boolean;
}

function useBoundField(name: string) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ name });
  const schema = useFormSchema();
  const error = fieldState.error?.message;
  const required = schema ? isRequiredField(schema, name) : false;
  return {
    field,
    // Passed on as the control's ref, so a server error can focus its field.
    inputRef: ref,
    error,
    required,
    /** What a typed-in control takes alike: its name, ref, blur, error and required marker. */
    control: { name: field.name, ref, onBlur: field.onBlur, error, required },
  };
}

export interface FormTextFieldProps extends BoundProps {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  /** The mobile keyboard, where the type does not say it (a one-time code: 'numeric'). */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
}

export function FormTextField({ name, type = 'text', ...props }: FormTextFieldProps) {
  const { field, control } = useBoundField(name);
  return (
    <TextField
      {...props}
      type={type}
      {...control}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}

export interface FormAvailableFieldProps extends FormTextFieldProps {
  /** What the server is asked about the value: a username or an e-mail address. */
  kind: 'username' | 'email';
  /** The value the record already has (editing): not checked, it is its own. */
  current?: string;
}

/**
 * A username or e-mail field that says, once typing pauses, whether the server would take it: a taken
 * one shows the server's words as the field's error (the form still sends; the server decides), a free
 * one its words under the field.
 */
export function FormAvailableField({ name, kind, current, helpText, type, ...props }: FormAvailableFieldProps) {
  const { field, control } = useBoundField(name);
  const typed = ((useWatch({ name }) as string | null | undefined) ?? '').trim();
  // Being sent, or saved (a save makes the sent values the form's defaults), the value is the record's
  // own: a check answering after the save called the address this very form had just taken "taken",
  // on screen while the next page loaded.
  const { isSubmitting, defaultValues } = useFormState();
  const saved = String((defaultValues as Record<string, unknown> | undefined)?.[name] ?? '').trim();
  const own = (value: string | undefined) => value !== undefined && value !== '' && typed.toLowerCase() === value.toLowerCase();
  const checked = isSubmitting || own(saved) || own(current) ? '' : typed;
  const username = useUsernameAvailability(kind === 'username' ? checked : '');
  const email = useEmailAvailability(kind === 'email' ? checked : '');
  const verdict = kind === 'username' ? username : email;
  return (
    <TextField
      {...props}
      type={type ?? (kind === 'email' ? 'email' : 'text')}
      {...control}
      error={control.error ?? verdict.taken}
      helpText={verdict.available ?? helpText}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}

export function FormTextareaField({ name, rows, ...props }: BoundProps & { rows?: number; placeholder?: string }) {
  const { field, control } = useBoundField(name);
  return (
    <TextareaField
      {...props}
      rows={rows}
      {...control}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}

export function FormNumberField({ name, ...props }: BoundProps & { unit?: string; decimal?: boolean; placeholder?: string }) {
  const { field, control } = useBoundField(name);
  return <NumberField {...props} {...control} value={field.value as number | null | undefined} onChange={field.onChange} />;
}

/** An amount in KES, as the API's decimal string. */
export function FormMoneyField({ name, ...props }: BoundProps & { currency?: string }) {
  const { field, control } = useBoundField(name);
  return <MoneyField {...props} {...control} value={field.value as string | null | undefined} onChange={field.onChange} />;
}

export interface FormSelectProps extends BoundProps {
  options: readonly SelectOption[];
  placeholder?: string;
  /** 'number' for ids: the body gets a number, or null for the placeholder. Defaults to 'string'. */
  valueAs?: 'string' | 'number';
}

const fromChoice = (value: string | null, valueAs: 'string' | 'number') =>
  value === null || value === '' ? null : valueAs === 'number' ? Number(value) : value;

export function FormSelect({ name, valueAs = 'string', ...props }: FormSelectProps) {
  const { field, control } = useBoundField(name);
  return (
    <Select
      {...props}
      {...control}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      onChange={(value) => field.onChange(fromChoice(value, valueAs))}
    />
  );
}

export interface FormComboboxProps
  extends BoundProps, Pick<AsyncComboboxProps, 'search' | 'selected' | 'placeholder' | 'emptyText'> {
  valueAs?: 'string' | 'number';
}

/** A choice found by searching (e.g. the server's list operation with `search`). */
export function FormCombobox({ name, valueAs = 'string', ...props }: FormComboboxProps) {
  const { field, error, required } = useBoundField(name);
  return (
    <AsyncCombobox
      {...props}
      name={field.name}
      value={field.value === null || field.value === undefined ? null : String(field.value)}
      onChange={(value) => {
        field.onChange(fromChoice(value, valueAs));
        field.onBlur();
      }}
      error={error}
      required={required}
    />
  );
}

export function FormSwitch({ name, ...props }: BoundProps) {
  const { field, inputRef, error } = useBoundField(name);
  return (
    <Switch {...props} name={field.name} ref={inputRef} checked={Boolean(field.value)} onChange={field.onChange} error={error} />
  );
}

export function FormCheckbox({ name, ...props }: BoundProps) {
  const { field, inputRef, error } = useBoundField(name);
  return (
    <Checkbox
      {...props}
      name={field.name}
      ref={inputRef}
      checked={Boolean(field.value)}
      onChange={field.onChange}
      error={error}
    />
  );
}

export function FormCheckboxGroup({
  name,
  ...props
}: BoundProps & { options: readonly SelectOption[]; orientation?: 'vertical' | 'horizontal' }) {
  const { field, error, required } = useBoundField(name);
  return (
    <CheckboxGroup
      {...props}
      name={field.name}
      value={(field.value as string[] | null | undefined) ?? []}
      onChange={field.onChange}
      error={error}
      required={required}
    />
  );
}

/** 'today' as the school's day (Nairobi), the day the server checks 'not in the future' against. */
const schoolDayLimit = (limit: string | undefined): string | undefined => (limit === 'today' ? nairobiDay(new Date()) : limit);

/** A date ('YYYY-MM-DD'); `maxValue="today"` for the specs' 'cannot be in the future' (the school's today). */
export function FormDateField({ name, minValue, maxValue, ...props }: BoundProps & { minValue?: string; maxValue?: string }) {
  const { field, error, required } = useBoundField(name);
  return (
    <LazyDatePicker
      {...props}
      minValue={schoolDayLimit(minValue)}
      maxValue={schoolDayLimit(maxValue)}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(value) => {
        field.onChange(value);
        field.onBlur();
      }}
      error={error}
      required={required}
    />
  );
}

export function FormDateTimeField({ name, ...props }: BoundProps & { min?: string; max?: string }) {
  const { field, control } = useBoundField(name);
  return (
    <DateTimeField {...props} {...control} value={(field.value as string | null | undefined) ?? null} onChange={field.onChange} />
  );
}

export interface FormFileFieldProps extends BoundProps {
  /** The largest file in bytes; shown in the spec's units (base 1024). */
  maxSize?: number;
  /** Accepted MIME types or extensions (ignored for images: PNG, JPG or WebP). */
  accept?: string[];
  acceptLabel?: string;
  /** A picture with a preview. */
  image?: boolean;
  /** The stored picture, shown until another is chosen. */
  currentImageUrl?: string | null;
}

/** One file; a body holding it is sent as multipart with upload progress. */
export function FormFileField({ name, image = false, accept, acceptLabel, currentImageUrl, ...props }: FormFileFieldProps) {
  const { field, error, required } = useBoundField(name);
  const onChange = (files: File[]) => {
    field.onChange(files[0] ?? null);
    field.onBlur();
  };
  return image ? (
    <ImageUpload
      {...props}
      name={field.name}
      currentImageUrl={currentImageUrl}
      onChange={onChange}
      error={error}
      required={required}
    />
  ) : (
    <FileUpload
      {...props}
      name={field.name}
      accept={accept}
      acceptLabel={acceptLabel}
      onChange={onChange}
      error={error}
      required={required}
    />
  );
}

export function FormMarkdownField({ name, ...props }: BoundProps & { rows?: number }) {
  const { field, control } = useBoundField(name);
  return (
    <MarkdownField {...props} {...control} value={(field.value as string | null | undefined) ?? ''} onChange={field.onChange} />
  );
}

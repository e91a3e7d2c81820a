/** A labelled form field: label, required marker, help text and error text wired to the control. */
import { Field, HStack, VisuallyHidden } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** Props a field hands to its control so it is labelled, described and marked invalid/required. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

/** The label, texts and states every field shares. */
export interface FieldBaseProps {
  /** The visible label, and the control's accessible name. */
  label: ReactNode;
  /** A hint under the control ('At least 8 characters'); read with the control (aria-describedby). */
  helpText?: ReactNode;
  /** An error message; marks the control aria-invalid and is read with it. Omit or leave empty when valid. */
  error?: ReactNode;
  /** Marks the field required: an asterisk after the label and `required` on the control. */
  required?: boolean;
  /** Disables the control. */
  disabled?: boolean;
  /** Makes the control read-only. */
  readOnly?: boolean;
  /** Keeps the label for screen readers but hides it visually (e.g. a search box with a visible icon). */
  hideLabel?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
}

export interface FormFieldProps extends FieldBaseProps {
  /** The control, given the props that wire it to the label and texts. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Builds the ids and ARIA props of a field. Exposed for controls that render their own field markup. */
export function useFieldIds({ id, helpText, error }: Pick<FieldBaseProps, 'id' | 'helpText' | 'error'>) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const helpId = `${controlId}-help`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError ? errorId : null, helpText ? helpId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, helpId, errorId, hasError, describedBy };
}

/**
 * Lays out a label, the control, help text and error text. The control stays mounted in the same place
 * whatever the error state, so nothing the user typed is lost when a message appears.
 */
export function FormField({ label, helpText, error, required, disabled, readOnly, hideLabel, id, children }: FormFieldProps) {
  const { controlId, helpId, errorId, hasError, describedBy } = useFieldIds({ id, helpText, error });
  const labelContent = (
    <>
      {label}
      <Field.RequiredIndicator />
    </>
  );
  return (
    <Field.Root
      id={controlId}
      ids={{ helperText: helpId, errorText: errorId }}
      invalid={hasError}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      {hideLabel ? (
        <VisuallyHidden asChild>
          <Field.Label>{label}</Field.Label>
        </VisuallyHidden>
      ) : (
        <Field.Label>{labelContent}</Field.Label>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': hasError ? true : undefined,
        required,
        disabled,
        readOnly,
      })}
      {helpText ? <Field.HelperText>{helpText}</Field.HelperText> : null}
      {hasError ? (
        <Field.ErrorText>
          <HStack gap="1.5" align="flex-start">
            <CircleAlert size="1em" aria-hidden="true" style={{ flexShrink: 0, marginTop: '0.2em' }} />
            <span>{error}</span>
          </HStack>
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

/** Single-line and multi-line text inputs with label, help and error text. */
import { Input, InputGroup, Textarea } from '@chakra-ui/react';
import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormField, type FieldBaseProps } from '../form-field/form-field';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'color' | 'style' | 'className' | 'id' | 'required' | 'disabled' | 'readOnly' | 'children'
>;

export interface TextFieldProps extends FieldBaseProps, NativeInputProps {
  /** 'text' by default; email, tel, url, search and number bring the right mobile keyboard. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'password';
  /** Height and font size. Defaults to 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** Something inside the input's start, e.g. a search icon (decorative). */
  startElement?: ReactNode;
  /** Something inside the input's end, e.g. a clear or show-password button. */
  endElement?: ReactNode;
}

/** A labelled text input. Works controlled (`value` + `onChange`) or uncontrolled (`defaultValue`). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    helpText,
    error,
    required,
    disabled,
    readOnly,
    hideLabel,
    id,
    size = 'md',
    startElement,
    endElement,
    type = 'text',
    ...input
  },
  ref,
) {
  return (
    <FormField {...{ label, helpText, error, required, disabled, readOnly, hideLabel, id }}>
      {(control) => {
        const field = <Input ref={ref} type={type} size={size} {...input} {...control} />;
        return startElement || endElement ? (
          <InputGroup startElement={startElement} endElement={endElement}>
            {field}
          </InputGroup>
        ) : (
          field
        );
      }}
    </FormField>
  );
});

type NativeTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'color' | 'style' | 'className' | 'id' | 'required' | 'disabled' | 'readOnly' | 'children'
>;

export interface TextareaFieldProps extends FieldBaseProps, NativeTextareaProps {
  /** Visible rows before it scrolls. Defaults to 4. */
  rows?: number;
}

/** A labelled multi-line text input (messages, descriptions). */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, helpText, error, required, disabled, readOnly, hideLabel, id, rows = 4, ...textarea },
  ref,
) {
  return (
    <FormField {...{ label, helpText, error, required, disabled, readOnly, hideLabel, id }}>
      {(control) => <Textarea ref={ref} rows={rows} autoresize={false} {...textarea} {...control} />}
    </FormField>
  );
});

/** A multi-line field for Markdown text with a Write / Preview switch; the preview is sanitised HTML. */
import { Box, HStack, Text, Textarea } from '@chakra-ui/react';
import { Button } from '../button/button';
import { forwardRef, useState, type FocusEventHandler } from 'react';
import { FormField, type FieldBaseProps } from '../form-field/form-field';
import { SafeHtml } from '../safe-html/safe-html';
import { markdownToHtml } from './markdown';

export interface MarkdownFieldProps extends FieldBaseProps {
  /** The Markdown text (controlled). */
  value: string;
  /** Called with the new text. */
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  /** The form field name. */
  name?: string;
  /** Visible rows while writing. Defaults to 8. */
  rows?: number;
  /** Shown in the preview when there is nothing to show. Defaults to 'Nothing to preview yet.' */
  emptyPreviewText?: string;
}

export const MarkdownField = forwardRef<HTMLTextAreaElement, MarkdownFieldProps>(function MarkdownField(
  {
    label,
    helpText,
    error,
    required,
    disabled,
    readOnly,
    hideLabel,
    id,
    value,
    onChange,
    onBlur,
    name,
    rows = 8,
    emptyPreviewText = 'Nothing to preview yet.',
  },
  ref,
) {
  const [previewing, setPreviewing] = useState(false);
  const hint = (
    <>
      {helpText}
      {helpText ? ' ' : null}
      <Text as="span" color="fg.muted">
        Markdown: **bold**, *italic*, [link](https://…), - list, # heading.
      </Text>
    </>
  );
  return (
    <FormField {...{ label, helpText: hint, error, required, disabled, readOnly, hideLabel, id }}>
      {(control) => (
        <Box width="full">
          <HStack justify="flex-end" gap="1" mb="1">
            <Button
              size="sm"
              variant={previewing ? 'ghost' : 'subtle'}
              aria-pressed={!previewing}
              onClick={() => setPreviewing(false)}
            >
              Write
            </Button>
            <Button
              size="sm"
              variant={previewing ? 'subtle' : 'ghost'}
              aria-pressed={previewing}
              onClick={() => setPreviewing(true)}
            >
              Preview
            </Button>
          </HStack>
          {/* The text area stays mounted while previewing: nothing typed is lost, and the label keeps its control. */}
          <Textarea
            ref={ref}
            rows={rows}
            name={name}
            value={value}
            onChange={(event) => onChange?.(event.target.value)}
            onBlur={onBlur}
            hidden={previewing}
            fontFamily="mono"
            textStyle="sm"
            {...control}
          />
          {previewing ? (
            <Box
              role="region"
              aria-label={`Preview of ${typeof label === 'string' ? label : 'the text'}`}
              borderWidth="1px"
              borderRadius="l2"
              p="3"
              minH="8rem"
            >
              {value.trim() ? (
                <SafeHtml html={markdownToHtml(value)} size="sm" />
              ) : (
                <Text color="fg.muted" textStyle="sm">
                  {emptyPreviewText}
                </Text>
              )}
            </Box>
          ) : null}
        </Box>
      )}
    </FormField>
  );
});

/** Help and error texts for controls that carry their own label (checkbox, switch, radio group). */
import { HStack, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FieldTextsProps {
  helpId: string;
  errorId: string;
  helpText?: ReactNode;
  error?: ReactNode;
  hasError: boolean;
}

export function FieldTexts({ helpId, errorId, helpText, error, hasError }: FieldTextsProps) {
  return (
    <>
      {helpText ? (
        <Text id={helpId} textStyle="xs" color="fg.muted">
          {helpText}
        </Text>
      ) : null}
      {hasError ? (
        <HStack id={errorId} aria-live="polite" gap="1.5" align="flex-start" textStyle="xs" color="fg.error">
          <CircleAlert size="1em" aria-hidden="true" style={{ flexShrink: 0, marginTop: '0.2em' }} />
          <span>{error}</span>
        </HStack>
      ) : null}
    </>
  );
}

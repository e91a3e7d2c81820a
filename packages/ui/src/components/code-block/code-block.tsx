/** Read-only code (lesson snippets, API keys, embed codes) with a copy button. */
import { Box, HStack, Text, chakra } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { toast } from '../toast/toast';

/** How long the button shows a tick after copying. */
const COPIED_MS = 2_000;

export interface CodeBlockProps {
  /** The code, shown verbatim. */
  code: string;
  /** The language, shown in the header ('python', 'bash'). */
  language?: string;
  /** A title for the header instead of the language ('settings.py'). */
  title?: string;
  /** Numbers each line. Defaults to false. */
  showLineNumbers?: boolean;
  /** The toast after copying. Defaults to 'Code copied to clipboard!'. */
  copiedMessage?: string;
  /** The toast when the browser refuses. Defaults to 'Could not copy the code. Select it and copy it by hand.'. */
  copyFailedMessage?: string;
  /** Longest height before the code scrolls, e.g. '20rem'. */
  maxHeight?: string;
}

/** A labelled, keyboard-scrollable <pre>; the copy button writes to the clipboard and confirms with a toast. */
export function CodeBlock({
  code,
  language,
  title,
  showLineNumbers = false,
  copiedMessage = 'Code copied to clipboard!',
  copyFailedMessage = 'Could not copy the code. Select it and copy it by hand.',
  maxHeight,
}: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
      // One id: copying again replaces the toast instead of stacking another.
      toast.success(copiedMessage, undefined, { id: 'code-block-copied' });
    } catch {
      toast.error(copyFailedMessage, undefined, { id: 'code-block-copy-failed' });
    }
  };

  const heading = title ?? language ?? 'Code';
  const lines = code.replace(/\n$/, '').split('\n');
  return (
    <Box as="figure" borderWidth="1px" borderColor="border" borderRadius="l2" overflow="hidden" bg="bg.subtle">
      <HStack justify="space-between" px="3" py="1" borderBottomWidth="1px" borderColor="border" bg="bg.muted">
        <Text as="figcaption" textStyle="xs" fontWeight="medium" color="fg.muted" fontFamily="mono">
          {heading}
        </Text>
        <IconButton
          aria-label={copied ? 'Copied' : 'Copy code'}
          icon={copied ? <Check /> : <Copy />}
          size="sm"
          onClick={() => void copy()}
        />
      </HStack>
      <chakra.pre
        // Focusable so keyboard users can scroll long lines.
        tabIndex={0}
        m="0"
        p="4"
        overflow="auto"
        maxHeight={maxHeight}
        fontFamily="mono"
        textStyle="sm"
        lineHeight="1.6"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
      >
        <chakra.code display="grid" gridTemplateColumns={showLineNumbers ? 'auto 1fr' : '1fr'} columnGap="4">
          {lines.map((line, index) => (
            <chakra.span key={index} display="contents">
              {showLineNumbers ? (
                <chakra.span color="fg.muted" textAlign="end" userSelect="none" aria-hidden="true">
                  {index + 1}
                </chakra.span>
              ) : null}
              <chakra.span whiteSpace="pre">{line || ' '}</chakra.span>
            </chakra.span>
          ))}
        </chakra.code>
      </chakra.pre>
    </Box>
  );
}

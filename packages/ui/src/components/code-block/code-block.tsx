/**
 * Read-only code (lesson snippets, API keys, embed codes) with a copy button. With `highlightLanguage`
 * the code is coloured by the code editor's grammar: the editor's lazy chunk renders it read-only once
 * it arrives, and the plain code shows meanwhile (pages without it never load CodeMirror).
 */
import { Box, HStack, Text, chakra } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useColorMode } from '../../color-mode';
import { IconButton } from '../icon-button/icon-button';
import { toast } from '../toast/toast';

const HighlightedCode = /* @__PURE__ */ lazy(() =>
  import('../code-editor/code-editor-view').then((m) => ({ default: m.CodeEditorView })),
);

/** The code in the editor's read-only view, in the app's colour mode. */
function ColouredCode({
  code,
  language,
  label,
  describedBy,
}: {
  code: string;
  language: string;
  label: string;
  describedBy: string;
}) {
  const { colorMode } = useColorMode();
  return (
    <HighlightedCode
      value={code.replace(/\n$/, '')}
      language={language}
      label={label}
      describedBy={describedBy}
      fontSize={14}
      height="auto"
      dark={colorMode === 'dark'}
      readOnly
    />
  );
}

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
  /** A code-editor language ('python', 'javascript', …) to colour the code by; plain text without it. */
  highlightLanguage?: string;
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
  highlightLanguage,
}: CodeBlockProps) {
  const captionId = useId();
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
  const plain = (
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
  );
  return (
    <Box as="figure" borderWidth="1px" borderColor="border" borderRadius="l2" overflow="hidden" bg="bg.subtle">
      <HStack justify="space-between" px="3" py="1" borderBottomWidth="1px" borderColor="border" bg="bg.muted">
        <Text as="figcaption" id={captionId} textStyle="xs" fontWeight="medium" color="fg.muted" fontFamily="mono">
          {heading}
        </Text>
        <IconButton
          aria-label={copied ? 'Copied' : 'Copy code'}
          icon={copied ? <Check /> : <Copy />}
          size="sm"
          onClick={() => void copy()}
        />
      </HStack>
      {highlightLanguage ? (
        <Suspense fallback={plain}>
          <Box
            // Focusable so keyboard users can scroll long code.
            tabIndex={0}
            maxHeight={maxHeight}
            overflow="auto"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
          >
            <ColouredCode code={code} language={highlightLanguage} label={`${heading} (read only)`} describedBy={captionId} />
          </Box>
        </Suspense>
      ) : (
        plain
      )}
    </Box>
  );
}
